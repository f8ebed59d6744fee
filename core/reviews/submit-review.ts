import type { Db } from '../../db/connect.ts';
import type { ReviewStatus } from '../../db/schema.ts';
import { isValidEmail } from '../checkout/validators.ts';
import { touchContentVersion } from '../settings/settings.ts';
import { nowIso } from '../shared/time.ts';
import { inTransaction } from '../../db/transaction.ts';
import { lockProductForReviews, recountProductRating } from './product-rating.ts';
import { enqueueReviewNotice, type ReviewNoticeOptions } from './review-mail.ts';
import type { ReviewSettings } from './review-settings.ts';
import { REVIEW_EMAIL_MAX_LENGTH, REVIEW_MAX_LENGTH, REVIEW_NAME_MAX_LENGTH, reviewLine, reviewText } from './review-text.ts';
import { isVerifiedOwner } from './verified-owner.ts';

/** At most this many reviews from one address in `RATE_WINDOW_MS`, counted from the reviews table itself. */
export const RATE_LIMIT = 3;
export const RATE_WINDOW_MS = 10 * 60_000;

/** What a shopper sent: the comment form's fields as typed (WordPress's names in comments). */
export interface ReviewSubmission {
  productId: number;
  /** `rating`: "1" to "5", or empty. */
  rating: string;
  /** `comment`. */
  comment: string;
  /** `author` and `email`: a guest's; a signed-in customer's account fills what is left empty. */
  author: string;
  email: string;
  /** A field people never see: anything in it is a robot's, and the review is dropped without a word. */
  honeypot: string;
  user: { id: number; name: string; email: string } | null;
  /** The writer's address ('' when unknown: then there is no rate limit, as for the demo seed). */
  ip: string;
  locale: string;
  /** When it was written; now unless given (the demo seed writes dated reviews). */
  createdAt?: string;
}

export type ReviewFieldCode =
  | 'rating_required'
  | 'rating_invalid'
  | 'comment_required'
  | 'comment_too_long'
  | 'author_required'
  | 'author_too_long'
  | 'email_required'
  | 'email_invalid';

/** Refusals of the whole review rather than of one field. */
export type ReviewRefusal = 'reviews_closed' | 'not_verified' | 'too_many';

export type SubmitResult =
  | { ok: true; id: number | null; status: ReviewStatus }
  | { ok: false; refusal: ReviewRefusal }
  | { ok: false; fields: Partial<Record<'rating' | 'comment' | 'author' | 'email', ReviewFieldCode>> };

export interface SubmitOptions {
  settings: ReviewSettings;
  /** Tells the owner by e-mail (through the outbox, in the review's transaction); none for the seed. */
  notify?: ReviewNoticeOptions;
}

interface CleanReview {
  rating: number | null;
  content: string;
  name: string;
  email: string;
}

/** The fields checked one by one: each problem by its field, or the review as it will be stored. */
export function readReviewFields(input: ReviewSubmission, settings: Pick<ReviewSettings, 'ratingsRequired'>): { ok: true; value: CleanReview } | Extract<SubmitResult, { fields: unknown }> {
  const fields: Extract<SubmitResult, { fields: unknown }>['fields'] = {};
  const ratingText = input.rating.trim();
  let rating: number | null = null;
  if (ratingText === '') {
    if (settings.ratingsRequired) fields.rating = 'rating_required';
  } else if (/^[1-5]$/.test(ratingText)) {
    rating = Number(ratingText);
  } else {
    fields.rating = 'rating_invalid';
  }
  const content = reviewText(input.comment);
  if (!content) fields.comment = 'comment_required';
  else if ([...content].length > REVIEW_MAX_LENGTH) fields.comment = 'comment_too_long';
  const name = reviewLine(input.author, REVIEW_NAME_MAX_LENGTH) || input.user?.name || '';
  if (!name) fields.author = 'author_required';
  else if (name.length > REVIEW_NAME_MAX_LENGTH) fields.author = 'author_too_long';
  const email = (reviewLine(input.email, REVIEW_EMAIL_MAX_LENGTH) || input.user?.email || '').toLowerCase();
  if (!email) fields.email = 'email_required';
  else if (email.length > REVIEW_EMAIL_MAX_LENGTH || !isValidEmail(email)) fields.email = 'email_invalid';
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, value: { rating, content, name, email } };
}

/**
 * A shopper's review of a published product: checked, marked verified when the writer bought it, held
 * for the owner's approval (or shown at once when the owner approves none), and the product's rating
 * recounted in the same transaction. A filled honeypot answers as a held review and stores nothing.
 */
export async function submitReview(db: Db, input: ReviewSubmission, options: SubmitOptions): Promise<SubmitResult> {
  const { settings } = options;
  if (!settings.enabled) return { ok: false, refusal: 'reviews_closed' };
  const product = await db.selectFrom('products').select(['id', 'name', 'status', 'type']).where('id', '=', input.productId).executeTakeFirst();
  if (!product || product.status !== 'publish' || product.type === 'variation') return { ok: false, refusal: 'reviews_closed' };
  if (input.honeypot.trim() !== '') return { ok: true, id: null, status: 'hold' };
  const read = readReviewFields(input, settings);
  if (!read.ok) return read;
  const review = read.value;
  const verified = await isVerifiedOwner(db, product.id, { userId: input.user?.id ?? null, email: review.email });
  if (settings.verifiedOnly && !verified) return { ok: false, refusal: 'not_verified' };
  const createdAt = input.createdAt ?? nowIso();
  const status: ReviewStatus = settings.needApproval ? 'hold' : 'approved';
  return inTransaction(db, async (trx) => {
    if (input.ip && (await recentReviewsFrom(trx, input.ip, createdAt)) >= RATE_LIMIT) return { ok: false, refusal: 'too_many' } as const;
    if (!(await lockProductForReviews(trx, product.id))) return { ok: false, refusal: 'reviews_closed' } as const;
    const inserted = await trx
      .insertInto('product_reviews')
      .values({
        product_id: product.id,
        user_id: input.user?.id ?? null,
        author_name: review.name,
        author_email: review.email,
        rating: review.rating,
        content: review.content,
        status,
        verified: verified ? 1 : 0,
        author_ip: input.ip.slice(0, 64),
        locale: input.locale.slice(0, 20),
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (status === 'approved') {
      await recountProductRating(trx, product.id);
      await touchContentVersion(trx);
    }
    if (options.notify) await enqueueReviewNotice(trx, { id: inserted.id, productName: product.name, status, ...review }, options.notify);
    return { ok: true, id: inserted.id, status } as const;
  });
}

async function recentReviewsFrom(db: Db, ip: string, now: string): Promise<number> {
  const since = new Date(Date.parse(now) - RATE_WINDOW_MS).toISOString();
  const row = await db
    .selectFrom('product_reviews')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('author_ip', '=', ip)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
