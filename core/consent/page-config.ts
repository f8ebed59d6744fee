import { planBanner, type PageContext } from './banner-state.ts';
import type { ConsentCategoryOption, ConsentIntegrations, ConsentOptions } from './options.ts';
import type { ConsentType } from './consent-type.ts';
import type { AutoDismissRules } from './status-rules.ts';
import type { BannerType } from './vocabulary.ts';

/** Name of the page object the browser's consent controller reads (`window.vitrine_consent`). */
export const CONSENT_PAGE_OBJECT = 'vitrine_consent';

/**
 * `window.vitrine_consent`: what the browser needs to run the banner on this page, with the cookie law
 * of the visitor's country already applied. It depends only on the page and the country's law group,
 * so cached pages stay shared.
 */
export interface ConsentPageConfig {
  /** The banner type shown on this page (the owner's, made lawful: see `lawfulType`). */
  type: BannerType;
  /** The owner's type and "ask everywhere", from which the browser re-applies a looked-up country's law. */
  ownerType: BannerType;
  askEverywhere: boolean;
  /** `optin`: nothing tracks before consent; `optout`: tracking runs until the visitor refuses. */
  consentType: ConsentType;
  cookieName: string;
  expiryDays: number;
  cookieDomain: string | null;
  categories: Pick<ConsentCategoryOption, 'name' | 'cookie_suffix' | 'checked' | 'disabled' | 'cookies' | 'storage'>[];
  /** False only when the shop switched the banner off: every category is then granted. */
  consentRequired: boolean;
  /** The banner markup is on this page. */
  shown: boolean;
  /** An unanswered banner opens by itself (false outside law countries: the revoke button and settings links open it). */
  autoOpen: boolean;
  revokable: boolean;
  autoDismiss: AutoDismissRules;
  statsUrl: string | null;
  /** Short hash of the banner's options, stored with each stats record. */
  revision: string;
  integrations: ConsentIntegrations;
  /** Geo-IP services the browser asks when the server did not know the country; empty otherwise. */
  geoServices: string[];
}

export interface ConsentPageInput extends PageContext {
  geoServices: readonly string[];
  revision: string;
}

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
