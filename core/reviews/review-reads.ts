import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { reusableQuery } from '../../db/reusable-query.ts';
import { whereSearched } from '../shared/paged-query.ts';
import type { ProductReviewRow, ReviewStatus } from '../../db/schema.ts';

/** What a product page shows of one approved review, with the owner's approved replies under it. */
export interface ReviewView {
  id: number;
  author: string;
  rating: number | null;
  content: string;
  /** The language the review was written in (the page's it was sent from); '' when not known. */
  locale: string;
  verified: boolean;
  createdAt: string;
  replies: { id: number; author: string; content: string; locale: string; createdAt: string }[];
}

export interface ProductReviewsPage {
  reviews: ReviewView[];
  /** Approved reviews (not replies) in all, for paging and the tab's count. */
  total: number;
  /** Approved rated reviews by star, index 0 for one star. */
  distribution: [number, number, number, number, number];
  rated: number;
  /** The mean of the rated ones, two decimals; 0 with none. */
  average: number;
}

export const REVIEWS_PER_PAGE = 10;

/** A product's approved reviews (not replies): every product page reads them, so the three reads are kept compiled. */
const approvedOf = (db: Db, productId: number) => db.selectFrom('product_reviews').where('product_id', '=', productId).where('status', '=', 'approved');
const reviewsPageRows = reusableQuery((db, p: { productId: number; offset: number; limit: number }) =>
  approvedOf(db, p.productId).where('parent_id', 'is', null).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(p.offset).limit(p.limit),
);
const starCounts = reusableQuery((db, p: { productId: number }) =>
  approvedOf(db, p.productId)
    .where('parent_id', 'is', null)
    .select(['rating', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('rating'),
);
const repliesTo = reusableQuery((db, p: { productId: number; ids: number[] }) => approvedOf(db, p.productId).where('parent_id', 'in', p.ids).selectAll().orderBy('created_at').orderBy('id'));

/** A product's approved reviews, newest first, one page of them; the distribution counts them all. */
export async function readProductReviews(db: Db, productId: number, page = 1, perPage = REVIEWS_PER_PAGE): Promise<ProductReviewsPage> {
  const [rows, stars] = await Promise.all([reviewsPageRows(db, { productId, offset: (page - 1) * perPage, limit: perPage }), starCounts(db, { productId })]);
  const replies = rows.length === 0 ? [] : await repliesTo(db, { productId, ids: rows.map((row) => row.id) });
  const distribution: ProductReviewsPage['distribution'] = [0, 0, 0, 0, 0];
  let total = 0;
  let sum = 0;
  for (const { rating, n } of stars) {
    const count = Number(n);
    total += count;
    if (rating !== null && rating >= 1 && rating <= 5) {
      distribution[rating - 1] = (distribution[rating - 1] ?? 0) + count;
      sum += rating * count;
    }
  }
  const rated = distribution.reduce((a, b) => a + b, 0);
  return {
    reviews: rows.map((row) => ({
      id: row.id,
      author: row.author_name,
      rating: row.rating,
      content: row.content,
      locale: row.locale,
      verified: row.verified === 1,
      createdAt: row.created_at,
      replies: replies.filter((reply) => reply.parent_id === row.id).map((reply) => ({ id: reply.id, author: reply.author_name, content: reply.content, locale: reply.locale, createdAt: reply.created_at })),
    })),
    total,
    distribution,
    rated,
    average: rated === 0 ? 0 : Math.round((sum / rated) * 100) / 100,
  };
}

export async function countPendingReviews(db: Db): Promise<number> {
  const row = await db.selectFrom('product_reviews').select((eb) => eb.fn.countAll<number | string>().as('n')).where('status', '=', 'hold').executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** How a list of reviews is ordered: WooCommerce's `orderby` values (`date_gmt` is `date`: the shop keeps UTC). */
export const REVIEW_LIST_ORDERS = ['date', 'id', 'include', 'product'] as const;
export type ReviewListOrder = (typeof REVIEW_LIST_ORDERS)[number];

export interface ReviewListQuery {
  status?: ReviewStatus | undefined;
  productIds?: readonly number[] | undefined;
  reviewerIds?: readonly number[] | undefined;
  /** Leaves out the reviews of these users (a guest's review, with no user, stays). */
  reviewerExclude?: readonly number[] | undefined;
  reviewerEmail?: string | undefined;
  include?: readonly number[] | undefined;
  exclude?: readonly number[] | undefined;
  /** Part of the text, the reviewer's name or e-mail, any case; `%` and `_` are taken literally. */
  search?: string | undefined;
  /** ISO 8601 bounds on when the review was written, both exclusive (WordPress's date query). */
  after?: string | undefined;
  before?: string | undefined;
  /** Replies too (the admin shows them under their review; REST lists reviews only, as WooCommerce). */
  replies?: boolean;
  /** `date` unless said; `include` is the order the ids were given in, whatever `order` says (as WordPress). */
  orderBy?: ReviewListOrder;
  order: 'asc' | 'desc';
  /** The admin puts pending reviews first when it lists every status. */
  pendingFirst?: boolean;
  offset: number;
  limit: number;
}

/** The longest search taken: reviews are searched by a few words, a name or an address. */
export const REVIEW_SEARCH_MAX_LENGTH = 200;

export type ReviewListRow = ProductReviewRow & { product_name: string; product_slug: string };

/** A page of reviews with their product's name and slug, and how many match. */
export async function listReviews(db: Db, query: ReviewListQuery): Promise<{ rows: ReviewListRow[]; total: number }> {
  let base = db.selectFrom('product_reviews as r').innerJoin('products as p', 'p.id', 'r.product_id');
  if (!query.replies) base = base.where('r.parent_id', 'is', null);
  if (query.status) base = base.where('r.status', '=', query.status);
  if (query.productIds?.length) base = base.where('r.product_id', 'in', [...query.productIds]);
  if (query.reviewerIds?.length) base = base.where('r.user_id', 'in', [...query.reviewerIds]);
  const reviewerExclude = query.reviewerExclude;
  if (reviewerExclude?.length) base = base.where((eb) => eb.or([eb('r.user_id', 'is', null), eb('r.user_id', 'not in', [...reviewerExclude])]));
  if (query.reviewerEmail) base = base.where('r.author_email', '=', query.reviewerEmail.trim().toLowerCase());
  if (query.include?.length) base = base.where('r.id', 'in', [...query.include]);
  if (query.exclude?.length) base = base.where('r.id', 'not in', [...query.exclude]);
  // Dates are stored as `toISOString()` text, so text order is time order.
  if (query.after) base = base.where('r.created_at', '>', query.after);
  if (query.before) base = base.where('r.created_at', '<', query.before);
  base = whereSearched(base, query.search, [sql`r.content`, sql`r.author_name`, sql`r.author_email`], { maxLength: REVIEW_SEARCH_MAX_LENGTH });
  const orderBy = query.orderBy ?? 'date';
  const include = query.include ?? [];
  const [rows, count] = await Promise.all([
    base
      .selectAll('r')
      .select(['p.name as product_name', 'p.slug as product_slug'])
      .$if(query.pendingFirst === true, (q) => q.orderBy((eb) => eb.case().when('r.status', '=', 'hold').then(0).else(1).end()))
      // The ids' ranks written as numbers, so PostgreSQL compares them as numbers (at most 100 of them).
      .$if(orderBy === 'include' && include.length > 0, (q) => q.orderBy(sql`case r.id ${sql.join(include.map((id, rank) => sql`when ${sql.lit(id)} then ${sql.lit(rank)}`), sql` `)} end`))
      .$if(orderBy === 'product', (q) => q.orderBy('r.product_id', query.order))
      .$if(orderBy === 'date', (q) => q.orderBy('r.created_at', query.order))
      // The id last, so reviews written in the same instant keep one order from page to page.
      .orderBy('r.id', query.order)
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** How many reviews (not replies) have each status. */
export async function countReviewsByStatus(db: Db): Promise<Record<ReviewStatus, number>> {
  const rows = await db
    .selectFrom('product_reviews')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('parent_id', 'is', null)
    .groupBy('status')
    .execute();
  const counts: Record<ReviewStatus, number> = { hold: 0, approved: 0, spam: 0, trash: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}
