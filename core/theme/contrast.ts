/** WCAG 2 contrast between colours written `#rrggbb` (or `#rgb`). */

/** A colour the owner may pick: six (or three) hex digits after `#`. */
export const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#abc` → `#aabbcc`, lower case. */
export function normaliseHex(colour: string): string {
  const hex = colour.trim().toLowerCase();
  return hex.length === 4 ? `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}` : hex;
}

/** WCAG 2's relative luminance of an sRGB colour. */
export function relativeLuminance(colour: string): number {
  const hex = normaliseHex(colour);
  const channel = (start: number) => {
    const value = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The contrast ratio of two colours, from 1 (the same) to 21 (black on white). */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA's minimum for body text. */
export const AA_TEXT_CONTRAST = 4.5;

/** A ratio as people read it: "3.2:1", never rounded up past the line it misses. */
export function ratioText(ratio: number): string {
  return `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
}
