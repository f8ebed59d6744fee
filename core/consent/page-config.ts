import { planBanner, type PageContext } from './banner-state.ts';
import type { ConsentOptions } from '../contract/consent/options.ts';
import type { ConsentPageConfig } from '../contract/consent/page-config.ts';

export interface ConsentPageInput extends PageContext {
  geoServices: readonly string[];
  revision: string;
}

/** The page's consent config, built from the shop's options and this page (its shape is shared with the browser). */
export function consentPageConfig(options: ConsentOptions, input: ConsentPageInput): ConsentPageConfig {
  const plan = planBanner(options, input);
  return {
    type: plan.type,
    ownerType: plan.ownerType,
    askEverywhere: plan.askEverywhere,
    consentType: plan.consentType,
    cookieName: options.cookieName,
    expiryDays: options.expiryDays,
    cookieDomain: options.cookieDomain,
    categories: options.categories.map(({ name, cookie_suffix, checked, disabled, cookies, storage }) => ({ name, cookie_suffix, checked, disabled, cookies, storage })),
    consentRequired: plan.consentRequired,
    shown: plan.shown,
    autoOpen: plan.autoOpen,
    revokable: plan.revokable,
    autoDismiss: plan.autoDismiss,
    statsUrl: options.statsUrl,
    revision: input.revision,
    integrations: options.integrations,
    // Only a page with the banner that does not know the country yet, and applies the law at all, asks
    // the browser's chain: elsewhere the answer would change nothing.
    geoServices: plan.shown && plan.law.country === null && options.regionalLaw ? [...input.geoServices] : [],
  };
}

/**
 * How a page carries the revoke button. `shown`: in the markup, shown whenever the banner is closed.
 * `held`: the page waits for the browser's country lookup and the shop's option is off, yet the
 * looked-up country's law may require the button (spec section 9), so it is in the markup, hidden, until
 * the controller learns that law. `none`: no button; a "Cookie settings" link still reopens the banner.
 */
export type RevokeButtonPlan = 'shown' | 'held' | 'none';

export function revokeButtonPlan(config: Pick<ConsentPageConfig, 'shown' | 'revokable' | 'geoServices'>): RevokeButtonPlan {
  if (!config.shown) return 'none';
  if (config.revokable) return 'shown';
  return config.geoServices.length > 0 ? 'held' : 'none';
}
