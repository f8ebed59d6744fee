import type { ConsentCategoryOption, ConsentTexts } from '../contract/consent/options.ts';
import { en } from '../i18n/messages/en.ts';
import type { MessageKey, MessageLocale } from '../i18n/messages/index.ts';
import { translator } from '../i18n/translator.ts';

type TextKey = Exclude<keyof ConsentTexts, 'policyHref'>;

/** The banner's words and their catalogue keys (the catalogue's English is the shop's default text). */
const TEXT_KEYS: Readonly<Record<TextKey, MessageKey>> = {
  header: 'consent.header',
  message: 'consent.message',
  dismiss: 'consent.dismiss',
  allow: 'consent.allow',
  deny: 'consent.deny',
  allowall: 'consent.allowall',
  savesettings: 'consent.savesettings',
  close: 'consent.close',
  settings: 'consent.settings',
  revoke: 'consent.revoke',
  policyLink: 'consent.policyLink',
};

/** The default categories' labels (core/settings/consent-category-defaults.ts) and their keys. */
const CATEGORY_KEYS: Readonly<Record<string, MessageKey>> = {
  necessary: 'consent.category.necessary',
  functional: 'consent.category.functional',
  preferences: 'consent.category.preferences',
  statistics: 'consent.category.statistics',
  'statistics-anonymous': 'consent.category.statisticsAnonymous',
  marketing: 'consent.category.marketing',
};

/** The owner's translation of a text for the page, if any (core/i18n/owner-strings.ts). */
type OwnerLookup = (text: string) => string | undefined;
const NO_OWNER: OwnerLookup = () => undefined;

/**
 * A category's label for a page in `locale`: the owner's translation of it, else the default label in that
 * language, else the owner's own as written.
 */
export function bannerCategoryLabel(name: string, label: string, locale: MessageLocale, owner: OwnerLookup = NO_OWNER): string {
  if (locale === 'en') return label;
  const key = CATEGORY_KEYS[name];
  return owner(label) ?? (key && label === en[key] ? translator(locale)(key) : label);
}

/**
 * The banner's texts for a page in `locale`: the owner's translation of a text where there is one; else
 * each text the owner left at its default is the catalogue's in that language, and a text the owner wrote
 * is theirs, in whatever language they wrote it.
 */
export function bannerTexts(texts: ConsentTexts, locale: MessageLocale, owner: OwnerLookup = NO_OWNER): ConsentTexts {
  if (locale === 'en') return texts;
  const t = translator(locale);
  const translated: ConsentTexts = { ...texts };
  for (const [name, key] of Object.entries(TEXT_KEYS) as [TextKey, MessageKey][]) {
    const own = texts[name] === '' ? undefined : owner(texts[name]);
    if (own !== undefined) translated[name] = own;
    else if (texts[name] === en[key]) translated[name] = t(key);
  }
  return translated;
}

/** The banner's texts the owner wrote (not left at the default, not empty), by field: what needs the owner's translation. */
export function ownerWrittenBannerTexts(texts: ConsentTexts): { field: TextKey; text: string }[] {
  return (Object.entries(TEXT_KEYS) as [TextKey, MessageKey][]).flatMap(([field, key]) => (texts[field].trim() !== '' && texts[field] !== en[key] ? [{ field, text: texts[field] }] : []));
}

/** The category labels the owner wrote (a default category's default label is translated already). */
export function ownerWrittenCategoryLabels(categories: readonly Pick<ConsentCategoryOption, 'name' | 'label'>[]): { name: string; text: string }[] {
  return categories.flatMap(({ name, label }) => {
    const key = CATEGORY_KEYS[name];
    return label.trim() !== '' && !(key && label === en[key]) ? [{ name, text: label }] : [];
  });
}
