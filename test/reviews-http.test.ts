import { describe, expect, it } from 'vitest';
import { saveStoreSettings, SETTINGS_DEFAULTS } from '../core/settings/settings.ts';
import { addReview, setReviewStatus } from '../core/reviews/review-changes.ts';
import { STORE_DEFAULTS } from '../config/defaults.ts';
import { DIALECTS } from './dialects.ts';
import { insertCustomer, insertProduct } from './fixtures/shop-data.ts';
import { customerSession, ownerSession, type RestSession } from './fixtures/rest-client.ts';
import { decode, logInAs, nonceIn, textOf, Visitor } from './fixtures/visitor.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop, type SuiteShop } from './http-shop.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const reviewsOf = (html: string) => [...html.matchAll(/<li class="review comment"[\s\S]*?<div class="description"[^>]*>([\s\S]*?)<\/div>/g)].map(([, text = '']) => textOf(text));
const errorOf = (html: string, field: string) => textOf(new RegExp(`id="${field}-error">([^<]*)<`).exec(html)?.[1] ?? '');
const jsonLdOf = (html: string) => JSON.parse(decode(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}')) as Record<string, unknown>;

/** A review list's ids in order, with its X-WP-Total and X-WP-TotalPages. */
async function listed(owner: RestSession, path: string): Promise<{ ids: number[]; total: number; pages: number }> {
  const response = await owner.send('GET', path);
  const body = (await response.json()) as { id: number }[];
  expect(response.status, `${path}: ${JSON.stringify(body)}`).toBe(200);
  return { ids: body.map((item) => item.id), total: Number(response.headers.get('x-wp-total')), pages: Number(response.headers.get('x-wp-totalpages')) };
}

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

  it('filters wc/v3/products/reviews as WooCommerce does: search, after, before, exclude, reviewer_exclude, offset, orderby, with the totals', async () => {
    const { db } = shop.database;
    const jar = await insertProduct(db, { name: 'Filter jar', slug: 'filter-jar' });
    const lid = await insertProduct(db, { name: 'Filter lid', slug: 'filter-lid' });
    const nora = await insertCustomer(db, { username: 'filter-nora' });
    const omar = await insertCustomer(db, { username: 'filter-omar' });
    const write = async (productId: number, status: 'approved' | 'hold' | 'spam', content: string, authorName: string, authorEmail: string, createdAt: string, userId: number | null = null) =>
      (await addReview(db, { productId, status, content, authorName, authorEmail, createdAt, userId, rating: 4, verified: false }))!.id;
    const r1 = await write(jar, 'approved', 'The glaze is 50% matte.', 'Nora North', 'nora@example.com', '2024-01-10T10:00:00.000Z', nora);
    const r2 = await write(jar, 'approved', 'The lovely_lid fits.', 'Omar', 'omar@example.com', '2024-02-10T10:00:00.000Z', omar);
    const r3 = await write(lid, 'hold', 'Chipped on arrival.', 'Pia', 'pia@example.com', '2024-03-10T10:00:00.000Z');
    const r4 = await write(lid, 'approved', 'A fine lid for a 500 ml jar.', 'Quinn Nora', 'quinn@example.com', '2024-04-10T10:00:00.000Z');
    const r5 = await write(jar, 'spam', 'Buy now, 50% off!', 'Spammer', 'spam@example.com', '2024-05-10T10:00:00.000Z');
    const owner = await ownerSession(shop);
    const mine = `product=${jar},${lid}`;
    const list = (query: string) => listed(owner, `/wc/v3/products/reviews?${mine}&${query}`);

    // Search: the text, the name or the e-mail, any case; % and _ are themselves, not wildcards.
    expect(await list('search=50%25&status=all&order=asc')).toEqual({ ids: [r1, r5], total: 2, pages: 1 });
    expect(await list('search=50%25')).toEqual({ ids: [r1], total: 1, pages: 1 });
    expect(await list('search=_&status=all')).toEqual({ ids: [r2], total: 1, pages: 1 });
    expect(await list('search=NORA&order=asc')).toEqual({ ids: [r1, r4], total: 2, pages: 1 });
    expect(await list('search=OMAR@EXAMPLE')).toEqual({ ids: [r2], total: 1, pages: 1 });
    expect(await list('search=chipped&status=hold')).toEqual({ ids: [r3], total: 1, pages: 1 });
    expect(await list('search=chipped')).toEqual({ ids: [], total: 0, pages: 0 });

    // Dates: both bounds exclusive; a zone is honoured, none is UTC.
    expect(await list('after=2024-02-01&before=2024-04-01&status=all&order=asc')).toEqual({ ids: [r2, r3], total: 2, pages: 1 });
    expect(await list('after=2024-02-01&before=2024-04-01')).toEqual({ ids: [r2], total: 1, pages: 1 });
    expect(await list('before=2024-02-10T10:00:00Z&status=all')).toEqual({ ids: [r1], total: 1, pages: 1 });
    expect(await list(`after=${encodeURIComponent('2024-04-10T11:00:00+02:00')}&status=all&order=asc`)).toEqual({ ids: [r4, r5], total: 2, pages: 1 });

    // Exclusions: by review, and by reviewer (a guest's review has no reviewer, so it stays).
    expect(await list(`exclude=${r1},${r4}&status=all&order=asc`)).toEqual({ ids: [r2, r3, r5], total: 3, pages: 1 });
    expect(await list(`exclude[]=${r2}&exclude[]=${r3}`)).toEqual({ ids: [r4, r1], total: 2, pages: 1 });
    expect(await list(`reviewer_exclude=${nora}&status=all&order=asc`)).toEqual({ ids: [r2, r3, r4, r5], total: 4, pages: 1 });
    expect(await list(`reviewer_exclude=${nora},${omar}`)).toEqual({ ids: [r4], total: 1, pages: 1 });
    expect(await list(`reviewer=${nora}`)).toEqual({ ids: [r1], total: 1, pages: 1 });

    // Offset: rows skipped instead of the page's; the totals still count every match.
    expect(await list('status=all&order=asc&per_page=2&offset=1')).toEqual({ ids: [r2, r3], total: 5, pages: 3 });
    expect(await list('status=all&order=asc&per_page=2&offset=1&page=3')).toEqual({ ids: [r2, r3], total: 5, pages: 3 });
    expect(await list('status=all&order=asc&per_page=2&offset=0&page=3')).toEqual({ ids: [r5], total: 5, pages: 3 });
    expect(await list('order=asc&per_page=2&offset=2')).toEqual({ ids: [r4], total: 3, pages: 2 });

    // Orders: by date (date_gmt the same), id, product (then id), and the order `include` lists.
    expect(await list('status=all&orderby=date_gmt&order=asc')).toEqual({ ids: [r1, r2, r3, r4, r5], total: 5, pages: 1 });
    expect(await list('status=all&orderby=id&order=desc')).toEqual({ ids: [r5, r4, r3, r2, r1], total: 5, pages: 1 });
    expect(await list('status=all&orderby=product&order=asc')).toEqual({ ids: [r1, r2, r5, r3, r4], total: 5, pages: 1 });
    expect(await list(`status=all&orderby=include&include=${r4},${r1},${r3}&order=desc`)).toEqual({ ids: [r4, r1, r3], total: 3, pages: 1 });

    // Filters together, with the status: the totals count what all of them let through.
    expect(await list(`status=approved&search=nora&after=2024-01-31&exclude=${r2}&per_page=1`)).toEqual({ ids: [r4], total: 1, pages: 1 });
    expect(await list(`status=all&reviewer_exclude=${omar}&before=2024-05-01&exclude=${r1}&order=asc`)).toEqual({ ids: [r3, r4], total: 2, pages: 1 });

    // Bad values: 400 with the parameter named.
    for (const [query, param] of [
      ['after=yesterday', 'after'],
      ['before=2024-02-30', 'before'],
      ['after=2024-13-01T00:00:00', 'after'],
      ['exclude=one,two', 'exclude'],
      ['reviewer_exclude=-3', 'reviewer_exclude'],
      ['offset=-1', 'offset'],
      ['offset=1.5', 'offset'],
      ['orderby=rating', 'orderby'],
      ['order=up', 'order'],
      [`search=${'x'.repeat(201)}`, 'search'],
    ] as const) {
      const refused = await owner.json<{ code: string; data: { params: Record<string, string> } }>(400, 'GET', `/wc/v3/products/reviews?${query}`);
      expect(refused.code, query).toBe('rest_invalid_param');
      expect(Object.keys(refused.data.params), query).toEqual([param]);
    }
  });

  it('tells the owner of a review created held through wc/v3 (one at a time and in a batch), and not of one created approved', async () => {
    const { db } = shop.database;
    const id = await insertProduct(db, { name: 'Mailed mug', slug: 'mailed-mug' });
    const owner = await ownerSession(shop);
    const mails = () => db.selectFrom('outbox').select(['to_address', 'subject', 'text']).where('kind', '=', 'shop_new_review').where('subject', 'like', '%Mailed mug%').orderBy('id').execute();
    await owner.json(201, 'POST', '/wc/v3/products/reviews', { product_id: id, review: 'Approved by the owner.', reviewer: 'Owner Olga', reviewer_email: 'olga@example.com', rating: 5 });
    await owner.json(200, 'POST', '/wc/v3/products/reviews/batch', { create: [{ product_id: id, review: 'Also approved.', reviewer: 'Owner Olga', reviewer_email: 'olga@example.com', status: 'approved' }] });
    expect(await mails()).toEqual([]);
    const held = await owner.json<{ id: number; status: string }>(201, 'POST', '/wc/v3/products/reviews', { product_id: id, review: 'Handle is too small.', reviewer: 'Held Hana', reviewer_email: 'hana@example.com', rating: 2, status: 'hold' });
    expect(held.status).toBe('hold');
    await owner.json(200, 'POST', '/wc/v3/products/reviews/batch', { create: [{ product_id: id, review: 'Waiting in a batch.', reviewer: 'Batch Ben', reviewer_email: 'ben@example.com', status: 'hold' }] });
    const sent = await mails();
    expect(sent).toHaveLength(2);
    expect(sent.map((mail) => mail.to_address)).toEqual([STORE_DEFAULTS.email, STORE_DEFAULTS.email]);
    expect(sent[0]?.subject).toContain('Please moderate');
    expect(sent[0]?.text).toContain('Author: Held Hana (hana@example.com)');
    expect(sent[0]?.text).toContain('Rating: 2 out of 5');
    expect(sent[0]?.text).toContain('Handle is too small.');
    expect(sent[0]?.text).toMatch(/\/admin\/reviews\/$/);
    expect(sent[1]?.text).toContain('Author: Batch Ben (ben@example.com)');
    // Approving a held review later tells no one either.
    await owner.json(200, 'PUT', `/wc/v3/products/reviews/${held.id}`, { status: 'approved' });
    expect(await mails()).toHaveLength(2);
  });
});
