/**
 * The consent banner's words (spec section 4 "Consent banner"): banner types, the statuses a decision
 * leaves in the `cookieconsent_status` cookie, and the cookie categories a visitor can grant one by one.
 * Shared by the server render and the browser controller, so it imports nothing.
 */

export const BANNER_TYPES = ['info', 'opt-in', 'opt-out', 'detailed', 'detailedRev', 'detailedRevDeny'] as const;
export type BannerType = (typeof BANNER_TYPES)[number];

export const CONSENT_STATUSES = ['deny', 'allow', 'dismiss', 'allowall', 'savesettings', 'detailed', 'close', 'discard'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];

export const CONSENT_CATEGORIES = ['statistics', 'statistics-anonymous', 'marketing', 'functional', 'preferences', 'necessary'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export const BANNER_LAYOUTS = ['basic', 'basic-close', 'basic-header'] as const;
export const BANNER_POSITIONS = ['bottom', 'top', 'bottom-left', 'bottom-right'] as const;
export const BANNER_THEMES = ['block', 'classic', 'edgeless'] as const;

/** Statuses that mean "yes" (dismiss counts as allow). */
const CONSENTED: readonly ConsentStatus[] = ['allow', 'dismiss', 'allowall'];

/** Answered: the cookie holds one of the known statuses. */
export function isConsentStatus(value: unknown): value is ConsentStatus {
  return typeof value === 'string' && (CONSENT_STATUSES as readonly string[]).includes(value);
}


/** Consented: allow, dismiss or allowall. */
export function isConsented(status: unknown): boolean {
  return isConsentStatus(status) && CONSENTED.includes(status);
}

/** The detailed types show one switch per category and save them with `savesettings`. */
export function isDetailedType(type: BannerType): boolean {
  return type === 'detailed' || type === 'detailedRev' || type === 'detailedRevDeny';
}
