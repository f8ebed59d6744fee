import type { SiteIcon } from './site-icon.ts';

/**
 * The shop's web app manifest (`/site.webmanifest`): what a phone's "Add to Home screen" shows, its name
 * and icons (the owner's site icon, else the shop's own) and the colours of the owner's header and page.
 * It opens the shop as a website (`display: browser`): a shop keeps its address bar, links and back button.
 */
export interface WebManifest {
  name: string;
  short_name?: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  start_url: '/';
  scope: '/';
  display: 'browser';
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: 'any' }>;
}

export const WEB_MANIFEST_PATH = '/site.webmanifest';

/** Launchers show about twelve characters under an icon: a longer name goes without a short one. */
const SHORT_NAME_MAX = 12;

export function webAppManifest(input: {
  name: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  icon: SiteIcon | null;
  uploadsUrl: string;
  colours: { header: string; background: string };
}): WebManifest {
  const icons: WebManifest['icons'] = input.icon
    ? [
        { src: `${input.uploadsUrl}/${input.icon.png192}`, sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: `${input.uploadsUrl}/${input.icon.png512}`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      ]
    : [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }];
  return {
    name: input.name,
    ...(input.name.length <= SHORT_NAME_MAX ? { short_name: input.name } : {}),
    lang: input.lang,
    dir: input.dir,
    start_url: '/',
    scope: '/',
    display: 'browser',
    theme_color: input.colours.header,
    background_color: input.colours.background,
    icons,
  };
}
