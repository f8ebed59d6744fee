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
 * How a translator finds a message the first time it is asked for it: a formatter, a text that needs no
 * formatting, or undefined where there is no such message.
 */
export type FindMessage = (key: MessageKey) => IntlMessageFormat | string | undefined;

/**
 * The translator every other one is: what `find` gives for a key is kept (a page formats the same few
 * dozen messages again and again, so each is parsed once, on first use). A message there is none of, or
 * one formatted without one of its values, throws a MessageError: it is a mistake in the calling code,
 * which tests should meet, not a visitor.
 */
export function messageTranslator(locale: MessageLocale, find: FindMessage): Translate {
  const found = new Map<MessageKey, IntlMessageFormat | string>();
  return (key, values) => {
    try {
      let message = found.get(key);
      if (message === undefined) {
        message = find(key);
        if (message === undefined) throw new Error('no such message');
        found.set(key, message);
      }
      if (typeof message === 'string') return message;
      const text = message.format<string>(values);
      return Array.isArray(text) ? text.join('') : String(text);
    } catch (error) {
      throw new MessageError(key, locale, error);
    }
  };
}

/**
 * A translator over one catalogue of ICU messages; a message the catalogue lacks comes from `fallback`.
 * This module takes the catalogue it is given, so code that reaches the browser imports one language,
 * never all of them.
 */
export function createTranslator(locale: MessageLocale, catalogue: Partial<Catalogue>, fallback: Partial<Catalogue> = catalogue): Translate {
  return messageTranslator(locale, (key) => {
    const message = catalogue[key] ?? fallback[key];
    return message === undefined ? undefined : new IntlMessageFormat(message, locale);
  });
}
