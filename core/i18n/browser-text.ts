import { BROWSER_MESSAGES, type BrowserMessageKey, type BrowserMessages } from '../contract/i18n/browser-messages.ts';
import { CATALOGUES, DEFAULT_MESSAGE_LOCALE, type MessageLocale } from './messages/index.ts';

const KEYS = Object.keys(BROWSER_MESSAGES) as BrowserMessageKey[];
const picked = new Map<MessageLocale, BrowserMessages>();

/**
 * The browser scripts' messages a page in `locale` writes into `window.vitrine_i18n`; null in English,
 * which the storefront module carries itself (so English pages stay as they were).
 */
export function pageBrowserMessages(locale: MessageLocale): BrowserMessages | null {
  if (locale === DEFAULT_MESSAGE_LOCALE) return null;
  let messages = picked.get(locale);
  if (!messages) {
    const catalogue = CATALOGUES[locale];
    messages = Object.fromEntries(KEYS.map((key) => [key, catalogue[key]])) as unknown as BrowserMessages;
    picked.set(locale, messages);
  }
  return messages;
}
