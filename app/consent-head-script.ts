import type { ConsentPageConfig } from '../core/consent/page-config.ts';
import { categoryGranted } from '../core/consent/decision.ts';
import { CONSENT_STATUSES } from '../core/consent/vocabulary.ts';

/** Google Consent Mode v2's seven signals and the category each follows. */
export const CONSENT_MODE_SIGNALS = {
  ad_storage: 'marketing',
  ad_user_data: 'marketing',
  ad_personalization: 'marketing',
  analytics_storage: 'statistics',
  functionality_storage: 'functional',
  personalization_storage: 'preferences',
  security_storage: 'necessary',
} as const;

const MOBILE_AGENT = 'Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobi';

/**
 * The consent part of the head script, before the first paint: marks a visitor who already answered,
 * or any visitor where the banner does not open by itself (`cc-answered`: the banner stays closed, the
 * revoke button shows), a mobile browser (`cc-mobile`: the
 * floating layout) and a page still waiting for the browser's country lookup (`cc-geo-pending`). With
 * Google Consent Mode on, it also sets the consent default before any tag can run.
 */
export function consentHeadScript(config: ConsentPageConfig): string {
  let script = '';
  if (config.shown) {
    // The cookie name is validated to [A-Za-z0-9_-], so it is safe inside the pattern.
    script +=
      `(function(d,n){var m=document.cookie.match(new RegExp('(?:^|; )'+n+'=([^;]*)'));` +
      `if(${config.autoOpen ? '' : '1||'}!navigator.cookieEnabled||window.CookiesOK||navigator.CookiesOK||(m&&${JSON.stringify(CONSENT_STATUSES)}.indexOf(m[1])>-1))d.classList.add('cc-answered');` +
      `if(/${MOBILE_AGENT}/i.test(navigator.userAgent))d.classList.add('cc-mobile');` +
      (config.geoServices.length > 0 ? `d.classList.add('cc-geo-pending');` : '') +
      `})(document.documentElement,${JSON.stringify(config.cookieName)});`;
  }
  if (config.integrations.googleConsentMode) {
    const rules = { type: config.type, consentRequired: config.consentRequired };
    const defaults = Object.fromEntries(
      Object.entries(CONSENT_MODE_SIGNALS).map(([signal, category]) => [signal, categoryGranted(category, { status: undefined, categories: {} }, rules) ? 'granted' : 'denied']),
    );
    script +=
      `window.dataLayer=window.dataLayer||[];window.gtag=window.gtag||function(){dataLayer.push(arguments)};` +
      `gtag('consent','default',${JSON.stringify({ ...defaults, wait_for_update: 500 })});`;
  }
  return script;
}
