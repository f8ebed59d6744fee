import { OFFCANVAS_DEFAULT_WIDTH_PX } from './constants.ts';

/** `data-sticky` tokens (CONTRACT.md, "Theme"): sticky on phones too, shrunk once fixed, fixed from the start. */
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
}

export const THEME_DEFAULTS: ThemeOptions = {
  header: { sticky: true, stickyVariants: [] },
  offcanvas: { width: OFFCANVAS_DEFAULT_WIDTH_PX },
  smoothScroll: { enabled: false },
  reveal: { enabled: false },
  parallaxFooter: { enabled: false },
  menu: { entries: [{ type: 'shop' }, { type: 'page', slug: 'about-us' }, { type: 'blog' }], categories: 'all' },
};
