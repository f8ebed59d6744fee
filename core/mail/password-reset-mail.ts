import { escapeHtml, oneLine } from './escape.ts';
import type { OutgoingMail } from './outbox.ts';
import { translator, type MessageLocale } from '../i18n/translator.ts';
import { textDirection } from '../i18n/text-direction.ts';
import { additionalHtml, fillPlaceholders, NO_OWNER_TEXTS, ownerOr, type OwnerMailTexts } from './email-texts.ts';

export interface PasswordResetMailData {
  storeName: string;
  to: string;
  /** The name to greet the customer by. */
  name: string;
  username: string;
  /** Absolute link to the "set a new password" form, with its one-time key. */
  resetUrl: string;
  validMinutes: number;
  /** The shop's public origin, for the owner's `{site_url}`. */
  siteUrl?: string | null;
}

/** WooCommerce's "Password Reset Request" e-mail, in the language of the page it was asked from, in the owner's words where written. */
export function renderPasswordResetMail(data: PasswordResetMailData, language: MessageLocale = 'en', texts: OwnerMailTexts = NO_OWNER_TEXTS): OutgoingMail {
  const t = translator(language);
  const placeholders = { siteTitle: data.storeName, siteUrl: data.siteUrl ?? null };
  const lines = [
    t('mail.reset.greeting', { name: data.name }),
    t('mail.reset.requested', { storeName: data.storeName }),
    t('mail.reset.username', { username: data.username }),
    t('mail.reset.ignore'),
  ];
  const valid = t('mail.reset.valid', { minutes: data.validMinutes });
  const heading = ownerOr(texts.heading, placeholders, () => t('mail.reset.heading'));
  const additional = fillPlaceholders(texts.additionalContent, placeholders);
  return {
    kind: 'customer_reset_password',
    to: data.to,
    subject: oneLine(ownerOr(texts.subject, placeholders, () => t('mail.reset.subject', { storeName: data.storeName }))),
    html: [
      `<!doctype html><html lang="${language}" dir="${textDirection(language)}"><body style="font-family: sans-serif; line-height: 1.5">`,
      `<h1 style="font-size: 1.4em">${escapeHtml(heading)}</h1>`,
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(data.resetUrl)}">${escapeHtml(t('mail.reset.link'))}</a></p>`,
      `<p>${escapeHtml(valid)}</p>`,
      additionalHtml(additional),
      '</body></html>',
    ].join('\n'),
    text: [...lines, t('mail.reset.linkText', { url: data.resetUrl }), valid, ...(additional ? [additional] : [])].join('\n\n'),
  };
}
