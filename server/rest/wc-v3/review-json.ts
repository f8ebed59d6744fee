import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { ReviewListRow } from '../../../core/reviews/review-reads.ts';
import { reviewParagraphs, REVIEW_EMAIL_MAX_LENGTH, REVIEW_MAX_LENGTH, REVIEW_NAME_MAX_LENGTH } from '../../../core/reviews/review-text.ts';
import { isValidEmail } from '../../../core/checkout/validators.ts';
import type { ReviewStatus } from '../../../db/schema.ts';
import { escapeHtml } from '../../../core/shared/escape-html.ts';
import { itemLinks, wcDates, type WcLinkBase } from './wc-format.ts';

export const REVIEWS_ROUTE = '/wc/v3/products/reviews';

/** WooCommerce's review statuses in and out: `unspam` and `untrash` bring a review back to pending, for the owner to judge again. */
export const REST_REVIEW_STATUSES = ['approved', 'hold', 'spam', 'unspam', 'trash', 'untrash'] as const;
const STORED: Record<(typeof REST_REVIEW_STATUSES)[number], ReviewStatus> = { approved: 'approved', hold: 'hold', spam: 'spam', unspam: 'hold', trash: 'trash', untrash: 'hold' };
export const storedStatus = (status: (typeof REST_REVIEW_STATUSES)[number]): ReviewStatus => STORED[status];

/** WordPress's avatar addresses (Gravatar by the e-mail's MD5, the "mystery person" when there is none). */
function avatarUrls(email: string): Record<'24' | '48' | '96', string> {
  const hash = createHash('md5').update(email.trim().toLowerCase()).digest('hex');
  const url = (size: number) => `https://secure.gravatar.com/avatar/${hash}?s=${size}&d=mm&r=g`;
  return { '24': url(24), '48': url(48), '96': url(96) };
}

/** A review as WooCommerce's `wc/v3/products/reviews` writes it; `review` is the text as HTML paragraphs, as WordPress shows a comment. */
export function reviewJson(row: ReviewListRow, base: WcLinkBase) {
  return {
    id: row.id,
    ...wcDates('created', row.created_at),
    product_id: row.product_id,
    product_name: row.product_name,
    product_permalink: `${base.siteOrigin}/product/${row.product_slug}/`,
    status: row.status,
    reviewer: row.author_name,
    reviewer_email: row.author_email,
    review: reviewParagraphs(row.content).map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br />\n')}</p>\n`).join(''),
    rating: row.rating ?? 0,
    verified: row.verified === 1,
    reviewer_avatar_urls: avatarUrls(row.author_email),
    _links: { ...itemLinks(base, REVIEWS_ROUTE, row.id), up: [{ href: `${base.siteOrigin}/wp-json/wc/v3/products/${row.product_id}` }] },
  };
}

const text = (max: number) => z.string({ error: 'must be a string' }).max(max, `must be at most ${max} characters`);

/** A create's or update's body: the fields WooCommerce takes; on create the four that say who wrote what are required. */
export const reviewBodySchema = z.looseObject({
  product_id: z.number({ error: 'must be a product id' }).int('must be a product id').positive('must be a product id').optional(),
  status: z.enum(REST_REVIEW_STATUSES, { error: `must be one of ${REST_REVIEW_STATUSES.join(', ')}` }).optional(),
  reviewer: text(REVIEW_NAME_MAX_LENGTH).trim().min(1, 'must not be empty').optional(),
  reviewer_email: text(REVIEW_EMAIL_MAX_LENGTH)
    .trim()
    .refine((value) => isValidEmail(value), 'must be an e-mail address')
    .optional(),
  review: text(REVIEW_MAX_LENGTH * 2).optional(),
  rating: z.number({ error: 'must be a whole number from 0 to 5' }).int('must be a whole number from 0 to 5').min(0, 'must be a whole number from 0 to 5').max(5, 'must be a whole number from 0 to 5').optional(),
  verified: z.boolean({ error: 'must be true or false' }).optional(),
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;
