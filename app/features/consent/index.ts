/**
 * Cookie consent in the browser: gives the server-rendered banner its buttons and switches, keeps the
 * answer in `cookieconsent_status` (and one cookie per category), and offers `window.vitrineConsent`,
 * which order attribution and analytics ask before they track, and WordPress's Consent API
 * (`wp_has_consent`, `wp_set_consent`) for scripts written for it.
 */
import type { ConsentPageConfig } from '../../../core/contract/consent/page-config.ts';
import { onReady } from '../ui/dom.ts';
import { createConsent, type ConsentApi, type ConsentDeps } from './controller.ts';
import { publishWpConsentApi } from './wp-consent-api.ts';
import { isThemePreview } from '../shared/theme-preview.ts';

export { CHANGE_EVENT, type ConsentApi, type ConsentDeps, type ConsentState } from './controller.ts';

type ConsentPageWindow = Window & { vitrine_consent?: ConsentPageConfig; vitrineConsent?: ConsentApi };

const started = new WeakSet<Window>();

/**
 * Starts from `window.vitrine_consent`. Without it nothing happens and no API is defined, so the other
 * modules take consent as granted. The API exists at once (attribution starts right after); the banner
 * is wired once the document is parsed.
 */
export function initConsent(win: Window = window, deps: ConsentDeps = {}): void {
  const page = win as ConsentPageWindow;
  const config = page.vitrine_consent;
  if (!config || !Array.isArray(config.categories) || started.has(win)) return;
  started.add(win);
  // The theme settings' preview: the banner does not open by itself and no decision is counted.
  const consent = createConsent(win, isThemePreview(win) ? { ...config, autoOpen: false, statsUrl: null } : config, deps);
  page.vitrineConsent = consent.api;
  publishWpConsentApi(win, consent);
  onReady(win.document, consent.start);
}
