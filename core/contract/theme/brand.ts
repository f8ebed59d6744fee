/**
 * The shop's own look (Theme settings → Branding): its colours by role, its fonts, and its logo. The
 * defaults (./brand-defaults.ts) are the demo's look, so a shop that sets nothing looks as it always did.
 */
import { BRAND_DEFAULTS, type BrandColourRole } from './brand-defaults.ts';
import type { SiteIcon } from './site-icon.ts';
import type { FontFamilyValue } from './font-family.ts';

export { BRAND_DEFAULTS, type BrandColourRole };

/** The colours an owner picks, each the value of one of the stylesheet's custom properties. */
export const BRAND_COLOUR_ROLES: Record<BrandColourRole, { label: string; property: string }> = {
  text: { label: 'Text', property: '--color-ink' },
  background: { label: 'Background', property: '--color-surface' },
  brand: { label: 'Brand (links)', property: '--color-brand' },
  accent: { label: 'Accent (sale badges, notices)', property: '--color-accent' },
  header: { label: 'Header background', property: '--color-header' },
  headerText: { label: 'Header text', property: '--color-header-ink' },
  footer: { label: 'Footer background', property: '--color-footer' },
  footerText: { label: 'Footer text', property: '--color-footer-ink' },
  button: { label: 'Buttons', property: '--color-button' },
  buttonText: { label: 'Button text', property: '--color-button-ink' },
};

export const BRAND_COLOUR_KEYS = Object.keys(BRAND_COLOUR_ROLES) as BrandColourRole[];

/** Text on a background: each pair must meet WCAG AA (4.5:1), as the admin checks when the owner picks. */
export const BRAND_CONTRAST_PAIRS: readonly [text: BrandColourRole, on: BrandColourRole][] = [
  ['text', 'background'],
  ['brand', 'background'],
  ['accent', 'background'],
  ['headerText', 'header'],
  ['footerText', 'footer'],
  ['buttonText', 'button'],
];

/**
 * Font stacks of fonts already on the visitor's device (nothing fetched from a font service): each
 * names fonts of one style that the common systems carry, then the generic family.
 */
export const FONT_STACKS = {
  system: { label: 'System (the device’s own)', stack: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
  humanist: { label: 'Humanist sans', stack: "Seravek, 'Gill Sans Nova', Ubuntu, Calibri, 'DejaVu Sans', sans-serif" },
  geometric: { label: 'Geometric sans', stack: "Avenir, 'Avenir Next LT Pro', Montserrat, Corbel, 'URW Gothic', sans-serif" },
  rounded: { label: 'Rounded sans', stack: "ui-rounded, 'Hiragino Maru Gothic ProN', Quicksand, Comfortaa, 'Arial Rounded MT', Calibri, sans-serif" },
  transitional: { label: 'Transitional serif', stack: "Charter, 'Bitstream Charter', 'Sitka Text', Cambria, serif" },
  oldStyle: { label: 'Old-style serif', stack: "'Iowan Old Style', 'Palatino Linotype', 'URW Palladio L', P052, serif" },
  monospace: { label: 'Monospace', stack: "ui-monospace, 'Cascadia Code', 'Source Code Pro', Menlo, Consolas, 'DejaVu Sans Mono', monospace" },
} as const;

export type FontStackKey = keyof typeof FONT_STACKS;
export const FONT_STACK_KEYS = Object.keys(FONT_STACKS) as FontStackKey[];
/** A font the theme names: a system stack, or a family of the shop's font library (./font-family.ts). */
export type BrandFont = FontStackKey | FontFamilyValue;

export interface BrandOptions {
  colours: Record<BrandColourRole, string>;
  fonts: { body: BrandFont; headings: BrandFont };
  /**
   * The logo shown in the header (and the e-mails) in place of the shop's name; `url` null: the name.
   * `intrinsic` is the picture's own size, known for a picture of the media library (null for an outside
   * address): with it the `<img>` gets its width too, so the header keeps its size while the file loads.
   */
  logo: { url: string | null; alt: string; height: number; intrinsic: PictureSize | null };
  /** The site icon's files (./site-icon.ts); null: the shop's default icon. */
  icon: SiteIcon | null;
}

/** A picture's own width and height in pixels. */
export interface PictureSize {
  width: number;
  height: number;
}

export const LOGO_HEIGHT_RANGE = { min: 16, max: 120 } as const;
