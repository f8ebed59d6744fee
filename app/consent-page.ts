import type { AppServices } from './context.ts';
import { consentPageConfig, type ConsentPageConfig } from '../core/consent/page-config.ts';
import type { ConsentOptions } from '../core/consent/options.ts';
import { consentRevision } from '../core/consent/revision.ts';
import { bannerButtons } from '../core/consent/status-rules.ts';
import type { ConsentBannerProps } from './components/consent/ConsentBanner.tsx';

/** What one page needs of the consent banner: the browser's page object and, when shown, the banner's props. */
export interface PageConsent {
  config: ConsentPageConfig;
  banner: ConsentBannerProps | null;
}

/** The back office and protocol paths never carry the banner: nothing there tracks. */
const NO_BANNER_PREFIXES = ['/admin/', '/wp-json/', '/wp-admin/'];

const revisions = new WeakMap<ConsentOptions, string>();

/**
 * The consent banner for a page, with the law of the visitor's country (from the CDN's header) applied.
 * `?preview=true` is the administrator's preview of a page, shown without the banner.
 */
export function pageConsent(services: Pick<AppServices, 'config' | 'country'>, url: URL): PageConsent {
  const options = services.config.consent;
  let revision = revisions.get(options);
  if (revision === undefined) revisions.set(options, (revision = consentRevision(options)));
  const config = consentPageConfig(options, {
    pathname: url.pathname,
    country: services.country,
    adminPreview: url.searchParams.get('preview') === 'true' || NO_BANNER_PREFIXES.some((prefix) => url.pathname.startsWith(prefix)),
    geoServices: services.config.geo.services,
    revision,
  });
  if (!config.shown) return { config, banner: null };
  return {
    config,
    banner: {
      type: options.type,
      layout: options.layout,
      position: options.position,
      theme: options.theme,
      revokable: config.revokable,
      texts: options.texts,
      buttons: bannerButtons(options.type),
      categories: options.categories.map(({ name, label, checked, disabled }) => ({ name, label, checked, disabled })),
    },
  };
}
