import type { AppServices } from '../context.ts';
import type { ConsentPageConfig } from '../../core/contract/consent/page-config.ts';
import { consentPageConfig, revokeButtonPlan } from '../../core/consent/page-config.ts';
import { consentRevision } from '../../core/consent/revision.ts';
import { bannerButtons } from '../../core/contract/consent/status-rules.ts';
import { bannerCategoryLabel, bannerTexts } from '../../core/consent/banner-texts.ts';
import { DEFAULT_MESSAGE_LOCALE, type MessageLocale } from '../../core/i18n/messages/index.ts';
import { NO_OWNER_TRANSLATIONS, ownerTextIn } from '../../core/i18n/owner-text.ts';
import type { ConsentBannerProps } from '../components/consent/ConsentBanner.tsx';

/** What one page needs of the consent banner: the browser's page object and, when shown, the banner's props. */
export interface PageConsent {
  config: ConsentPageConfig;
  banner: ConsentBannerProps | null;
}


/**
 * The consent banner for a page, with the law of the visitor's country (from the CDN's header) applied.
 * `?preview=true` is the administrator's preview of a page, shown without the banner. Default texts
 * and the owner's translated ones are in the page's language.
 */
export function pageConsent(services: Pick<AppServices, 'config' | 'country'> & Partial<Pick<AppServices, 'ownerTranslations'>>, url: URL, locale: MessageLocale = DEFAULT_MESSAGE_LOCALE): PageConsent {
  const options = services.config.consent;
  const config = consentPageConfig(options, {
    pathname: url.pathname,
    country: services.country,
    adminPreview: url.searchParams.get('preview') === 'true',
    geoServices: services.config.geo.services,
    revision: consentRevision(options),
  });
  if (!config.shown) return { config, banner: null };
  // The owner's translations of their own texts win; the default texts come from the catalogues.
  const owner = ownerTextIn(services.ownerTranslations ?? NO_OWNER_TRANSLATIONS, locale);
  return {
    config,
    banner: {
      // The owner's type made lawful for this country: wherever the banner asks, it offers refusal.
      type: config.type,
      layout: options.layout,
      position: options.position,
      theme: options.theme,
      revoke: revokeButtonPlan(config),
      texts: bannerTexts(options.texts, locale, owner),
      buttons: bannerButtons(config.type),
      categories: options.categories.map(({ name, label, checked, disabled }) => ({ name, label: bannerCategoryLabel(name, label, locale, owner), checked, disabled })),
    },
  };
}
