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
