import type { ConsentPageConfig } from '../../core/contract/consent/page-config.ts';
import { consentModeSignals } from '../../core/contract/consent/consent-mode.ts';
import { categoryGranted } from '../../core/contract/consent/decision.ts';
import { CONSENT_STATUSES } from '../../core/contract/consent/vocabulary.ts';
import { scriptJson } from './script-json.ts';

const MOBILE_AGENT = 'Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobi';

/**
 * The consent part of the head script, before the first paint: marks a page that carries the banner
 * (`cc-has-banner`: "Cookie settings" links show), a visitor who already answered, or any visitor where
 * the banner does not open by itself (`cc-answered`: the banner stays closed, the revoke button shows),
 * a mobile browser (`cc-mobile`: the floating layout) and a page still waiting for the browser's country
 * lookup (`cc-geo-pending`). With Google Consent Mode on, it also sets the consent default before any
 * tag can run.
 */
export function consentHeadScript(config: ConsentPageConfig): string {
  let script = '';
  if (config.shown) {
    // The cookie name is validated to [A-Za-z0-9_-], so it is safe inside the pattern.
    script +=
      `(function(d,n){var m=document.cookie.match(new RegExp('(?:^|; )'+n+'=([^;]*)'));d.classList.add('cc-has-banner');` +
      `if(${config.autoOpen ? '' : '1||'}!navigator.cookieEnabled||window.CookiesOK||navigator.CookiesOK||(m&&${scriptJson(CONSENT_STATUSES)}.indexOf(m[1])>-1))d.classList.add('cc-answered');` +
      `if(/${MOBILE_AGENT}/i.test(navigator.userAgent))d.classList.add('cc-mobile');` +
      (config.geoServices.length > 0 ? `d.classList.add('cc-geo-pending');` : '') +
      `})(document.documentElement,${scriptJson(config.cookieName)});`;
  }
  if (config.integrations.googleConsentMode) {
    // The defaults for a visitor who has not answered, with and without Global Privacy Control: the
    // signal is read here, in the browser, so cached pages stay the same for everyone.
    const defaults = (gpc: boolean) => {
      const rules = { type: config.type, consentRequired: config.consentRequired, consentType: config.consentType, gpc };
      return scriptJson({ ...consentModeSignals((category) => categoryGranted(category, { status: undefined, categories: {} }, rules)), wait_for_update: 500 });
    };
    const [withSignal, without] = [defaults(true), defaults(false)];
    script +=
      `window.dataLayer=window.dataLayer||[];window.gtag=window.gtag||function(){dataLayer.push(arguments)};` +
      `gtag('consent','default',${withSignal === without ? without : `navigator.globalPrivacyControl===true?${withSignal}:${without}`});`;
  }
  return script;
}
