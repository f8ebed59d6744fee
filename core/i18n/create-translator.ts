import { IntlMessageFormat } from 'intl-messageformat';
import type { Catalogue, MessageKey, MessageLocale } from './messages/index.ts';

/** A message argument: text, a number (plurals, `{n, number}`) or a date (`{d, date}`). */
export type MessageValue = string | number | Date;
export type MessageValues = Readonly<Record<string, MessageValue>>;

/** `t(key, values?)`: the message in one language with its arguments put in. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** A message that cannot be formatted: its key, its language and what went wrong (a missing value, a bad pattern). */
export class MessageError extends Error {
  readonly key: string;
  readonly locale: MessageLocale;
  constructor(key: string, locale: MessageLocale, cause: unknown) {
    super(`Message "${key}" (${locale}) cannot be formatted: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'MessageError';
    this.key = key;
    this.locale = locale;
  }
}

/**
 * A translator over one catalogue. Each message is parsed once, on first use, and its formatter kept
 * (a page formats the same few dozen messages again and again); a message the catalogue lacks comes from
 * `fallback`. Formatting a message without one of its values throws: it is a mistake in the calling
 * code, which tests should meet, not a visitor. This module takes the catalogue it is given, so code
 * that reaches the browser imports one language, never all of them.
 */
export function createTranslator(locale: MessageLocale, catalogue: Partial<Catalogue>, fallback: Partial<Catalogue> = catalogue): Translate {
  const formatters = new Map<MessageKey, IntlMessageFormat>();
  return (key, values) => {
    let formatter = formatters.get(key);
    try {
      if (!formatter) {
        const message = catalogue[key] ?? fallback[key];
        if (message === undefined) throw new Error('no such message');
        formatter = new IntlMessageFormat(message, locale);
        formatters.set(key, formatter);
      }
      const text = formatter.format<string>(values);
      return Array.isArray(text) ? text.join('') : String(text);
    } catch (error) {
      throw new MessageError(key, locale, error);
    }
  };
}
