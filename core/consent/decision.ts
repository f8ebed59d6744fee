import type { ConsentCategoryOption } from './options.ts';

/** What a decision needs to know of a category's switch. */
type CategorySwitch = Pick<ConsentCategoryOption, 'name' | 'checked' | 'disabled'>;
import { isConsented, isConsentStatus, isDetailedType, type BannerType, type ConsentCategory, type ConsentStatus } from './vocabulary.ts';

/** What the browser knows of the visitor's answer: the main cookie and one cookie per category. */
export interface StoredConsent {
  /** The main cookie's value; anything outside the known statuses counts as unanswered. */
  status: string | undefined;
  /** Category name → the value of its `<cookieName>_<cookie_suffix>` cookie. */
  categories: Partial<Record<string, string>>;
}

export interface ConsentRules {
  type: BannerType;
  /** False when the shop switched the banner off: everything is granted. */
  consentRequired: boolean;
}

/**
 * Is `category` granted? Necessary always is. Detailed types read the category's own cookie once the
 * visitor answered (allowall grants all, deny none); the other types follow the main status, and
 * opt-out grants until the visitor denies. Nothing else is granted before an answer.
 */
export function categoryGranted(category: ConsentCategory | string, stored: StoredConsent, rules: ConsentRules): boolean {
  if (category === 'necessary' || !rules.consentRequired) return true;
  const status = isConsentStatus(stored.status) ? stored.status : undefined;
  if (rules.type === 'opt-out') return status !== 'deny';
  if (status === undefined || status === 'deny') return false;
  if (status === 'allowall') return true;
  if (isDetailedType(rules.type)) return stored.categories[category] === 'allow';
  return isConsented(status);
}

/**
 * The category cookie values a decision writes: for the detailed types the switches as set (locked
 * categories keep their default), for the others every category follows the main status.
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
  if (isDetailedType(type)) return switches[category.name] ?? category.checked;
  return isConsented(status);
}
