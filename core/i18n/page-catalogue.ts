import { IntlMessageFormat } from 'intl-messageformat';
import { CATALOGUES, DEFAULT_MESSAGE_LOCALE, type MessageKey, type MessageLocale } from './messages/index.ts';
import { enPage } from './messages/en-page.ts';
import type { PageCatalogue, ParsedMessage } from './page-translator.ts';

/**
 * Keys components never use, so the browser is not sent them: the order e-mails, and the messages the
 * server words itself in the request's language (notices, checkout validation, account answers).
 */
const SERVER_ONLY_PREFIXES = [
  'mail.',
  'notice.',
  'checkout.error.',
  'checkout.fieldOf.',
  'payment.bacs.instructions',
  'account.login.missing',
  'account.register.done',
  'account.reset.done',
  'account.logout.expired',
  'account.error.',
  'error.formUnreadable',
  'error.busy',
];

const PAGE_KEYS = (Object.keys(enPage) as MessageKey[]).filter((key) => !SERVER_ONLY_PREFIXES.some((prefix) => key.startsWith(prefix)));
const catalogues = new Map<MessageLocale, PageCatalogue>();

/** A message that is only text goes as that text; any other as its parsed form. */
function pageMessage(message: string, locale: MessageLocale): string | ParsedMessage {
  const ast = new IntlMessageFormat(message, locale).getAst();
  const only = ast.length === 1 ? ast[0] : undefined;
  if (ast.length === 0) return '';
  // Type 0 is a literal (text) element.
  return only && only.type === 0 ? only.value : ast;
}

/**
 * The page catalogue of a language (core/i18n/page-translator.ts): the server's page words (not the
 * browser scripts' own, which come with `window.vitrine_i18n`), parsed once per language.
 */
export function pageCatalogue(locale: MessageLocale): PageCatalogue {
  let catalogue = catalogues.get(locale);
  if (!catalogue) {
    const own = CATALOGUES[locale];
    const english = CATALOGUES[DEFAULT_MESSAGE_LOCALE];
    const messages: PageCatalogue['messages'] = {};
    for (const key of PAGE_KEYS) messages[key] = pageMessage(own[key] ?? english[key], locale);
    catalogue = { locale, messages };
    catalogues.set(locale, catalogue);
  }
  return catalogue;
}
