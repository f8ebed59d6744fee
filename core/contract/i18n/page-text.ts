/**
 * The browser scripts' words in the page's language: a page in another language than English carries its
 * own text for each key in `window.vitrine_i18n` (core/i18n/browser-text.ts); a key it lacks, and every key
 * on English pages, reads the English text the caller brings. Kept apart from the widgets' words
 * (./browser-messages.ts) so the storefront module carries only its own.
 */

/** The page object with the page's language's browser messages (absent on pages in English). */
export const BROWSER_MESSAGES_OBJECT = 'vitrine_i18n';

/** Puts each `{name}` argument's value in; one pass, so a value is never read as a placeholder. */
export function fillMessage(message: string, values: Readonly<Record<string, string | number>> = {}): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A reader of `messages`' keys in the page's language (the page object of `doc`'s window, else the English given). */
export function pageTextOf<Key extends string>(messages: Readonly<Record<Key, string>>) {
  return (doc: Document, key: Key, values?: Readonly<Record<string, string | number>>): string => {
    const page = (doc.defaultView as unknown as Record<string, Partial<Record<string, string>> | undefined> | null)?.[BROWSER_MESSAGES_OBJECT];
    const message = page?.[key];
    return fillMessage(typeof message === 'string' ? message : messages[key], values);
  };
}
