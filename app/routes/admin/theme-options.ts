/** The theme settings page's addresses and preview choices: plain values, safe for its browser chunk. */

/** Where the theme settings page lives, and its preview. */
export const THEME_SETTINGS_PAGE = '/admin/settings/theme/';
/** `?preview=true` also keeps the cookie banner out of the frame (app/document/consent-page.ts). */
export const THEME_PREVIEW_URL = '/admin/settings/theme/preview/?preview=true';

/** The storefront pages the preview can show. */
export const PREVIEW_PAGES = [
  { value: 'home', label: 'Home' },
  { value: 'about-us', label: 'About us' },
  { value: 'shop', label: 'Shop' },
] as const;
export type PreviewPage = (typeof PREVIEW_PAGES)[number]['value'];

export function previewPage(value: unknown): PreviewPage {
  return PREVIEW_PAGES.find((page) => page.value === value)?.value ?? 'home';
}
