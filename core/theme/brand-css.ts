import { BRAND_COLOUR_KEYS, BRAND_COLOUR_ROLES, BRAND_CONTRAST_PAIRS, BRAND_DEFAULTS, FONT_STACKS, type BrandColourRole, type BrandOptions } from '../contract/theme/brand.ts';
import { AA_TEXT_CONTRAST, contrastRatio, normaliseHex, ratioText } from './contrast.ts';

/**
 * The stylesheet's custom properties the owner's brand changes, as one `:root` rule; empty when the brand
 * is the defaults, so a shop that sets nothing serves not a byte more. Values were checked on save
 * (hex colours, known stacks): nothing here can end the rule.
 */
export function brandCss(brand: Readonly<BrandOptions>): string {
  const declarations: string[] = [];
  for (const role of BRAND_COLOUR_KEYS) {
    const colour = normaliseHex(brand.colours[role]);
    if (colour !== BRAND_DEFAULTS.colours[role]) declarations.push(`${BRAND_COLOUR_ROLES[role].property}:${colour}`);
  }
  // The footer's name and links stand out in its text colour once the owner sets the footer apart.
  const footerSet = (['footer', 'footerText', 'text'] as const).some((role) => normaliseHex(brand.colours[role]) !== BRAND_DEFAULTS.colours[role]);
  if (footerSet) declarations.push(`--color-footer-strong:${normaliseHex(brand.colours.footerText)}`);
  if (brand.fonts.body !== BRAND_DEFAULTS.fonts.body) declarations.push(`--font:${FONT_STACKS[brand.fonts.body].stack}`);
  if (brand.fonts.headings !== BRAND_DEFAULTS.fonts.headings) declarations.push(`--font-headings:${FONT_STACKS[brand.fonts.headings].stack}`);
  return declarations.length === 0 ? '' : `:root{${declarations.join(';')}}`;
}

/** Each text-on-background pair below WCAG AA, with its ratio: what the admin refuses. */
export function brandContrastProblems(colours: Readonly<Record<BrandColourRole, string>>): { role: BrandColourRole; message: string }[] {
  return BRAND_CONTRAST_PAIRS.flatMap(([text, on]) => {
    const ratio = contrastRatio(colours[text], colours[on]);
    if (ratio >= AA_TEXT_CONTRAST) return [];
    const message = `${BRAND_COLOUR_ROLES[text].label} on ${BRAND_COLOUR_ROLES[on].label.toLowerCase()} has a contrast of ${ratioText(ratio)}; WCAG AA asks for at least ${AA_TEXT_CONTRAST}:1 so everyone can read it. Pick a darker or lighter colour.`;
    return [{ role: text, message }];
  });
}
