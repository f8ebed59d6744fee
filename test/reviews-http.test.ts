import { describe, expect, it } from 'vitest';
import { saveStoreSettings, SETTINGS_DEFAULTS } from '../core/settings/settings.ts';
import { setReviewStatus } from '../core/reviews/review-changes.ts';
import { DIALECTS } from './dialects.ts';
import { insertProduct } from './fixtures/shop-data.ts';
import { customerSession, ownerSession } from './fixtures/rest-client.ts';
import { decode, logInAs, nonceIn, textOf, Visitor } from './fixtures/visitor.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop, type SuiteShop } from './http-shop.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const reviewsOf = (html: string) => [...html.matchAll(/<li class="review comment"[\s\S]*?<div class="description"[^>]*>([\s\S]*?)<\/div>/g)].map(([, text = '']) => textOf(text));
const errorOf = (html: string, field: string) => textOf(new RegExp(`id="${field}-error">([^<]*)<`).exec(html)?.[1] ?? '');
const jsonLdOf = (html: string) => JSON.parse(decode(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}')) as Record<string, unknown>;

describe.each(DIALECTS)('reviews on the product page on %s', (dialect) => {
  const shop: SuiteShop = useHttpShop(dialect);

  const review = (visitor: Visitor, slug: string, fields: Record<string, string>) =>
    visitor.post(`/product/${slug}/`, { rating: '5', comment: 'Lovely, well made.', author: 'Ada', email: 'ada@example.com', comment_post_ID: '0', review_website: '', ...fields });

  it('shows the demo’s real reviews: the count and stars by the title match the approved rows, with their JSON-LD', async () => {
    const { db } = shop.database;
    const rated = await db.selectFrom('products').select(['id', 'slug', 'average_rating', 'rating_count']).where('rating_count', '>', 0).orderBy('id').executeTakeFirstOrThrow();
    const approved = await db.selectFrom('product_reviews').select('rating').where('product_id', '=', rated.id).where('status', '=', 'approved').where('parent_id', 'is', null).execute();
    expect(approved.length).toBe(rated.rating_count);
    const html = await new Visitor(shop).page(`/product/${rated.slug}/`);
    expect(textOf(/<a href="#reviews" class="woocommerce-review-link"[^>]*>([\s\S]*?)<\/a>/.exec(html)?.[1] ?? '')).toBe(`(${rated.rating_count} customer review${rated.rating_count === 1 ? '' : 's'})`);
    expect(html).toContain('id="reviews"');
    expect(reviewsOf(html)).toHaveLength(Math.min(10, approved.length));
    const ld = jsonLdOf(html);
    expect(ld.aggregateRating).toMatchObject({ reviewCount: rated.rating_count });
    expect((ld.review as unknown[]).length).toBe(Math.min(10, approved.length));
    const unrated = await db.selectFrom('products').select('slug').where('rating_count', '=', 0).where('status', '=', 'publish').where('type', '=', 'simple').executeTakeFirstOrThrow();
    const bare = await new Visitor(shop).page(`/product/${unrated.slug}/`);
    expect(bare).not.toContain('woocommerce-review-link');
    expect(jsonLdOf(bare)).not.toHaveProperty('aggregateRating');
    expect(jsonLdOf(bare)).not.toHaveProperty('review');
    expect(bare).toContain('There are no reviews yet.');
  });

  it('takes a review without JavaScript: 303 back with “awaiting approval”, shown once approved', async () => {
    const { db } = shop.database;
    const id = await insertProduct(db, { name: 'Reviewed teapot', slug: 'reviewed-teapot' });
    const visitor = new Visitor(shop);
    const sent = await review(visitor, 'reviewed-teapot', { comment: '<b>Pours</b> without a drip.', author: 'Ada', rating: '4' });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toMatch(/\/product\/reviewed-teapot\/#reviews$/);
    const after = await visitor.page('/product/reviewed-teapot/');
    expect(textOf(/class="woocommerce-message"[^>]*>([^<]*)</.exec(after)?.[1] ?? '')).toBe('Thank you! Your review is awaiting approval.');
    expect(reviewsOf(after)).toEqual([]);
    const row = await db.selectFrom('product_reviews').selectAll().where('product_id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'hold', content: 'Pours without a drip.', rating: 4, locale: 'en' });
    const mail = await db.selectFrom('outbox').select(['to_address', 'subject']).where('kind', '=', 'shop_new_review').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.subject).toContain('Reviewed teapot');
    await setReviewStatus(db, row.id, 'approved');
    await wait(1100);
    const shown = await new Visitor(shop).page('/product/reviewed-teapot/');
    expect(reviewsOf(shown)).toEqual(['Pours without a drip.']);
    expect(shown).toContain('1 review for Reviewed teapot');
  });

  it('shows the form again with each error by its field and the values kept', async () => {
    const { db } = shop.database;
    await insertProduct(db, { name: 'Checked kettle', slug: 'checked-kettle' });
    const refused = await review(new Visitor(shop), 'checked-kettle', { rating: '', comment: 'Keeps tea hot', email: 'not-an-address' });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(errorOf(html, 'rating')).toBe('Please select a rating.');
    expect(errorOf(html, 'email')).toBe('Please enter a valid email address.');
    expect(html).toContain('aria-describedby="email-error"');
    expect(decode(html)).toMatch(/<textarea[^>]*id="comment"[^>]*>Keeps tea hot<\/textarea>/);
  });

  it('follows the owner’s settings: approval off shows a review at once; reviews off hide the panel and refuse posts', async () => {
    const { db } = shop.database;
    await insertProduct(db, { name: 'Open jug', slug: 'open-jug' });
    await saveStoreSettings(db, { ...SETTINGS_DEFAULTS, reviews: { ...SETTINGS_DEFAULTS.reviews, needApproval: false } });
    await wait(1100);
    try {
      const visitor = new Visitor(shop);
      expect((await review(visitor, 'open-jug', { rating: '3' })).status).toBe(303);
      const html = await visitor.page('/product/open-jug/');
      expect(reviewsOf(html)).toEqual(['Lovely, well made.']);
      expect(textOf(/class="woocommerce-message"[^>]*>([^<]*)</.exec(html)?.[1] ?? '')).toBe('Thank you for your review!');
      await saveStoreSettings(db, { ...SETTINGS_DEFAULTS, reviews: { ...SETTINGS_DEFAULTS.reviews, enabled: false } });
      await wait(1100);
      const closed = await new Visitor(shop).page('/product/open-jug/');
      expect(closed).not.toContain('id="reviews"');
      expect((await review(new Visitor(shop), 'open-jug', {})).status).toBe(400);
    } finally {
      await saveStoreSettings(db, SETTINGS_DEFAULTS);
      await wait(1100);
    }
  });

  it('lets the owner moderate in /admin/reviews/: pending first with its count in the navigation, approve, reply, delete', async () => {
    const { db } = shop.database;
    const id = await insertProduct(db, { name: 'Moderated vase', slug: 'moderated-vase' });
    expect((await review(new Visitor(shop), 'moderated-vase', { author: 'Pending Pat', rating: '2' })).status).toBe(303);
    const admin = new Visitor(shop);
    await logInAs(admin, 'admin', TEST_ADMIN_PASSWORD);
    const list = await admin.page('/admin/reviews/');
    const pending = Number(await db.selectFrom('product_reviews').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'hold').executeTakeFirstOrThrow().then((row) => row.n));
    expect(textOf(/href="\/admin\/reviews\/"[^>]*>([\s\S]*?)<\/a>/.exec(list)?.[1] ?? '')).toBe(`Reviews ${pending} pending`);
    // Pending reviews come first.
    expect(/<tbody>[\s\S]*?<strong>([^<]*)<\/strong>/.exec(list)?.[1]).toBe('Pending Pat');
    const row = await db.selectFrom('product_reviews').select('id').where('product_id', '=', id).executeTakeFirstOrThrow();
    const nonce = nonceIn(list);
    expect((await admin.post('/admin/reviews/', { _wpnonce: nonce, id: String(row.id), intent: 'approve' })).status).toBe(303);
    expect(await db.selectFrom('products').select(['average_rating', 'rating_count']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ average_rating: 2, rating_count: 1 });
    expect((await admin.post('/admin/reviews/', { _wpnonce: nonce, id: String(row.id), intent: 'reply', reply: 'Sorry to hear it!' })).status).toBe(303);
    expect((await admin.post('/admin/reviews/', { _wpnonce: 'stale', id: String(row.id), intent: 'delete' })).status).toBe(403);
    await wait(1100);
    const page = await new Visitor(shop).page('/product/moderated-vase/');
    expect(page).toContain('Reply from');
    expect(page).toContain('Sorry to hear it!');
    expect((await admin.post('/admin/reviews/', { _wpnonce: nonce, id: String(row.id), intent: 'delete' })).status).toBe(303);
    expect(await db.selectFrom('product_reviews').select('id').where('product_id', '=', id).execute()).toEqual([]);
    expect(await db.selectFrom('products').select(['average_rating', 'rating_count']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ average_rating: 0, rating_count: 0 });
  });

  it('serves wc/v3/products/reviews in WooCommerce’s shape: create, get, list with filters and paging, update, trash, delete, batch', async () => {
    const { db } = shop.database;
    const id = await insertProduct(db, { name: 'API bowl', slug: 'api-bowl' });
    const owner = await ownerSession(shop);
    const created = await owner.json<Record<string, unknown>>(201, 'POST', '/wc/v3/products/reviews', { product_id: id, review: 'Deep and <em>even</em> glaze.', reviewer: 'Rest Rita', reviewer_email: 'Rita@Example.com', rating: 4 });
    expect(created).toMatchObject({
      product_id: id,
      product_name: 'API bowl',
      product_permalink: expect.stringMatching(/\/product\/api-bowl\/$/),
      status: 'approved',
      reviewer: 'Rest Rita',
      reviewer_email: 'rita@example.com',
      review: '<p>Deep and even glaze.</p>\n',
      rating: 4,
      verified: false,
      reviewer_avatar_urls: { '24': expect.stringContaining('gravatar.com/avatar/'), '48': expect.any(String), '96': expect.any(String) },
    });
    expect(created.date_created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(created.date_created_gmt).toBe(created.date_created);
    const reviewId = created.id as number;
    expect(await owner.json(200, 'GET', `/wc/v3/products/reviews/${reviewId}`)).toMatchObject({ id: reviewId, rating: 4 });
    await owner.json(201, 'POST', '/wc/v3/products/reviews', { product_id: id, review: 'Held one', reviewer: 'Held Hugo', reviewer_email: 'hugo@example.com', rating: 1, status: 'hold' });
    expect(await db.selectFrom('products').select(['average_rating', 'rating_count']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ average_rating: 4, rating_count: 1 });
    const listed = await owner.send('GET', `/wc/v3/products/reviews?product=${id}&per_page=1`);
    expect(listed.status).toBe(200);
    expect(listed.headers.get('x-wp-total')).toBe('1');
    expect(((await listed.json()) as { id: number }[]).map((item) => item.id)).toEqual([reviewId]);
    expect((await owner.json<unknown[]>(200, 'GET', `/wc/v3/products/reviews?product=${id}&status=all`)).length).toBe(2);
    expect((await owner.json<unknown[]>(200, 'GET', `/wc/v3/products/reviews?product=${id}&status=hold&reviewer_email=hugo@example.com`)).length).toBe(1);
    expect(await owner.json(200, 'PUT', `/wc/v3/products/reviews/${reviewId}`, { rating: 2, status: 'approved' })).toMatchObject({ rating: 2 });
    expect(await db.selectFrom('products').select(['average_rating', 'rating_count']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ average_rating: 2, rating_count: 1 });
    expect(await owner.json(400, 'POST', '/wc/v3/products/reviews', { product_id: id, rating: 9 })).toMatchObject({ code: 'rest_invalid_param' });
    expect(await owner.json(404, 'POST', '/wc/v3/products/reviews', { product_id: 999_999, review: 'x', reviewer: 'x', reviewer_email: 'x@example.com' })).toMatchObject({ code: 'woocommerce_rest_product_invalid_id' });
    expect(await owner.json(200, 'DELETE', `/wc/v3/products/reviews/${reviewId}`)).toMatchObject({ id: reviewId, status: 'trash' });
    expect(await owner.json(410, 'DELETE', `/wc/v3/products/reviews/${reviewId}`)).toMatchObject({ code: 'woocommerce_rest_already_trashed' });
    expect(await owner.json(200, 'DELETE', `/wc/v3/products/reviews/${reviewId}?force=true`)).toMatchObject({ deleted: true, previous: { id: reviewId } });
    expect(await owner.json(404, 'GET', `/wc/v3/products/reviews/${reviewId}`)).toMatchObject({ code: 'woocommerce_rest_review_invalid_id' });
    const batch = await owner.json<{ create: { id: number }[]; delete: unknown[] }>(200, 'POST', '/wc/v3/products/reviews/batch', {
      create: [{ product_id: id, review: 'Batch one', reviewer: 'B', reviewer_email: 'b@example.com', rating: 5 }],
      delete: [123_456_789],
    });
    expect(batch.create[0]?.id).toBeGreaterThan(0);
    expect(batch.delete[0]).toMatchObject({ id: 123_456_789, error: { code: 'woocommerce_rest_review_invalid_id' } });
    const customer = await customerSession(shop, 'review-api-customer@example.com');
    expect((await customer.send('GET', '/wc/v3/products/reviews')).status).toBe(403);
  });
});
