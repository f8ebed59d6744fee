import type { AutoDismissRules } from './status-rules.ts';
import type { BANNER_LAYOUTS, BANNER_POSITIONS, BANNER_THEMES, BannerType, ConsentCategory } from './vocabulary.ts';

/** One switch of the detailed banner, and the cookie `<cookieName>_<cookie_suffix>` that keeps its answer. */
export interface ConsentCategoryOption {
  name: ConsentCategory;
  cookie_suffix: string;
  label: string;
  /** Switched on before the visitor touches it. */
  checked: boolean;
  /** Cannot be changed (necessary). */
  disabled: boolean;
  /** Cookies this category sets (exact names, or a prefix ending in `*`), deleted when it is revoked. */
  cookies: string[];
  /** localStorage / sessionStorage keys (same pattern rules), deleted when it is revoked. */
  storage: string[];
}

export type BannerLayout = (typeof BANNER_LAYOUTS)[number];
export type BannerPosition = (typeof BANNER_POSITIONS)[number];
export type BannerTheme = (typeof BANNER_THEMES)[number];

export interface ConsentTexts {
  header: string;
  message: string;
  dismiss: string;
  allow: string;
  deny: string;
  allowall: string;
  savesettings: string;
  close: string;
  settings: string;
  revoke: string;
  policyLink: string;
  /** Address of the cookie policy; no link when null. */
  policyHref: string | null;
}

/** Where the consent decision is also pushed, when the shop uses these tools. */
export interface ConsentIntegrations {
  /** Google Consent Mode v2: a `default` (all denied) in the head and an `update` on every change. */
  googleConsentMode: boolean;
  /** Microsoft Clarity's `clarity('consent', …)`. */
  clarity: boolean;
  /** A pixel manager's hook: `window.vitrinePixelManager.consent(state)` when present. */
  pixelManager: boolean;
}

/** The banner's options (config section `consent`; spec section 9 "Consent banner" gives the defaults). */
export interface ConsentOptions {
  enabled: boolean;
  type: BannerType;
  layout: BannerLayout;
  position: BannerPosition;
  theme: BannerTheme;
  revokable: boolean;
  /** Apply the cookie law of the visitor's country (banner off outside law countries). */
  regionalLaw: boolean;
  /** Ask before anything tracks in every country, not only where a cookie law applies. */
  askEverywhere: boolean;
  cookieName: string;
  expiryDays: number;
  /** Cookie domain, for a shop spread over subdomains; host-only when null. */
  cookieDomain: string | null;
  categories: ConsentCategoryOption[];
  autoDismiss: AutoDismissRules;
  /** Pathname rules: the banner is off on blacklisted paths unless a whitelist entry also matches. */
  pages: { whitelist: string[]; blacklist: string[] };
  /** Where each decision is POSTed (the shop's own endpoint or another); none when null. */
  statsUrl: string | null;
  texts: ConsentTexts;
  integrations: ConsentIntegrations;
}
