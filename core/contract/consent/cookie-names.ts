import type { ConsentCategoryOption } from './options.ts';

/** The cookie that keeps one category's answer: `<cookieName>_<cookie_suffix>`. */
export function categoryCookieName(cookieName: string, category: Pick<ConsentCategoryOption, 'cookie_suffix'>): string {
  return `${cookieName}_${category.cookie_suffix}`;
}

/** Does `name` match a category's cookie or storage rule (exact, or a prefix ending in `*`)? */
export function matchesNameRule(name: string, rule: string): boolean {
  return rule.endsWith('*') ? name.startsWith(rule.slice(0, -1)) : name === rule;
}

/** Seconds in the consent cookie's lifetime. */
export function consentCookieMaxAge(expiryDays: number): number {
  return Math.round(expiryDays * 86_400);
}
