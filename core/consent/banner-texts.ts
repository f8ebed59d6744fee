import type { ConsentTexts } from '../contract/consent/options.ts';
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

/** A category's label for a page in `locale`: the default label in that language, the owner's own as written. */
export function bannerCategoryLabel(name: string, label: string, locale: MessageLocale): string {
  const key = CATEGORY_KEYS[name];
  return key && locale !== 'en' && label === en[key] ? translator(locale)(key) : label;
}

/**
 * The banner's texts for a page in `locale`: each text the owner left at its default is the catalogue's
 * in that language; a text the owner wrote is theirs, in whatever language they wrote it.
 */
export function bannerTexts(texts: ConsentTexts, locale: MessageLocale): ConsentTexts {
  if (locale === 'en') return texts;
  const t = translator(locale);
  const translated: ConsentTexts = { ...texts };
  for (const [name, key] of Object.entries(TEXT_KEYS) as [TextKey, MessageKey][]) {
    if (texts[name] === en[key]) translated[name] = t(key);
  }
  return translated;
}
