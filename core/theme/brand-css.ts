import { BRAND_COLOUR_KEYS, BRAND_COLOUR_ROLES, BRAND_CONTRAST_PAIRS, BRAND_DEFAULTS, type BrandColourRole, type BrandOptions } from '../contract/theme/brand.ts';
import type { UploadedFontFace } from './font-faces.ts';
import { brandFonts, fontDeclarations, fontFaceRule } from './font-face-css.ts';
import { AA_TEXT_CONTRAST, contrastRatio, normaliseHex, ratioText } from './contrast.ts';

/**
 * The stylesheet's custom properties the owner's brand changes, as one `:root` rule, after the
 * `@font-face` rules of the uploaded families it uses (from `library`, files under `uploadsUrl`); empty
 * when the brand is the defaults, so a shop that sets nothing serves not a byte more. Values were checked
 * on save (hex colours, known stacks, family names of letters, digits, spaces and hyphens): nothing here
 * can end the rule.
 */
export function brandCss(brand: Readonly<BrandOptions>, library: readonly UploadedFontFace[] = [], uploadsUrl = '/uploads'): string {
  const declarations: string[] = [];
  for (const role of BRAND_COLOUR_KEYS) {
    const colour = normaliseHex(brand.colours[role]);
    if (colour !== BRAND_DEFAULTS.colours[role]) declarations.push(`${BRAND_COLOUR_ROLES[role].property}:${colour}`);
  }
  // The footer's name and links stand out in its text colour once the owner sets the footer apart.
  const footerSet = (['footer', 'footerText', 'text'] as const).some((role) => normaliseHex(brand.colours[role]) !== BRAND_DEFAULTS.colours[role]);
  if (footerSet) declarations.push(`--color-footer-strong:${normaliseHex(brand.colours.footerText)}`);
  const fonts = brandFonts(brand, library);
  declarations.push(...fontDeclarations(fonts));
  const faces = fonts.faces.map((face) => fontFaceRule(face, uploadsUrl)).join('');
  return faces + (declarations.length === 0 ? '' : `:root{${declarations.join(';')}}`);
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
