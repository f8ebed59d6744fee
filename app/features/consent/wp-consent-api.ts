import { isWpConsentCategory, ourCategory, WP_CONSENT_CATEGORIES } from '../../../core/contract/consent/wp-consent.ts';
import type { ConsentController } from './controller.ts';

/** Fired on `document` when a category changes; `detail` maps each changed WordPress category to allow or deny. */
export const WP_CONSENT_CHANGE_EVENT = 'wp_listen_for_consent_change';
/** Fired on `document` once `window.wp_consent_type` is set. */
export const WP_CONSENT_TYPE_EVENT = 'wp_consent_type_defined';

type WpValue = 'allow' | 'deny';

interface WpConsentWindow {
  wp_has_consent?: (category: string) => boolean;
  wp_set_consent?: (category: string, value: string) => void;
  wp_consent_type?: string;
}

/**
 * Publishes the visitor's consent the way WordPress's Consent API does, so scripts written for it see
 * the visitor's choice and can set it: `wp_has_consent(category)`, `wp_set_consent(category, value)`,
 * `wp_consent_type` (`optin` / `optout`) and the `wp_listen_for_consent_change` event. Setting one
 * category is a per-category answer (`savesettings`) that keeps the others as they are.
 */
export function publishWpConsentApi(win: Window, consent: Pick<ConsentController, 'api' | 'consentType' | 'categoryNames'>): void {
  const page = win as Window & WpConsentWindow;
  const { api } = consent;
  const has = (category: unknown): boolean => isWpConsentCategory(category) && api.has(ourCategory(category, consent.categoryNames()));
  const values = (): Record<string, WpValue> => Object.fromEntries(WP_CONSENT_CATEGORIES.map((category) => [category, has(category) ? 'allow' : 'deny']));

  page.wp_has_consent = (category) => has(category);
  page.wp_set_consent = (category, value) => {
    if (!isWpConsentCategory(category) || (value !== 'allow' && value !== 'deny')) return;
    const ours = ourCategory(category, consent.categoryNames());
    if (api.has(ours) === (value === 'allow')) return;
    api.set('savesettings', { ...api.categories(), [ours]: value === 'allow' });
  };
  // The shop is the consent manager: the type follows the page's law, whatever another script assigns.
  Object.defineProperty(page, 'wp_consent_type', { configurable: true, enumerable: true, get: () => consent.consentType(), set: () => undefined });

  // The page's own event constructor: events made in another realm are refused by its document.
  const Event = (win as Window & typeof globalThis).CustomEvent;
  let last = values();
  api.onChange(() => {
    const now = values();
    const changed = Object.fromEntries(Object.entries(now).filter(([category, value]) => last[category] !== value));
    last = now;
    if (Object.keys(changed).length > 0) win.document.dispatchEvent(new Event(WP_CONSENT_CHANGE_EVENT, { detail: changed }));
  });
  win.document.dispatchEvent(new Event(WP_CONSENT_TYPE_EVENT));
}
