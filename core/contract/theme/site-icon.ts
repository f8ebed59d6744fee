/**
 * The owner's site icon (Theme settings → Branding → Site icon): the files made from one upload, named
 * after a hash of its bytes so a new icon is a new address (no browser keeps the old one), stored under
 * the uploads directory in `site-icon/`. Paths here are relative to the uploads directory.
 */
export interface SiteIcon {
  /** 16, 32 and 48 px in one file, answered at /favicon.ico too. */
  ico: string;
  png32: string;
  /** 180 px on an opaque background, for iOS home screens. */
  appleTouch: string;
  png192: string;
  png512: string;
}

/** A set's name: `site-icon-` and 16 hex digits of its upload's SHA-256. */
export const SITE_ICON_NAME = /^site-icon-[0-9a-f]{16}$/;
/** One file of a set, as the theme options record it. */
export const SITE_ICON_PATH = /^site-icon\/site-icon-[0-9a-f]{16}(?:\.ico|-(?:32|180|192|512)\.png)$/;
export const SITE_ICON_DIR = 'site-icon';

/** The files of the set called `name`. */
export function siteIconFiles(name: string): SiteIcon {
  const stem = `${SITE_ICON_DIR}/${name}`;
  return { ico: `${stem}.ico`, png32: `${stem}-32.png`, appleTouch: `${stem}-180.png`, png192: `${stem}-192.png`, png512: `${stem}-512.png` };
}

/** The name of the set a recorded icon belongs to. */
export function siteIconName(icon: Pick<SiteIcon, 'ico'>): string {
  return icon.ico.slice(SITE_ICON_DIR.length + 1, -'.ico'.length);
}

export interface IconLink {
  rel: 'icon' | 'apple-touch-icon';
  href: string;
  sizes?: string;
  type?: string;
}

/** The document head's links to the icon's files, under `uploadsUrl` (`/uploads`). */
export function siteIconLinks(icon: SiteIcon, uploadsUrl: string): IconLink[] {
  const at = (path: string) => `${uploadsUrl}/${path}`;
  return [
    { rel: 'icon', href: at(icon.ico), sizes: '16x16 32x32 48x48', type: 'image/x-icon' },
    { rel: 'icon', href: at(icon.png32), sizes: '32x32', type: 'image/png' },
    { rel: 'icon', href: at(icon.png192), sizes: '192x192', type: 'image/png' },
    { rel: 'icon', href: at(icon.png512), sizes: '512x512', type: 'image/png' },
    { rel: 'apple-touch-icon', href: at(icon.appleTouch), sizes: '180x180' },
  ];
}

/** The shop's own icon, for a shop whose owner has set none. */
export const DEFAULT_ICON_LINKS: readonly IconLink[] = [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];
