import { escapeHtml } from './escape.ts';

/**
 * The words the owner wrote for an e-mail, placeholders still in (`{order_number}`), as its renderer takes
 * them; an empty one keeps the shop's own words in the e-mail's language.
 */
export interface OwnerMailTexts {
  subject: string;
  heading: string;
  /** Shown after the e-mail's content, as WooCommerce's "Additional content". */
  additionalContent: string;
}

export const NO_OWNER_TEXTS: OwnerMailTexts = { subject: '', heading: '', additionalContent: '' };

/** The values WooCommerce's placeholders stand for in one e-mail. */
export interface MailPlaceholderValues {
  siteTitle: string;
  siteUrl?: string | null;
  orderNumber?: string;
  orderDate?: string;
}

/** Puts the values in for the placeholders; a placeholder the e-mail has no value for is left as written. */
export function fillPlaceholders(text: string, values: MailPlaceholderValues): string {
  // WooCommerce writes the address as a host, and has two names for it.
  const address = values.siteUrl ? values.siteUrl.replace(/^https?:\/\//, '').replace(/\/$/, '') : undefined;
  const byName: Record<string, string | null | undefined> = {
    site_title: values.siteTitle,
    site_url: address,
    site_address: address,
    order_number: values.orderNumber,
    order_date: values.orderDate,
  };
  return text.replace(/\{([a-z_]+)\}/g, (whole, name: string) => byName[name] ?? whole);
}

/** The owner's text with its placeholders filled in, or the shop's own words when the owner wrote none. */
export function ownerOr(written: string | undefined, values: MailPlaceholderValues, own: () => string): string {
  const text = written?.trim() ?? '';
  return text === '' ? own() : fillPlaceholders(text, values);
}

/** The owner's closing words as HTML: plain text, escaped, kept in its paragraphs and lines. */
export function additionalHtml(text: string): string {
  if (text === '') return '';
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
