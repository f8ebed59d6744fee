import { lawfulType, type ConsentType } from './consent-type.ts';
import { autoDismissRules, type AutoDismissRules } from './status-rules.ts';
import type { BannerType } from './vocabulary.ts';

/**
 * Cookie law by country (spec section 9 "Consent banner"). Outside law countries the banner is disabled;
 * some countries also require the banner to stay revocable, and some an explicit action (no auto-dismiss).
 */

export const COOKIE_LAW_COUNTRIES: ReadonlySet<string> = new Set(
  ['AT', 'BE', 'BG', 'HR', 'CZ', 'CY', 'DK', 'EE', 'FI', 'FR', 'DE', 'EL', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'NO', 'PL', 'PT', 'SK', 'ES', 'SE', 'GB', 'UK', 'GR', 'EU', 'RO'],
);
export const REVOCABLE_REQUIRED_COUNTRIES: ReadonlySet<string> = new Set(['HR', 'CY', 'DK', 'EE', 'FR', 'DE', 'LV', 'LT', 'NL', 'NO', 'PT', 'ES']);
export const EXPLICIT_ACTION_COUNTRIES: ReadonlySet<string> = new Set(['HR', 'IT', 'ES', 'NO']);

export interface CountryLaw {
  /** The country, upper case; null when unknown (the banner is then built without law applied). */
  country: string | null;
  hasLaw: boolean;
  revocable: boolean;
  explicitAction: boolean;
}

/** The law for a two-letter country code (any case); unknown or malformed codes apply no law. */
export function countryLaw(country: string | null | undefined): CountryLaw {
  const code = typeof country === 'string' && /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : null;
  if (!code) return { country: null, hasLaw: false, revocable: false, explicitAction: false };
  return {
    country: code,
    hasLaw: COOKIE_LAW_COUNTRIES.has(code),
    revocable: REVOCABLE_REQUIRED_COUNTRIES.has(code),
    explicitAction: EXPLICIT_ACTION_COUNTRIES.has(code),
  };
}

/**
 * Countries that render alike share one group, so a page cache keeps at most five variants of a page:
 * unknown country, no law, and the three law combinations (revocable and/or explicit action).
 */
export function lawGroup(country: string | null | undefined): string {
  const law = countryLaw(country);
  if (!law.country) return 'unknown';
  if (!law.hasLaw) return 'none';
  return `law${law.revocable ? '-revocable' : ''}${law.explicitAction ? '-explicit' : ''}`;
}

/** What a country's cookie law can change about the banner. */
export interface LawEffects {
  /** The banner opens by itself for a visitor who has not answered. */
  autoOpen: boolean;
  revokable: boolean;
  autoDismiss: AutoDismissRules;
  /** The banner type shown (`lawfulType` of the owner's). */
  type: BannerType;
  consentType: ConsentType;
  /** The owner's choices the law works from. */
  ownerType: BannerType;
  askEverywhere: boolean;
}

/**
 * Applies the cookie law (cookieconsent's rules), for the server's render and for the browser's
 * geo-IP lookup alike: outside law countries the banner does not open by itself and tracking runs until
 * the visitor refuses (unless the shop asks everywhere); a revocable-law country forces the revoke
 * button; an explicit-action country turns auto-dismiss off. An unknown country changes nothing: the
 * banner is then built as configured, asking first.
 */
export function applyLaw<T extends LawEffects>(banner: T, law: CountryLaw): T {
  if (!law.country) return banner;
  const asks = banner.askEverywhere || law.hasLaw;
  return {
    ...banner,
    autoOpen: banner.autoOpen && asks,
    revokable: banner.revokable || law.revocable,
    autoDismiss: autoDismissRules(banner.autoDismiss, law.explicitAction),
    type: lawfulType(banner.ownerType, asks),
    consentType: asks ? 'optin' : 'optout',
  };
}
