import { IntlMessageFormat } from 'intl-messageformat';
import { messageTranslator, type Translate } from './create-translator.ts';
import type { MessageKey, MessageLocale } from './messages/index.ts';

/** A message as the ICU parser reads it: what the browser formats from, so it needs no parser of its own. */
export type ParsedMessage = ReturnType<IntlMessageFormat['getAst']>;

/**
 * The words a page's components use, in the page's language, as the root loader sends them to the
 * browser: a plain text where the message is only text, else the parsed message. The server renders the
 * page from the same catalogue, so the browser's hydration finds the very words the server wrote.
 */
export interface PageCatalogue {
  locale: MessageLocale;
  messages: Partial<Record<MessageKey, string | ParsedMessage>>;
}

/**
 * A translator over a page catalogue. A message the catalogue lacks is a mistake in the code (the root
 * loader sends every key components use): it throws, as the server's translator does.
 */
export function pageTranslator(catalogue: PageCatalogue): Translate {
  // The server hands every page of a language the same catalogue: one translator each, so a formatter
  // (and the Intl objects inside it) is made once per message, not once per page.
  let translate = translators.get(catalogue);
  if (!translate) {
    const { locale, messages } = catalogue;
    // A plain text is the message as it stands; a parsed one is formatted without parsing again.
    translate = messageTranslator(locale, (key) => {
      const message = messages[key];
      return message === undefined || typeof message === 'string' ? message : new IntlMessageFormat(message, locale);
    });
    translators.set(catalogue, translate);
  }
  return translate;
}

const translators = new WeakMap<PageCatalogue, Translate>();
