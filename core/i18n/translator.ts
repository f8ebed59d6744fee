import { createTranslator, type Translate } from './create-translator.ts';
import { CATALOGUES, DEFAULT_MESSAGE_LOCALE, type MessageLocale } from './messages/index.ts';

export { MessageError, type MessageValue, type MessageValues, type Translate } from './create-translator.ts';
export type { MessageKey, MessageLocale } from './messages/index.ts';

const translators = new Map<MessageLocale, Translate>();

/**
 * The server's translator of a language, made once per language; a message the language lacks comes
 * from English. It holds every catalogue: code that reaches the browser makes its own from one
 * (app/components/i18n/translate-context.ts).
 */
export function translator(locale: MessageLocale): Translate {
  let translate = translators.get(locale);
  if (!translate) {
    const english = CATALOGUES[DEFAULT_MESSAGE_LOCALE];
    translate = createTranslator(locale, CATALOGUES[locale] ?? english, english);
    translators.set(locale, translate);
  }
  return translate;
}
