import type { ConsentCategory } from '../consent/vocabulary.ts';
import type { BrandOptions } from './brand.ts';
import { BRAND_DEFAULTS } from './brand-defaults.ts';
import { BACKGROUND_SLIDE_MS, BACKGROUND_TRANSITION_MS, OFFCANVAS_DEFAULT_WIDTH_PX, TEXT_MORPH_DEFAULT_SPEED_MS } from './constants.ts';

/** `data-sticky` tokens (docs/contract.md, "Theme"): sticky on phones too, shrunk once fixed, fixed from the start. */
export const STICKY_TOKENS = ['mobile', 'shrinked', 'always'] as const;
export type StickyToken = (typeof STICKY_TOKENS)[number];

/** One entry of the header menu, in the owner's order. */
export type MenuEntry =
  /** "Shop", with the menu's categories in its dropdown. */
  | { type: 'shop' }
  /** "Journal": the blog. */
  | { type: 'blog' }
  /** A content page, labelled with its title; left out while no published page has the slug. */
  | { type: 'page'; slug: string }
  /** Any address (an in-page anchor such as `/#story` too), with the owner's label. */
  | { type: 'link'; label: string; href: string };

/** The `theme` section of the config file, every field with its default. */
export interface ThemeOptions {
  header: {
    /** Whether the header sticks to the top of the window. */
    sticky: boolean;
    /** `data-sticky` tokens for the header. */
    stickyVariants: StickyToken[];
  };
  offcanvas: {
    /** The off-canvas menu's width in CSS pixels, capped at the window's width less 100 px. */
    width: number;
  };
  smoothScroll: { enabled: boolean };
  reveal: { enabled: boolean };
  parallaxFooter: { enabled: boolean };
  menu: {
    entries: MenuEntry[];
    /** Category slugs under "Shop", in this order; `all`: every category with products, by name. */
    categories: string[] | 'all';
  };
  /**
   * The header's background slideshow (any `[data-background]` without settings of its own uses it too):
   * each slide an image, an HTML5 video (.mp4/.webm) or a YouTube/Vimeo address, in order.
   */
  background: { images: string[]; duration: number; transitionDuration: number };
  /** The header's text effect: morphing rather than typing, and how often a string morphs into the next. */
  textMorph: { enabled: boolean; speed: number };
  /** Embedded YouTube/Vimeo players: their script loads only once the visitor allows this category. */
  video: { consent: ConsentCategory };
  /**
   * The map widget's tiles: a URL template with `{z}`, `{x}`, `{y}` (and optionally `{s}`), the credit
   * its provider asks for, and the consent category that must be allowed before any tile is requested.
   */
  map: { tileUrl: string; attribution: string; consent: ConsentCategory; maxZoom: number };
  /** The shop's own colours, fonts and logo (core/contract/theme/brand.ts). */
  brand: BrandOptions;
}

export const THEME_DEFAULTS: ThemeOptions = {
  header: { sticky: true, stickyVariants: [] },
  offcanvas: { width: OFFCANVAS_DEFAULT_WIDTH_PX },
  smoothScroll: { enabled: false },
  reveal: { enabled: false },
  parallaxFooter: { enabled: false },
  menu: { entries: [{ type: 'shop' }, { type: 'page', slug: 'about-us' }, { type: 'blog' }], categories: 'all' },
  background: { images: [], duration: BACKGROUND_SLIDE_MS, transitionDuration: BACKGROUND_TRANSITION_MS },
  textMorph: { enabled: false, speed: TEXT_MORPH_DEFAULT_SPEED_MS },
  video: { consent: 'marketing' },
  map: {
    tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: '© OpenStreetMap contributors',
    consent: 'marketing',
    maxZoom: 19,
  },
  brand: BRAND_DEFAULTS,
};
