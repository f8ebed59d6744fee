import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_CATEGORY } from '../i18n/language-choice.ts';
import type { ConsentCategory } from './vocabulary.ts';

/**
 * The shop's own cookies that are set only with a category's consent, and so are deleted when the category
 * loses it, whatever the owner lists for the category: the visitor's chosen language (preferences).
 */
export const OWN_COOKIES_BY_CATEGORY: Readonly<Partial<Record<ConsentCategory, readonly string[]>>> = {
  [LANGUAGE_COOKIE_CATEGORY]: [LANGUAGE_COOKIE],
};
