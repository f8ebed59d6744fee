import { countryLaw, type CountryLaw } from './law.ts';
import type { ConsentOptions } from './options.ts';
import { autoDismissRules, type AutoDismissRules } from './status-rules.ts';

/** How the banner behaves on one page for one country: the options after the law and the page rules. */
export interface BannerPlan {
  /** The banner (and its revoke button) is part of this page. */
  shown: boolean;
  /** The banner opens by itself for a visitor who has not answered: not outside law countries. */
  autoOpen: boolean;
  /** Consent is needed at all: false only when the shop switched the banner off. */
  consentRequired: boolean;
  law: CountryLaw;
  revokable: boolean;
  autoDismiss: AutoDismissRules;
}

export interface PageContext {
  pathname: string;
  /** Country from the CDN's header; null when unknown. */
  country: string | null;
  /** An administrator previewing the storefront never gets the banner. */
  adminPreview?: boolean;
}

/**
 * Applies the cookie law (cookieconsent's rules): outside law countries the banner does not open by
 * itself; a revocable-law country forces the revoke button; an explicit-action country turns
 * auto-dismiss off. An unknown country builds the banner without law applied, as configured.
 * Nothing that tracks runs before its category is granted anywhere: outside law countries the visitor
 * can still opt in through the revoke button or a "cookie settings" link.
 */
export function planBanner(options: ConsentOptions, page: PageContext): BannerPlan {
  const law = countryLaw(page.country);
  const lawApplies = options.regionalLaw && law.country !== null;
  const shownHere = bannerAllowedOnPath(page.pathname, options.pages) && !page.adminPreview;
  return {
    shown: options.enabled && shownHere,
    autoOpen: !(lawApplies && !law.hasLaw),
    consentRequired: options.enabled,
    law,
    revokable: options.revokable || (lawApplies && law.revocable),
    autoDismiss: autoDismissRules(options.autoDismiss, lawApplies && law.explicitAction),
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
