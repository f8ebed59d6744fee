import { lawfulType, type ConsentType } from '../contract/consent/consent-type.ts';
import { applyLaw, countryLaw, type CountryLaw } from '../contract/consent/law.ts';
import type { ConsentOptions } from '../contract/consent/options.ts';
import type { AutoDismissRules } from '../contract/consent/status-rules.ts';
import type { BannerType } from '../contract/consent/vocabulary.ts';

/** How the banner behaves on one page for one country: the options after the law and the page rules. */
export interface BannerPlan {
  /** The banner (and its revoke button) is part of this page. */
  shown: boolean;
  /** The banner opens by itself for a visitor who has not answered: not outside law countries. */
  autoOpen: boolean;
  /** Consent is needed at all: false only when the shop switched the banner off. */
  consentRequired: boolean;
  /** `optin`: nothing tracks before consent; `optout`: tracking runs until the visitor refuses. */
  consentType: ConsentType;
  /** The banner type shown here (opt-in where the banner asks and the owner chose info or opt-out). */
  type: BannerType;
  ownerType: BannerType;
  askEverywhere: boolean;
  law: CountryLaw;
  revokable: boolean;
  autoDismiss: AutoDismissRules;
}

export interface PageContext {
  pathname: string;
  /** Country from the CDN's header; null when unknown. */
  country: string | null;
  /** An administrator previewing the storefront (`?preview=true`) never gets the banner. */
  adminPreview?: boolean;
}

/** The back office and protocol paths never carry the banner: nothing there tracks. */
const NO_BANNER_PREFIXES = ['/admin/', '/wp-json/', '/wp-admin/'];

/**
 * The banner for one page and country: the shop's options, the page rules and the cookie law
 * (`applyLaw`). Where the law asks for consent (and where the country is unknown, or the shop asks
 * everywhere) the banner opens and nothing that tracks runs before its category is granted; elsewhere
 * (spec section 9) it stays closed, tracking runs, and the revoke button or a "Cookie settings" link
 * lets the visitor refuse.
 */
export function planBanner(options: ConsentOptions, page: PageContext): BannerPlan {
  const law = countryLaw(page.country);
  const askEverywhere = options.askEverywhere || !options.regionalLaw;
  const configured = {
    autoOpen: true,
    revokable: options.revokable,
    autoDismiss: options.autoDismiss,
    type: lawfulType(options.type, true),
    consentType: 'optin' as ConsentType,
    ownerType: options.type,
    askEverywhere,
  };
  const shownHere = bannerAllowedOnPath(page.pathname, options.pages) && !page.adminPreview && !NO_BANNER_PREFIXES.some((prefix) => page.pathname.startsWith(prefix));
  const lawful = options.regionalLaw ? applyLaw(configured, law) : configured;
  return {
    ...lawful,
    // Without consent management nothing asks: everything runs, and Global Privacy Control still refuses.
    consentType: options.enabled ? lawful.consentType : 'optout',
    shown: options.enabled && shownHere,
    consentRequired: options.enabled,
    law,
  };
}

/**
 * Page rules by pathname: off on a blacklisted path, except that a whitelist entry wins. A rule ending
 * in `*` matches a prefix; otherwise the path must match exactly (trailing slash ignored).
 */
export function bannerAllowedOnPath(pathname: string, pages: { whitelist: readonly string[]; blacklist: readonly string[] }): boolean {
  if (pages.whitelist.some((rule) => pathMatches(pathname, rule))) return true;
  return !pages.blacklist.some((rule) => pathMatches(pathname, rule));
}

function pathMatches(pathname: string, rule: string): boolean {
  if (rule.endsWith('*')) return pathname.startsWith(rule.slice(0, -1));
  return trimSlash(pathname) === trimSlash(rule);
}

function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}
