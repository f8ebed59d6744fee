import { GPC_REFUSED_CATEGORIES, type ConsentType } from './consent-type.ts';
import type { ConsentCategoryOption } from './options.ts';
import { isConsented, isConsentStatus, isDetailedType, type BannerType, type ConsentCategory, type ConsentStatus } from './vocabulary.ts';

/** What a decision needs to know of a category's switch. */
type CategorySwitch = Pick<ConsentCategoryOption, 'name' | 'checked' | 'disabled'>;

/** What the browser knows of the visitor's answer: the main cookie and one cookie per category. */
export interface StoredConsent {
  /** The main cookie's value; anything outside the known statuses counts as unanswered. */
  status: string | undefined;
  /** Category name → the value of its `<cookieName>_<cookie_suffix>` cookie. */
  categories: Partial<Record<string, string>>;
}

export interface ConsentRules {
  type: BannerType;
  /** False when the shop switched the banner off: everything is granted (but what GPC refuses). */
  consentRequired: boolean;
  /** `optout`: a visitor who has not answered is tracked until they refuse. Absent means `optin`. */
  consentType?: ConsentType;
  /** The browser sends Global Privacy Control: where nobody was asked, it refuses marketing and statistics. */
  gpc?: boolean;
}

/**
 * Is `category` granted? Necessary always is. Before an answer, only where the page does not ask
 * (`optout`, or the opt-out type) and Global Privacy Control does not refuse it. Once answered, deny
 * grants nothing and allowall everything; detailed types, and a per-category answer (`savesettings`,
 * as `wp_set_consent` writes it) of any type, read the category's own cookie; the other types follow
 * the main status, and opt-out grants until the visitor denies.
 */
export function categoryGranted(category: ConsentCategory | string, stored: StoredConsent, rules: ConsentRules): boolean {
  if (category === 'necessary') return true;
  const refusedBySignal = rules.gpc === true && GPC_REFUSED_CATEGORIES.includes(category);
  if (!rules.consentRequired) return !refusedBySignal;
  const status = isConsentStatus(stored.status) ? stored.status : undefined;
  if (status === undefined) return (rules.consentType === 'optout' || rules.type === 'opt-out') && !refusedBySignal;
  if (status === 'deny') return false;
  if (status === 'allowall') return true;
  if (isDetailedType(rules.type) || status === 'savesettings') return stored.categories[category] === 'allow';
  return rules.type === 'opt-out' || isConsented(status);
}

/**
 * The category cookie values a decision writes: for the detailed types, and for a per-category answer
 * (`savesettings`) of any type, the switches as set (locked categories keep their default); otherwise
 * every category follows the main status.
 */
export function categoryValuesFor(
  status: ConsentStatus,
  type: BannerType,
  categories: readonly CategorySwitch[],
  switches: Partial<Record<string, boolean>> = {},
): Record<string, 'allow' | 'deny'> {
  const values: Record<string, 'allow' | 'deny'> = {};
  for (const category of categories) {
    values[category.name] = categoryAllowed(status, type, category, switches) ? 'allow' : 'deny';
  }
  return values;
}

function categoryAllowed(status: ConsentStatus, type: BannerType, category: CategorySwitch, switches: Partial<Record<string, boolean>>): boolean {
  if (category.name === 'necessary') return true;
  if (category.disabled) return category.checked;
  if (status === 'deny') return false;
  if (status === 'allowall') return true;
  if (isDetailedType(type) || status === 'savesettings') return switches[category.name] ?? category.checked;
  return isConsented(status);
}
