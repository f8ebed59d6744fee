import { BRAND_COLOUR_KEYS, BRAND_COLOUR_ROLES, BRAND_DEFAULTS, FONT_STACK_KEYS, LOGO_HEIGHT_RANGE, type BrandColourRole, type BrandFont, type BrandOptions } from '../contract/theme/brand.ts';
import { familyOfFontValue, fontFamilyValue } from '../contract/theme/font-family.ts';
import type { ThemeOptions } from '../contract/theme/options.ts';
import { brandContrastProblems } from '../theme/brand-css.ts';
import { HEX_COLOUR, normaliseHex } from '../theme/contrast.ts';
import { LOGO_ALT_MAX } from '../theme/options-schema.ts';
import { SITE_ICON_NAME, siteIconFiles, siteIconName, type SiteIcon } from '../contract/theme/site-icon.ts';

/**
 * The theme form's Branding fields: the colours by role, the fonts, the logo, the site icon. Field names are the
 * config file's paths (`brand.colours.brand`, `brand.logo.url` …), so a message from the schema finds
 * its field. Colours are checked in pairs for WCAG AA contrast, and refused with the ratio.
 */
export interface BrandFormValues {
  colours: Record<BrandColourRole, string>;
  fontBody: string;
  fontHeadings: string;
  /** The font library's families (Settings → Fonts), offered beside the system stacks: read from the shop, never from the post. */
  fontFamilies: readonly string[];
  logoUrl: string;
  logoAlt: string;
  logoHeight: string;
  /** "Remove logo": the shop's name in the header again. */
  logoRemove: boolean;
  /** The site icon's set in use (`site-icon-<hash>`, core/contract/theme/site-icon.ts), or empty for the default icon. */
  icon: string;
  /** "Remove icon": the shop's default icon again. */
  iconRemove: boolean;
}

export const brandColourField = (role: BrandColourRole) => `brand.colours.${role}`;

export function brandFormValues(brand: Readonly<BrandOptions>, fontFamilies: readonly string[] = []): BrandFormValues {
  return {
    colours: { ...brand.colours },
    fontBody: brand.fonts.body,
    fontHeadings: brand.fonts.headings,
    fontFamilies,
    logoUrl: brand.logo.url ?? '',
    logoAlt: brand.logo.alt,
    logoHeight: String(brand.logo.height),
    logoRemove: false,
    icon: brand.icon ? siteIconName(brand.icon) : '',
    iconRemove: false,
  };
}

/** The posted Branding fields; `text` reads a field cut to the given length. */
export function readBrandForm(text: (name: string, max: number) => string, fontFamilies: readonly string[] = []): BrandFormValues {
  return {
    colours: Object.fromEntries(BRAND_COLOUR_KEYS.map((role) => [role, text(brandColourField(role), 20).trim()])) as Record<BrandColourRole, string>,
    fontBody: text('brand.fonts.body', 100),
    fontHeadings: text('brand.fonts.headings', 100),
    fontFamilies,
    logoUrl: text('brand.logo.url', 1100).trim(),
    logoAlt: text('brand.logo.alt', LOGO_ALT_MAX + 20),
    logoHeight: text('brand.logo.height', 10),
    logoRemove: text('brand.logo.remove', 1) === '1',
    icon: text('brand.icon.current', 40).trim(),
    iconRemove: text('brand.icon.remove', 1) === '1',
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
    'brand.icon.current': values.icon,
    ...(values.logoRemove ? { 'brand.logo.remove': '1' } : {}),
    ...(values.iconRemove ? { 'brand.icon.remove': '1' } : {}),
  };
}

/** A system stack's key, or a family the library has (under the library's spelling); else the message by the field. */
const fontOf = (value: string, name: string, families: readonly string[], errors: Record<string, string>): BrandFont => {
  const found = FONT_STACK_KEYS.find((key) => key === value);
  if (found) return found;
  const family = familyOfFontValue(value)?.toLowerCase();
  const uploaded = families.find((candidate) => candidate.toLowerCase() === family);
  if (uploaded) return fontFamilyValue(uploaded);
  errors[name] = family ? 'That font is no longer in the font library: choose another, or upload it again under Settings → Fonts.' : 'Choose one of the listed fonts.';
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
  const url = values.logoRemove || values.logoUrl === '' ? null : values.logoUrl;
  const alt = values.logoAlt.trim();
  if (url !== null && alt === '') errors['brand.logo.alt'] = 'Describe the logo for people who cannot see it: usually the shop’s name.';
  return {
    brand: {
      colours,
      fonts: { body: fontOf(values.fontBody, 'brand.fonts.body', values.fontFamilies, errors), headings: fontOf(values.fontHeadings, 'brand.fonts.headings', values.fontFamilies, errors) },
      // The picture's size is the media library's to say (core/settings/brand-uploads.ts looks it up).
      logo: { url, alt, height: Number(height), intrinsic: null },
      icon: parseIcon(values, errors),
    },
  };
}

/** The site icon the form keeps: none when removed or never set; a set's name that is not one is refused. */
function parseIcon(values: BrandFormValues, errors: Record<string, string>): SiteIcon | null {
  if (values.iconRemove || values.icon === '') return null;
  if (SITE_ICON_NAME.test(values.icon)) return siteIconFiles(values.icon);
  errors['brand.icon.file'] = 'The site icon’s files were not found: upload the icon again.';
  return null;
}

/** The field a schema issue about the brand is about, with its message; null for other areas. */
export function brandIssue(path: readonly PropertyKey[], message: string): { name: string; message: string } | null {
  const [area, part, field] = path.map(String);
  if (area !== 'brand' || !part) return null;
  // The icon's files are named by the server, never typed: a problem with them is the upload's.
  const name = part === 'icon' ? 'brand.icon.file' : field ? `brand.${part}.${field}` : `brand.${part}`;
  if (name === 'brand.logo.url') return { name, message: `The address ${message}.` };
  return { name, message: `This value is not accepted: ${message}.` };
}
