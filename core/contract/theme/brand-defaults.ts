import type { SiteIcon } from './site-icon.ts';

/**
 * The brand's defaults, the demo's look: apart from the rest of the brand (its roles' labels, the font
 * stacks), since the theme defaults the browser's widgets read carry them and need nothing more.
 */
export const BRAND_DEFAULTS = {
  colours: {
    text: '#1b1f24',
    background: '#ffffff',
    brand: '#1f3a5f',
    accent: '#b3261e',
    header: '#ffffff',
    headerText: '#1b1f24',
    footer: '#f5f6f8',
    footerText: '#5a6270',
    button: '#1f3a5f',
    buttonText: '#ffffff',
  },
  fonts: { body: 'system', headings: 'system' },
  logo: { url: null as string | null, alt: '', height: 40, intrinsic: null as { width: number; height: number } | null },
  /** The owner's site icon (./site-icon.ts); null: the shop's own /favicon.svg and /favicon.ico. */
  icon: null as SiteIcon | null,
} as const;

/** The colours an owner picks, by role. */
export type BrandColourRole = keyof typeof BRAND_DEFAULTS.colours;
