import type { ConsentCategoryOption, ConsentIntegrations } from './options.ts';
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
