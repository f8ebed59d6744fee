import { describe, expect, it } from 'vitest';
import type { Db } from '../db/connect.ts';
import { addReview, deleteReview, replyToReview, setReviewStatus } from '../core/reviews/review-changes.ts';
import { readProductReviews } from '../core/reviews/review-reads.ts';
import { REVIEW_SETTINGS_DEFAULTS, type ReviewSettings } from '../core/reviews/review-settings.ts';
import { RATE_LIMIT, submitReview, type ReviewSubmission } from '../core/reviews/submit-review.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { insertCustomer, insertOrder, insertProduct } from './fixtures/shop-data.ts';

const settings = (overrides: Partial<ReviewSettings> = {}): ReviewSettings => ({ ...REVIEW_SETTINGS_DEFAULTS, ...overrides });

let address = 0;
/** A review as a guest sends it, from an address of its own unless one is given. */
const guestReview = (productId: number, overrides: Partial<ReviewSubmission> = {}): ReviewSubmission => ({
  productId,
  rating: '5',
  comment: 'Lovely glaze, sits well in the hand.',
  author: 'Ada',
  email: 'ada@example.com',
  honeypot: '',
  user: null,
  ip: `192.0.2.${(address += 1) % 250}-${address}`,
  locale: 'en',
  ...overrides,
});

const ratingOf = async (db: Db, id: number) => {
  const row = await db.selectFrom('products').select(['average_rating', 'rating_count']).where('id', '=', id).executeTakeFirstOrThrow();
  return { average: Number(row.average_rating), count: Number(row.rating_count) };
};

/** What the product's numbers must be: a recount of its approved rated reviews. */
const recount = async (db: Db, id: number) => {
  const rows = await db.selectFrom('product_reviews').select('rating').where('product_id', '=', id).where('status', '=', 'approved').where('parent_id', 'is', null).where('rating', 'is not', null).execute();
  const sum = rows.reduce((total, row) => total + (row.rating ?? 0), 0);
  return { average: rows.length === 0 ? 0 : Math.round((sum / rows.length) * 100) / 100, count: rows.length };
};

describe.each(DIALECTS)('product reviews on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  it('holds a new review for approval; approving it, and only that, changes the product’s average', async () => {
    const { db } = database;
    const mug = await insertProduct(db, { name: 'Held mug' });
    const first = await submitReview(db, guestReview(mug, { rating: '4' }), { settings: settings() });
    expect(first).toMatchObject({ ok: true, status: 'hold' });
    expect(await ratingOf(db, mug)).toEqual({ average: 0, count: 0 });
    expect((await readProductReviews(db, mug)).total).toBe(0);
    if (!first.ok || first.id === null) throw new Error('no review');
    await setReviewStatus(db, first.id, 'approved');
    expect(await ratingOf(db, mug)).toEqual({ average: 4, count: 1 });
    const second = await submitReview(db, guestReview(mug, { rating: '5' }), { settings: settings({ needApproval: false }) });
    expect(second).toMatchObject({ ok: true, status: 'approved' });
    expect(await ratingOf(db, mug)).toEqual({ average: 4.5, count: 2 });
    const third = await submitReview(db, guestReview(mug, { rating: '2' }), { settings: settings({ needApproval: false }) });
    expect(await ratingOf(db, mug)).toEqual({ average: 3.67, count: 3 });
    if (!third.ok || third.id === null) throw new Error('no review');
    await setReviewStatus(db, third.id, 'spam');
    expect(await ratingOf(db, mug)).toEqual({ average: 4.5, count: 2 });
    await deleteReview(db, first.id);
    expect(await ratingOf(db, mug)).toEqual({ average: 5, count: 1 });
    const page = await readProductReviews(db, mug);
    expect(page).toMatchObject({ total: 1, rated: 1, average: 5, distribution: [0, 0, 0, 0, 1] });
  });

  it('keeps the owner’s reply under its review, without counting it as a rating', async () => {
    const { db } = database;
    const bowl = await insertProduct(db, { name: 'Replied bowl' });
    const sent = await submitReview(db, guestReview(bowl, { rating: '3' }), { settings: settings({ needApproval: false }) });
    if (!sent.ok || sent.id === null) throw new Error('no review');
    const owner = await insertCustomer(db, { username: 'owner-replies', role: 'administrator' });
    await replyToReview(db, sent.id, { userId: owner, name: 'The shop', email: 'shop@example.com', content: 'Thank you!' });
    expect(await ratingOf(db, bowl)).toEqual({ average: 3, count: 1 });
    const page = await readProductReviews(db, bowl);
    expect(page.total).toBe(1);
    expect(page.reviews[0]?.replies.map((reply) => reply.content)).toEqual(['Thank you!']);
  });

  it('pages a product’s reviews newest first, each page with its own replies, for each product asked', async () => {
    const { db } = database;
    const owner = await insertCustomer(db, { username: 'owner-pages', role: 'administrator' });
    const plates = await insertProduct(db, { name: 'Paged plate' });
    const cups = await insertProduct(db, { name: 'Paged cup' });
    for (const [product, comments] of [[plates, ['P1', 'P2', 'P3', 'P4', 'P5']], [cups, ['C1', 'C2', 'C3']]] as const) {
      for (const comment of comments) {
        const sent = await submitReview(db, guestReview(product, { comment }), { settings: settings({ needApproval: false }) });
        if (!sent.ok || sent.id === null) throw new Error('no review');
        await db.updateTable('product_reviews').set({ created_at: `2026-01-0${comment.slice(1)}T10:00:00.000Z` }).where('id', '=', sent.id).execute();
        await replyToReview(db, sent.id, { userId: owner, name: 'The shop', email: 'shop@example.com', content: `Re ${comment}` });
      }
    }
    const shown = (page: Awaited<ReturnType<typeof readProductReviews>>) => page.reviews.map((review) => [review.content, review.replies.map((reply) => reply.content)]);
    expect(shown(await readProductReviews(db, plates, 1, 2))).toEqual([['P5', ['Re P5']], ['P4', ['Re P4']]]);
    expect(shown(await readProductReviews(db, plates, 2, 2))).toEqual([['P3', ['Re P3']], ['P2', ['Re P2']]]);
    expect(shown(await readProductReviews(db, plates, 3, 2))).toEqual([['P1', ['Re P1']]]);
    expect(shown(await readProductReviews(db, cups, 1, 3))).toEqual([['C3', ['Re C3']], ['C2', ['Re C2']], ['C1', ['Re C1']]]);
    expect(await readProductReviews(db, cups, 2, 3)).toMatchObject({ reviews: [], total: 3 });
  });

  it('refuses a non-buyer when only verified owners may review, and marks a buyer’s review verified', async () => {
    const { db } = database;
    const plate = await insertProduct(db, { name: 'Bought plate' });
    const buyer = await insertCustomer(db, { username: 'plate-buyer' });
    await insertOrder(db, { status: 'completed', customerId: buyer, lines: [{ productId: plate, name: 'Bought plate', quantity: 1, unitPrice: 900 }] });
    await insertOrder(db, { status: 'processing', email: 'Guest.Buyer@example.com', lines: [{ productId: plate, name: 'Bought plate', quantity: 1, unitPrice: 900 }] });
    await insertOrder(db, { status: 'cancelled', email: 'cancelled@example.com', lines: [{ productId: plate, name: 'Bought plate', quantity: 1, unitPrice: 900 }] });
    const only = settings({ verifiedOnly: true });
    expect(await submitReview(db, guestReview(plate, { email: 'stranger@example.com' }), { settings: only })).toEqual({ ok: false, refusal: 'not_verified' });
    expect(await submitReview(db, guestReview(plate, { email: 'cancelled@example.com' }), { settings: only })).toEqual({ ok: false, refusal: 'not_verified' });
    const byAccount = await submitReview(db, guestReview(plate, { author: '', email: '', user: { id: buyer, name: 'Plate Buyer', email: 'other@example.com' } }), { settings: only });
    const byEmail = await submitReview(db, guestReview(plate, { email: 'guest.buyer@example.com' }), { settings: only });
    expect(byAccount).toMatchObject({ ok: true });
    expect(byEmail).toMatchObject({ ok: true });
    const rows = await db.selectFrom('product_reviews').select(['verified', 'author_name']).where('product_id', '=', plate).orderBy('id').execute();
    expect(rows).toEqual([
      { verified: 1, author_name: 'Plate Buyer' },
      { verified: 1, author_name: 'Ada' },
    ]);
  });

  it('checks each field: the rating when required, the text, a guest’s name and e-mail; markup is taken out', async () => {
    const { db } = database;
    const cup = await insertProduct(db, { name: 'Checked cup' });
    expect(await submitReview(db, guestReview(cup, { rating: '', comment: ' ', author: '', email: 'nope' }), { settings: settings() })).toEqual({
      ok: false,
      fields: { rating: 'rating_required', comment: 'comment_required', author: 'author_required', email: 'email_invalid' },
    });
    expect(await submitReview(db, guestReview(cup, { rating: '6', comment: 'x'.repeat(5001) }), { settings: settings() })).toEqual({
      ok: false,
      fields: { rating: 'rating_invalid', comment: 'comment_too_long' },
    });
    const unrated = await submitReview(db, guestReview(cup, { rating: '' }), { settings: settings({ ratingsRequired: false, needApproval: false }) });
    expect(unrated).toMatchObject({ ok: true });
    expect(await ratingOf(db, cup)).toEqual({ average: 0, count: 0 });
    const marked = await submitReview(db, guestReview(cup, { comment: '<script>alert(1)</script><b>Nice</b> cup,\r\n<a href="x">really</a>', author: '<i>Bo</i>' }), { settings: settings() });
    if (!marked.ok || marked.id === null) throw new Error('no review');
    const row = await db.selectFrom('product_reviews').select(['content', 'author_name']).where('id', '=', marked.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ content: 'alert(1)Nice cup,\nreally', author_name: 'Bo' });
  });

  it('drops a review whose honeypot is filled without a word, and limits one address to three reviews in ten minutes', async () => {
    const { db } = database;
    const jug = await insertProduct(db, { name: 'Limited jug' });
    expect(await submitReview(db, guestReview(jug, { honeypot: 'http://spam.example' }), { settings: settings() })).toEqual({ ok: true, id: null, status: 'hold' });
    expect(await db.selectFrom('product_reviews').select('id').where('product_id', '=', jug).execute()).toEqual([]);
    for (let i = 0; i < RATE_LIMIT; i++) expect(await submitReview(db, guestReview(jug, { ip: '198.51.100.7' }), { settings: settings() })).toMatchObject({ ok: true });
    expect(await submitReview(db, guestReview(jug, { ip: '198.51.100.7' }), { settings: settings() })).toEqual({ ok: false, refusal: 'too_many' });
    const later = new Date(Date.now() + 11 * 60_000).toISOString();
    expect(await submitReview(db, guestReview(jug, { ip: '198.51.100.7', createdAt: later }), { settings: settings() })).toMatchObject({ ok: true });
  });

  it('refuses reviews when they are switched off, and for a draft', async () => {
    const { db } = database;
    const draft = await insertProduct(db, { name: 'Draft vase', status: 'draft' });
    const vase = await insertProduct(db, { name: 'Open vase' });
    expect(await submitReview(db, guestReview(draft), { settings: settings() })).toEqual({ ok: false, refusal: 'reviews_closed' });
    expect(await submitReview(db, guestReview(vase), { settings: settings({ enabled: false }) })).toEqual({ ok: false, refusal: 'reviews_closed' });
  });

  it('leaves the average and count equal to a recount after 20 concurrent submissions and approvals', async () => {
    const { db } = database;
    const pot = await insertProduct(db, { name: 'Busy pot' });
    const held = [];
    for (let i = 0; i < 20; i++) {
      const sent = await submitReview(db, guestReview(pot, { rating: String((i % 5) + 1) }), { settings: settings() });
      if (sent.ok && sent.id !== null) held.push(sent.id);
    }
    await Promise.all([
      ...held.map((id) => setReviewStatus(db, id, 'approved')),
      ...Array.from({ length: 20 }, (_, i) => submitReview(db, guestReview(pot, { rating: String(5 - (i % 5)) }), { settings: settings({ needApproval: false }) })),
      addReview(db, { productId: pot, content: 'Owner’s own', rating: 1, authorName: 'Owner', authorEmail: 'o@example.com', status: 'approved', verified: false }),
    ]);
    const counted = await recount(db, pot);
    expect(counted.count).toBe(41);
    expect(await ratingOf(db, pot)).toEqual(counted);
  });
});
