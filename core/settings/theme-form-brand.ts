import { BRAND_COLOUR_KEYS, BRAND_COLOUR_ROLES, BRAND_DEFAULTS, FONT_STACK_KEYS, LOGO_HEIGHT_RANGE, type BrandColourRole, type BrandOptions, type FontStackKey } from '../contract/theme/brand.ts';
import type { ThemeOptions } from '../contract/theme/options.ts';
import { brandContrastProblems } from '../theme/brand-css.ts';
import { HEX_COLOUR, normaliseHex } from '../theme/contrast.ts';
import { LOGO_ALT_MAX } from '../theme/options-schema.ts';

/**
 * The theme form's Branding fields: the colours by role, the fonts, the logo. Field names are the
 * config file's paths (`brand.colours.brand`, `brand.logo.url` …), so a message from the schema finds
 * its field. Colours are checked in pairs for WCAG AA contrast, and refused with the ratio.
 */
export interface BrandFormValues {
  colours: Record<BrandColourRole, string>;
  fontBody: string;
  fontHeadings: string;
  logoUrl: string;
  logoAlt: string;
  logoHeight: string;
}

export const brandColourField = (role: BrandColourRole) => `brand.colours.${role}`;

export function brandFormValues(brand: Readonly<BrandOptions>): BrandFormValues {
  return {
    colours: { ...brand.colours },
    fontBody: brand.fonts.body,
    fontHeadings: brand.fonts.headings,
    logoUrl: brand.logo.url ?? '',
    logoAlt: brand.logo.alt,
    logoHeight: String(brand.logo.height),
  };
}

/** The posted Branding fields; `text` reads a field cut to the given length. */
export function readBrandForm(text: (name: string, max: number) => string): BrandFormValues {
  return {
    colours: Object.fromEntries(BRAND_COLOUR_KEYS.map((role) => [role, text(brandColourField(role), 20).trim()])) as Record<BrandColourRole, string>,
    fontBody: text('brand.fonts.body', 40),
    fontHeadings: text('brand.fonts.headings', 40),
    logoUrl: text('brand.logo.url', 1100).trim(),
    logoAlt: text('brand.logo.alt', LOGO_ALT_MAX + 20),
    logoHeight: text('brand.logo.height', 10),
  };
}

/** The fields a browser posts for these values. */
export function brandFormFields(values: BrandFormValues): Record<string, string> {
  return {
    ...Object.fromEntries(BRAND_COLOUR_KEYS.map((role) => [brandColourField(role), values.colours[role]])),
    'brand.fonts.body': values.fontBody,
    'brand.fonts.headings': values.fontHeadings,
    'brand.logo.url': values.logoUrl,
    'brand.logo.alt': values.logoAlt,
    'brand.logo.height': values.logoHeight,
  };
}

const fontOf = (value: string, name: string, errors: Record<string, string>): FontStackKey => {
  const found = FONT_STACK_KEYS.find((key) => key === value);
  if (found) return found;
  errors[name] = 'Choose one of the listed fonts.';
  return 'system';
};

/** The brand from the form; what is wrong goes into `errors` by field name (the schema checks the logo's address). */
export function parseBrandForm(values: BrandFormValues, errors: Record<string, string>): Pick<ThemeOptions, 'brand'> {
  const colours = {} as Record<BrandColourRole, string>;
  for (const role of BRAND_COLOUR_KEYS) {
    const value = values.colours[role];
    if (HEX_COLOUR.test(value)) colours[role] = normaliseHex(value);
    else {
      errors[brandColourField(role)] = `Enter the ${BRAND_COLOUR_ROLES[role].label.toLowerCase()} colour as # and six hex digits, such as #1f3a5f.`;
      colours[role] = BRAND_DEFAULTS.colours[role];
    }
  }
  // Contrast only between colours that are themselves valid: one message per text colour, by its field.
  for (const problem of brandContrastProblems(colours)) errors[brandColourField(problem.role)] ??= problem.message;
  const height = values.logoHeight.trim();
  const { min, max } = LOGO_HEIGHT_RANGE;
  if (!(/^\d{1,3}$/.test(height) && Number(height) >= min && Number(height) <= max)) errors['brand.logo.height'] = `Enter a whole number of pixels from ${min} to ${max}.`;
  const url = values.logoUrl === '' ? null : values.logoUrl;
  const alt = values.logoAlt.trim();
  if (url !== null && alt === '') errors['brand.logo.alt'] = 'Describe the logo for people who cannot see it: usually the shop’s name.';
  return {
    brand: {
      colours,
      fonts: { body: fontOf(values.fontBody, 'brand.fonts.body', errors), headings: fontOf(values.fontHeadings, 'brand.fonts.headings', errors) },
      logo: { url, alt, height: Number(height) },
    },
  };
}

/** The field a schema issue about the brand is about, with its message; null for other areas. */
export function brandIssue(path: readonly PropertyKey[], message: string): { name: string; message: string } | null {
  const [area, part, field] = path.map(String);
  if (area !== 'brand' || !part) return null;
  const name = field ? `brand.${part}.${field}` : `brand.${part}`;
  if (name === 'brand.logo.url') return { name, message: `The address ${message}.` };
  return { name, message: `This value is not accepted: ${message}.` };
}
