import type { Db } from '../../db/connect.ts';
import type { ProductReviewRow, ReviewStatus } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { touchContentVersion } from '../settings/settings.ts';
import { nowIso } from '../shared/time.ts';
import { lockProductForReviews, recountProductRating } from './product-rating.ts';
import { enqueueReviewNotice, type ReviewNoticeOptions } from './review-mail.ts';
import { reviewText, REVIEW_MAX_LENGTH } from './review-text.ts';

/**
 * The owner's changes to reviews (admin and REST): status, text, rating, replies, deletion. Each is one
 * transaction that locks the product, writes, and recounts its rating, so the product's numbers always
 * equal a recount of its approved reviews, whatever runs at the same time.
 */

export interface ReviewChanges {
  status?: ReviewStatus;
  content?: string;
  rating?: number | null;
  authorName?: string;
  authorEmail?: string;
  verified?: boolean;
  /** Moves the review to another product (REST's `product_id`); both products are recounted. */
  productId?: number;
}

async function productOf(db: Db, id: number): Promise<number | null> {
  const row = await db.selectFrom('product_reviews').select('product_id').where('id', '=', id).executeTakeFirst();
  return row?.product_id ?? null;
}

/** Runs `write` with the review's product locked (and `also`'s), then recounts them; null when the review is gone. */
async function changeWithRecount<T>(db: Db, id: number, write: (trx: Db, productId: number) => Promise<T>, also?: number): Promise<T | null> {
  return inTransaction(db, async (trx) => {
    const productId = await productOf(trx, id);
    if (productId === null) return null;
    // Locks in id order, so two changes touching the same two products cannot wait on each other.
    const products = [...new Set([productId, ...(also === undefined ? [] : [also])])].sort((a, b) => a - b);
    for (const product of products) await lockProductForReviews(trx, product);
    // Read again under the lock: a concurrent move may have changed it.
    if ((await productOf(trx, id)) !== productId) return null;
    const result = await write(trx, productId);
    for (const product of products) await recountProductRating(trx, product);
    await touchContentVersion(trx);
    return result;
  });
}

export async function getReview(db: Db, id: number): Promise<ProductReviewRow | null> {
  return (await db.selectFrom('product_reviews').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

/** Changes a review's fields; the saved review, or null when there is none (or the new product does not exist). */
export async function updateReview(db: Db, id: number, changes: ReviewChanges): Promise<ProductReviewRow | null> {
  if (changes.productId !== undefined) {
    const exists = await db.selectFrom('products').select('id').where('id', '=', changes.productId).executeTakeFirst();
    if (!exists) return null;
  }
  return changeWithRecount(
    db,
    id,
    async (trx) => {
      const set = {
        ...(changes.status !== undefined ? { status: changes.status } : {}),
        ...(changes.content !== undefined ? { content: reviewText(changes.content).slice(0, REVIEW_MAX_LENGTH) } : {}),
        ...(changes.rating !== undefined ? { rating: changes.rating } : {}),
        ...(changes.authorName !== undefined ? { author_name: changes.authorName } : {}),
        ...(changes.authorEmail !== undefined ? { author_email: changes.authorEmail } : {}),
        ...(changes.verified !== undefined ? { verified: changes.verified ? 1 : 0 } : {}),
        ...(changes.productId !== undefined ? { product_id: changes.productId } : {}),
      };
      if (Object.keys(set).length > 0) await trx.updateTable('product_reviews').set(set).where('id', '=', id).execute();
      // A moved review takes its replies along.
      if (changes.productId !== undefined) await trx.updateTable('product_reviews').set({ product_id: changes.productId }).where('parent_id', '=', id).execute();
      return (await getReview(trx, id))!;
    },
    changes.productId,
  );
}

/** Approve, unapprove (back to pending), spam or trash. */
export function setReviewStatus(db: Db, id: number, status: ReviewStatus): Promise<ProductReviewRow | null> {
  return updateReview(db, id, { status });
}

/** Deletes a review for good, with its replies; the review as it was, or null when there was none. */
export async function deleteReview(db: Db, id: number): Promise<ProductReviewRow | null> {
  return changeWithRecount(db, id, async (trx) => {
    const row = (await getReview(trx, id))!;
    await trx.deleteFrom('product_reviews').where('parent_id', '=', id).execute();
    await trx.deleteFrom('product_reviews').where('id', '=', id).execute();
    return row;
  });
}

export interface OwnerReview {
  productId: number;
  content: string;
  rating: number | null;
  authorName: string;
  authorEmail: string;
  status: ReviewStatus;
  verified: boolean;
  userId?: number | null;
  parentId?: number | null;
  createdAt?: string;
}

/**
 * A review written by the owner (REST create) or the owner's reply; the new row, or null without its product.
 * With `notify`, a review that waits for approval tells the owner as one sent from the product page does, in
 * the same transaction. One written approved (or a reply) tells no one: WordPress writes to the moderator only
 * about comments held for moderation, and the owner who approved it already knows.
 */
export async function addReview(db: Db, review: OwnerReview, options: { notify?: ReviewNoticeOptions } = {}): Promise<ProductReviewRow | null> {
  return inTransaction(db, async (trx) => {
    if (!(await lockProductForReviews(trx, review.productId))) return null;
    const inserted = await trx
      .insertInto('product_reviews')
      .values({
        product_id: review.productId,
        parent_id: review.parentId ?? null,
        user_id: review.userId ?? null,
        author_name: review.authorName,
        author_email: review.authorEmail,
        rating: review.parentId ? null : review.rating,
        content: reviewText(review.content).slice(0, REVIEW_MAX_LENGTH),
        status: review.status,
        verified: review.verified ? 1 : 0,
        created_at: review.createdAt ?? nowIso(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recountProductRating(trx, review.productId);
    await touchContentVersion(trx);
    if (options.notify && inserted.status === 'hold' && inserted.parent_id === null) {
      const product = await trx.selectFrom('products').select('name').where('id', '=', review.productId).executeTakeFirstOrThrow();
      const { id, rating, content, author_name: name, author_email: email, status } = inserted;
      await enqueueReviewNotice(trx, { id, productName: product.name, status, rating, content, name, email }, options.notify);
    }
    return inserted;
  });
}

/** The owner's reply under a review, shown at once (WordPress approves an administrator's comments). */
export async function replyToReview(db: Db, reviewId: number, reply: { userId: number; name: string; email: string; content: string; createdAt?: string }): Promise<ProductReviewRow | null> {
  const parent = await getReview(db, reviewId);
  if (!parent || parent.parent_id !== null) return null;
  return addReview(db, {
    productId: parent.product_id,
    parentId: parent.id,
    userId: reply.userId,
    authorName: reply.name,
    authorEmail: reply.email,
    content: reply.content,
    rating: null,
    status: 'approved',
    verified: false,
    ...(reply.createdAt ? { createdAt: reply.createdAt } : {}),
  });
}
