/**
 * How other modules ask `window.vitrineConsent` (README "Cookie consent") before they track: one client
 * for order attribution and analytics alike. Without an API on the page the shop runs without a banner,
 * so consent counts as given.
 */
import type { ConsentApi } from './controller.ts';

/** The part of the API the client uses: `has`, and `onChange` where the page's API offers it. */
export type ConsentClient = Pick<ConsentApi, 'has'> & Partial<Pick<ConsentApi, 'onChange'>>;

/** The page's consent API, or undefined when there is none. */
export function consentApi(win: Window): ConsentClient | undefined {
  const api = (win as Window & { vitrineConsent?: Partial<ConsentClient> }).vitrineConsent;
  return typeof api?.has === 'function' ? (api as ConsentClient) : undefined;
}

/** Consent for `category`, or no consent API at all; an API that fails cannot vouch for consent. */
export function granted(api: ConsentClient | undefined, category: string): boolean {
  if (!api) return true;
  try {
    return api.has(category) === true;
  } catch {
    return false;
  }
}

/** Calls `callback` on every consent change the API reports. */
export function onConsentChange(api: ConsentClient | undefined, callback: () => void): void {
  if (typeof api?.onChange === 'function') api.onChange(callback);
}
