import { escapeHtml, oneLine } from './escape.ts';
import type { OutgoingMail } from './outbox.ts';
import { translator, type MessageLocale } from '../i18n/translator.ts';
import { textDirection } from '../i18n/text-direction.ts';
import { additionalHtml, fillPlaceholders, NO_OWNER_TEXTS, ownerOr, type OwnerMailTexts } from './email-texts.ts';

export interface NewAccountMailData {
  storeName: string;
  to: string;
  /** The name to greet the customer by. */
  name: string;
  username: string;
  /** Absolute link to My account in the customer's language; null leaves it out. */
  accountUrl: string | null;
  /** The shop's public origin, for the owner's `{site_url}`. */
  siteUrl?: string | null;
}

/** WooCommerce's "New account" e-mail, in the language of the page the account was made on, in the owner's words where written. */
export function renderNewAccountMail(data: NewAccountMailData, language: MessageLocale = 'en', texts: OwnerMailTexts = NO_OWNER_TEXTS): OutgoingMail {
  const t = translator(language);
  const placeholders = { siteTitle: data.storeName, siteUrl: data.siteUrl ?? null };
  const heading = ownerOr(texts.heading, placeholders, () => t('mail.newAccount.heading', { storeName: data.storeName }));
  const lines = [t('mail.newAccount.greeting', { name: data.name }), t('mail.newAccount.intro', { storeName: data.storeName, username: data.username })];
  const additional = fillPlaceholders(texts.additionalContent, placeholders);
  return {
    kind: 'customer_new_account',
    to: data.to,
    subject: oneLine(ownerOr(texts.subject, placeholders, () => t('mail.newAccount.subject', { storeName: data.storeName }))),
    html: [
      `<!doctype html><html lang="${language}" dir="${textDirection(language)}"><body style="font-family: sans-serif; line-height: 1.5">`,
      `<h1 style="font-size: 1.4em">${escapeHtml(heading)}</h1>`,
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      data.accountUrl ? `<p><a href="${escapeHtml(data.accountUrl)}">${escapeHtml(t('mail.newAccount.link'))}</a></p>` : '',
      additionalHtml(additional),
      '</body></html>',
    ].join('\n'),
    text: [heading, ...lines, ...(data.accountUrl ? [`${t('mail.newAccount.link')}: ${data.accountUrl}`] : []), ...(additional ? [additional] : [])].join('\n\n'),
  };
}
