import { lawfulType, type ConsentType } from './consent-type.ts';
import { countryCode } from './country-code.ts';
import { autoDismissRules, type AutoDismissRules } from './status-rules.ts';
import type { BannerType } from './vocabulary.ts';

/**
 * Cookie law by country (spec section 9 "Consent banner"). Outside law countries the banner is disabled;
 * some countries also require the banner to stay revocable, and some an explicit action (no auto-dismiss).
 * The spec's list misses Slovenia (an EU member) and the EEA's Iceland and Liechtenstein, where the GDPR
 * and the ePrivacy rules apply as well; Switzerland asks too (docs/decisions.md says why).
 */

/** The 27 EU members, Greece also under the EU's own code `EL`. */
const EU_MEMBERS = ['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'EL', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE'];
/** The EEA's members outside the EU. */
const EEA_ONLY = ['IS', 'LI', 'NO'];

export const COOKIE_LAW_COUNTRIES: ReadonlySet<string> = new Set([...EU_MEMBERS, ...EEA_ONLY, 'GB', 'UK', 'CH', 'EU']);
export const REVOCABLE_REQUIRED_COUNTRIES: ReadonlySet<string> = new Set(['HR', 'CY', 'DK', 'EE', 'FR', 'DE', 'LV', 'LT', 'NL', 'NO', 'PT', 'ES']);
export const EXPLICIT_ACTION_COUNTRIES: ReadonlySet<string> = new Set(['HR', 'IT', 'ES', 'NO']);

export interface CountryLaw {
  /** The country, upper case; null when unknown (the banner is then built as configured: it asks first). */
  country: string | null;
  hasLaw: boolean;
  revocable: boolean;
  explicitAction: boolean;
}

/**
 * The law for a two-letter country code (any case). A code naming no country (`XX`, `T1`, `ZZ`…, see
 * `countryCode`), a malformed one or none is an unknown country, never one without a law.
 */
export function countryLaw(country: string | null | undefined): CountryLaw {
  const code = countryCode(country);
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
