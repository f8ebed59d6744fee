import { BROWSER_MESSAGES } from '../../contract/i18n/browser-messages.ts';
import { enPage } from './en-page.ts';

/**
 * The shop's words in English: the complete catalogue every other language follows, key for key. ICU
 * message format (`{count, plural, one {# item} other {# items}}`, `{kind, select, …}`). Two parts: the
 * browser scripts' messages (core/contract/i18n/browser-messages.ts) and the server's (./en-page.ts).
 */
export const en = { ...BROWSER_MESSAGES, ...enPage } as const;

export type MessageKey = keyof typeof en;

/** A language's catalogue: a message for every key of the English one, and no other key. */
export type Catalogue = Readonly<Record<MessageKey, string>>;
