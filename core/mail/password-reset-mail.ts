import { escapeHtml, oneLine } from './escape.ts';
import type { OutgoingMail } from './outbox.ts';

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

/** WooCommerce's "Password Reset Request" e-mail. */
export function renderPasswordResetMail(data: PasswordResetMailData): OutgoingMail {
  const lines = [
    `Hi ${data.name},`,
    `Someone has requested a new password for the following account on ${data.storeName}:`,
    `Username: ${data.username}`,
    "If you didn't make this request, just ignore this email. If you'd like to proceed, follow the link below.",
  ];
  const valid = `The link works once, for ${data.validMinutes} minutes.`;
  return {
    kind: 'customer_reset_password',
    to: data.to,
    subject: oneLine(`Password Reset Request for ${data.storeName}`),
    html: [
      '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
      `<h1 style="font-size: 1.4em">Password Reset Request</h1>`,
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(data.resetUrl)}">Click here to reset your password</a></p>`,
      `<p>${escapeHtml(valid)}</p>`,
      '</body></html>',
    ].join('\n'),
    text: [...lines, `Reset your password: ${data.resetUrl}`, valid].join('\n\n'),
  };
}
