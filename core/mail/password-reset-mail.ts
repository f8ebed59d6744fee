import { escapeHtml, oneLine } from './escape.ts';
import type { OutgoingMail } from './outbox.ts';
import { translator, type MessageLocale } from '../i18n/translator.ts';
import { textDirection } from '../i18n/text-direction.ts';

export interface PasswordResetMailData {
  storeName: string;
  to: string;
  /** The name to greet the customer by. */
  name: string;
  username: string;
  /** Absolute link to the "set a new password" form, with its one-time key. */
  resetUrl: string;
  validMinutes: number;
}

/** WooCommerce's "Password Reset Request" e-mail, in the language of the page it was asked from. */
export function renderPasswordResetMail(data: PasswordResetMailData, language: MessageLocale = 'en'): OutgoingMail {
  const t = translator(language);
  const lines = [
    t('mail.reset.greeting', { name: data.name }),
    t('mail.reset.requested', { storeName: data.storeName }),
    t('mail.reset.username', { username: data.username }),
    t('mail.reset.ignore'),
  ];
  const valid = t('mail.reset.valid', { minutes: data.validMinutes });
  const heading = t('mail.reset.heading');
  return {
    kind: 'customer_reset_password',
    to: data.to,
    subject: oneLine(t('mail.reset.subject', { storeName: data.storeName })),
    html: [
      `<!doctype html><html lang="${language}" dir="${textDirection(language)}"><body style="font-family: sans-serif; line-height: 1.5">`,
      `<h1 style="font-size: 1.4em">${escapeHtml(heading)}</h1>`,
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(data.resetUrl)}">${escapeHtml(t('mail.reset.link'))}</a></p>`,
      `<p>${escapeHtml(valid)}</p>`,
      '</body></html>',
    ].join('\n'),
    text: [...lines, t('mail.reset.linkText', { url: data.resetUrl }), valid].join('\n\n'),
  };
}
