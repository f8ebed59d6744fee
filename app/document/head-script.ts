import type { AppServices } from '../context.ts';
import { attributionPageParams } from '../../core/attribution/page-params.ts';
import { storeKey } from '../../core/cart/store-key.ts';
import { cartScriptParams } from '../../core/contract/cart/page-params.ts';
import { consentHeadScript } from './consent-head-script.ts';
import { scriptJson } from './script-json.ts';
import { analyticsPageParams } from '../../core/analytics/page-params.ts';
import { THEME_PAGE_OBJECT, themePageParams } from '../../core/contract/theme/page-params.ts';
import { CONSENT_PAGE_OBJECT, type ConsentPageConfig } from '../../core/contract/consent/page-config.ts';
import { BROWSER_MESSAGES_OBJECT } from '../../core/contract/i18n/browser-messages.ts';
import { pageBrowserMessages } from '../../core/i18n/browser-text.ts';
import { localePrefix, locatePath } from '../../core/i18n/locale-path.ts';
import { DEFAULT_MESSAGE_LOCALE, type MessageLocale } from '../../core/i18n/messages/index.ts';
import { translator } from '../../core/i18n/translator.ts';
import { integrationsPageConfig, type IntegrationSettings } from '../../core/integrations/integration-settings.ts';
import { INTEGRATIONS_PAGE_OBJECT } from '../../core/contract/integrations/page-config.ts';
import { STORE_NOTICE_DISMISSED_CLASS, STORE_NOTICE_HIDDEN, storeNoticeCookieName } from '../features/ui/store-notice.ts';

/**
 * The inline script at the top of every page. It runs before the first paint: it marks the document as
 * scripted (CSS hands the header mini cart to the script), hides a store notice this visitor dismissed
 * (no flash on cached pages), and sets the page configuration objects third-party scripts read
 * (`wc_add_to_cart_params`, `wc_cart_fragments_params`, `wc_order_attribution`, `vitrine_consent`,
 * `vitrine_theme_params`), and
 * settles the consent banner's state (app/document/consent-head-script.ts).
 */
export function headScript(pageObjects: Readonly<Record<string, unknown>>, storeNoticeId: string | null, consentScript = ''): string {
  return withObjects(storeNoticeId, consentScript, pageObjectsScript(pageObjects));
}

function withObjects(storeNoticeId: string | null, consentScript: string, objects: string): string {
  const notice = storeNoticeId
    ? `if(document.cookie.split('; ').indexOf(${scriptJson(`${storeNoticeCookieName(storeNoticeId)}=${STORE_NOTICE_HIDDEN}`)})>-1)d.classList.add(${scriptJson(STORE_NOTICE_DISMISSED_CLASS)});`
    : '';
  return `(function(){var d=document.documentElement;d.classList.add('js');${notice}})();${consentScript}${objects}`;
}

/** `window.<name>=<value>;` for each page object. */
function pageObjectsScript(pageObjects: Readonly<Record<string, unknown>>): string {
  return Object.entries(pageObjects)
    .map(([name, value]) => `window.${name}=${scriptJson(value)};`)
    .join('');
}

/**
 * The page objects that follow only the shop's config and settings (and the page's language), written
 * once per pair and language: config and settings are replaced, never changed in place, when the owner
 * edits them (server/http/settings-cache.ts).
 */
const shopObjectScripts = new WeakMap<object, WeakMap<object, Map<MessageLocale, { cart: string; other: string }>>>();

function shopObjectsScript({ config, settings }: Pick<AppServices, 'config' | 'settings'>, isCart: boolean, locale: MessageLocale): string {
  let bySettings = shopObjectScripts.get(config);
  if (!bySettings) shopObjectScripts.set(config, (bySettings = new WeakMap()));
  let byLocale = bySettings.get(settings);
  if (!byLocale) bySettings.set(settings, (byLocale = new Map()));
  let scripts = byLocale.get(locale);
  if (!scripts) {
    const viewCartLabel = translator(locale)('cart.viewCart');
    // An English page's browser messages are the storefront module's own: it writes none.
    const browserMessages = pageBrowserMessages(locale);
    const write = (cart: boolean) =>
      pageObjectsScript({
        ...cartScriptParams({ storeKey: storeKey(config.store.cookieHashSalt), isCart: cart, redirectAfterAdd: settings.redirectAfterAdd, viewCartLabel, prefix: localePrefix(locale, config.store.locales) }),
        wc_order_attribution: attributionPageParams(config),
        vitrine_analytics: analyticsPageParams(config),
        [THEME_PAGE_OBJECT]: themePageParams(config.theme),
        ...(browserMessages ? { [BROWSER_MESSAGES_OBJECT]: browserMessages } : {}),
      });
    scripts = { cart: write(true), other: write(false) };
    byLocale.set(locale, scripts);
  }
  return isCart ? scripts.cart : scripts.other;
}

/** `window.vitrine_integrations` for the integrations switched on (none: nothing), written once per saved set. */
const integrationScripts = new WeakMap<IntegrationSettings, string>();

function integrationsScript(integrations: IntegrationSettings): string {
  let script = integrationScripts.get(integrations);
  if (script === undefined) {
    const page = integrationsPageConfig(integrations);
    script = page ? pageObjectsScript({ [INTEGRATIONS_PAGE_OBJECT]: page }) : '';
    integrationScripts.set(integrations, script);
  }
  return script;
}

/** The head script for a page of this shop at `pathname` in `locale`, with the page's consent configuration. */
export function pageHeadScript(
  services: Pick<AppServices, 'config' | 'settings' | 'themePreview'> & Partial<Pick<AppServices, 'integrations'>>,
  pathname: string,
  consent: ConsentPageConfig,
  locale: MessageLocale = DEFAULT_MESSAGE_LOCALE,
): string {
  const { settings } = services;
  // The theme settings' preview: the same theme object, marked so widgets skip what runs by itself.
  const preview = services.themePreview ? pageObjectsScript({ [THEME_PAGE_OBJECT]: themePageParams(services.config.theme, true) }) : '';
  return withObjects(
    settings.storeNotice.enabled ? settings.storeNotice.id : null,
    consentHeadScript(consent),
    shopObjectsScript(services, locatePath(pathname, services.config.store.locales).path.startsWith('/cart/'), locale) +
      pageObjectsScript({ [CONSENT_PAGE_OBJECT]: consent }) +
      // The theme preview runs none of the owner's tags: it records nothing and loads no one's script.
      (services.themePreview || !services.integrations ? '' : integrationsScript(services.integrations)) +
      preview,
  );
}
