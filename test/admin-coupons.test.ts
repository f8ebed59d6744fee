import { beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../core/accounts/register.ts';
import { DIALECTS } from './dialects.ts';
import { insertCoupon } from './fixtures/coupons.ts';
import { insertOrder } from './fixtures/shop-data.ts';
import { decode, logInAs, nonceIn, textOf, Visitor } from './fixtures/visitor.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop, type SuiteShop } from './http-shop.ts';

const LIST = '/admin/coupons/';

/** The message shown under a field (by the input's id). */
const errorBy = (html: string, id: string) => textOf(new RegExp(`id="${id}-error"[^>]*>([\\s\\S]*?)</(?:span|p)>`).exec(html)?.[1] ?? '');
/** An input of the form (by its id), as written. */
const inputOf = (html: string, id: string) => new RegExp(`<(?:input|select|textarea)[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? '';
/** A text box's value (by its id). */
const valueOf = (html: string, id: string) => decode(/ value="([^"]*)"/.exec(inputOf(html, id))?.[1] ?? '');
/** The list's rows: each as its cells' texts (code first). */
const listRows = (html: string) =>
  [...html.matchAll(/<tr>(<th scope="row">[\s\S]*?)<\/tr>/g)].map(([, row = '']) => [...row.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map(([, cell = '']) => textOf(cell)));

describe.each(DIALECTS)('coupons in the admin on %s', (dialect) => {
  const shop: SuiteShop = useHttpShop(dialect);
  const admin = new Visitor(shop);
  let nonce = '';

  const couponRow = (code: string) => shop.database.db.selectFrom('coupons').selectAll().where('code', '=', code).executeTakeFirst();
  const countCoupons = async () => (await shop.database.db.selectFrom('coupons').select('id').execute()).length;
  /** Every field of the form, as a browser sends it with nothing ticked. */
  const fields = (overrides: Record<string, string> = {}): Record<string, string> => ({
    _wpnonce: nonce,
    code: 'SPRING',
    description: '',
    discount_type: 'percent',
    amount: '12.5',
    date_expires: '',
    minimum_amount: '',
    maximum_amount: '',
    product_ids: '',
    excluded_product_ids: '',
    email_restrictions: '',
    usage_limit: '',
    limit_usage_to_x_items: '',
    usage_limit_per_user: '',
    status: 'publish',
    ...overrides,
  });
  /** Posts the form with repeated fields (ticked categories). */
  const postPairs = (path: string, pairs: [string, string][]) =>
    admin.request(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(pairs).toString() });
  const idFrom = (response: Response) => Number(/^\/admin\/coupons\/(\d+)\/$/.exec(response.headers.get('location') ?? '')?.[1]);

  beforeAll(async () => {
    await logInAs(admin, 'admin', TEST_ADMIN_PASSWORD);
    nonce = nonceIn(await admin.page(LIST));
    expect(nonce).not.toBe('');
  });

  it('sends a signed-out visitor to the login page, refuses customers and forms without the session’s nonce', async () => {
    const before = await countCoupons();
    const signedOut = await shop.request(LIST);
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get('location')).toBe(`/my-account/?redirect_to=${encodeURIComponent(LIST)}`);

    expect((await registerCustomer(shop.database.db, { email: 'coupon-customer@example.com', password: 'a-long-enough-password' })).ok).toBe(true);
    const customer = new Visitor(shop);
    await logInAs(customer, 'coupon-customer@example.com', 'a-long-enough-password');
    expect((await customer.request(LIST)).status).toBe(403);
    expect((await customer.request('/admin/coupons/new/')).status).toBe(403);
    const ownNonce = nonceIn(await customer.page('/my-account/'));
    expect((await customer.post('/admin/coupons/new/', fields({ _wpnonce: ownNonce, code: 'sneaky' }))).status).toBe(403);

    expect((await admin.post('/admin/coupons/new/', fields({ _wpnonce: 'stale', code: 'stale' }))).status).toBe(403);
    expect(await countCoupons()).toBe(before);
  });

  it('says there are no coupons yet, with the way to add one, linked from the admin navigation', async () => {
    // The demo shop comes with coupons: without them, the shop has none.
    await shop.database.db.deleteFrom('coupons').execute();
    const html = decode(await admin.page(LIST));
    expect(html).toContain('<h1>Coupons</h1>');
    expect(html).toContain('<p class="woocommerce-info">There are no coupons yet. Add one to offer customers a discount with a code.</p>');
    expect(html).not.toContain('<table');
    expect(html).toMatch(/<a[^>]*href="\/admin\/coupons\/new\/"[^>]*>Add coupon<\/a>/);
    expect(html).toMatch(/<nav aria-label="Admin"[\s\S]*<a[^>]*href="\/admin\/coupons\/"[^>]*>Coupons<\/a>/);
    expect(html).toContain('<title>Coupons · Shop admin</title>');
  });

  it('offers one form in WooCommerce’s three groups, every field labelled and its hint tied to it', async () => {
    const html = decode(await admin.page('/admin/coupons/new/'));
    expect(html).toContain('<h1>Add coupon</h1>');
    for (const legend of ['General', 'Usage restriction', 'Usage limits', 'Product categories', 'Exclude categories']) expect(html).toContain(`<legend>${legend}</legend>`);
    const labelled: [id: string, label: string][] = [
      ['coupon-code', 'Coupon code'],
      ['coupon-description', 'Description'],
      ['coupon-discount-type', 'Discount type'],
      ['coupon-amount', 'Coupon amount'],
      ['coupon-free-shipping', 'Allow free shipping'],
      ['coupon-expires', 'Coupon expiry date'],
      ['coupon-minimum', 'Minimum spend'],
      ['coupon-maximum', 'Maximum spend'],
      ['coupon-individual-use', 'Individual use only'],
      ['coupon-exclude-sale', 'Exclude sale items'],
      ['coupon-products', 'Products'],
      ['coupon-excluded-products', 'Exclude products'],
      ['coupon-emails', 'Allowed e-mails'],
      ['coupon-usage-limit', 'Usage limit per coupon'],
      ['coupon-limit-items', 'Limit usage to X items'],
      ['coupon-usage-limit-user', 'Usage limit per user'],
      ['coupon-status', 'Status'],
    ];
    for (const [id, label] of labelled) {
      expect(html, id).toMatch(new RegExp(`<label for="${id}">${label}(<span|</label>)`));
      if (id !== 'coupon-discount-type') expect(inputOf(html, id), id).toContain(`aria-describedby="${id}-hint"`);
    }
    // Amounts are typed as the shop's currency writes them.
    expect(textOf(/id="coupon-minimum-hint"[^>]*>([\s\S]*?)<\/span>/.exec(html)?.[1] ?? '')).toContain('as an amount in USD such as 19.99.');
    // A new coupon starts as WooCommerce's do: a fixed cart discount.
    expect(html).toContain('<option value="percent">Percentage discount</option>');
    expect(html).toContain('<option value="fixed_cart" selected="">Fixed cart discount</option>');
    expect(html).toContain('<option value="fixed_product">Fixed product discount</option>');
    // The shop's categories to tick.
    const category = await shop.database.db.selectFrom('categories').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
    expect(html).toContain(`<input id="coupon-product-categories-${category.id}" type="checkbox" name="product_categories" value="${category.id}"/>`);
    expect(html).not.toContain('Delete coupon');
    expect(html).not.toContain('Used so far');
  });

  it('creates a percentage and a fixed cart coupon through the form and lists them', async () => {
    const percent = await admin.post('/admin/coupons/new/', fields({ code: ' Spring ', amount: '12.5', description: 'Spring sale' }));
    expect(percent.status).toBe(303);
    const springId = idFrom(percent);
    expect(springId).toBeGreaterThan(0);
    const created = decode(await admin.page(`/admin/coupons/${springId}/`));
    expect(created).toContain('Coupon created.');
    expect(created).toContain('<h1>Edit coupon “spring”</h1>');
    expect(valueOf(created, 'coupon-amount')).toBe('12.5');
    expect(created).toContain('Used so far: 0 times.');
    expect(await couponRow('spring')).toMatchObject({ id: springId, discount_type: 'percent', amount: 1250, description: 'Spring sale', status: 'publish', expires_at: null });

    const category = await shop.database.db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow();
    const fixed = await postPairs('/admin/coupons/new/', [
      ...Object.entries(fields({ code: 'TENOFF', discount_type: 'fixed_cart', amount: '10.00', usage_limit: '10', date_expires: '2030-01-15', minimum_amount: '50', email_restrictions: 'ann@example.com\n*@example.org', free_shipping: 'yes' })),
      ['product_categories', String(category.id)],
    ]);
    expect(fixed.status).toBe(303);
    const tenOff = await couponRow('tenoff');
    expect(tenOff).toMatchObject({
      discount_type: 'fixed_cart',
      amount: 1000,
      usage_limit: 10,
      expires_at: '2030-01-15T00:00:00.000Z',
      minimum_amount: 5000,
      free_shipping: 1,
      product_categories: JSON.stringify([category.id]),
      email_restrictions: JSON.stringify(['ann@example.com', '*@example.org']),
    });
    expect(Number(tenOff?.minimum_amount)).toBe(5000);

    const list = decode(await admin.page(LIST));
    expect(list).toContain('2 coupons.');
    // Newest first.
    expect(listRows(list)).toEqual([
      ['tenoff', 'Fixed cart discount', '$10.00', '–', '0 / 10Used 0 of 10 times', 'January 15, 2030'],
      ['spring', 'Percentage discount', '12.5%', 'Spring sale', '0 / ∞Used 0 times, no limit', 'Never'],
    ]);
    expect(list).toMatch(new RegExp(`<a[^>]*href="/admin/coupons/${springId}/"[^>]*>spring</a>`));
    expect(list).toContain('<time dateTime="2030-01-15T00:00:00.000Z">January 15, 2030</time>');
    // By code, on asking.
    expect(listRows(decode(await admin.page(`${LIST}?orderby=code&order=asc`))).map(([code]) => code)).toEqual(['spring', 'tenoff']);

    const form = decode(await admin.page(`/admin/coupons/${tenOff?.id}/`));
    expect(valueOf(form, 'coupon-amount')).toBe('10.00');
    expect(valueOf(form, 'coupon-minimum')).toBe('50.00');
    expect(valueOf(form, 'coupon-expires')).toBe('2030-01-15');
    expect(inputOf(form, 'coupon-free-shipping')).toContain('checked=""');
    expect(inputOf(form, `coupon-product-categories-${category.id}`)).toContain('checked=""');
    expect(inputOf(form, `coupon-excluded-product-categories-${category.id}`)).not.toContain('checked');
    expect(form).toMatch(/<textarea[^>]*id="coupon-emails"[^>]*>\s*ann@example.com\n\*@example.org<\/textarea>/);
  });

  it('searches coupons by code', async () => {
    const found = decode(await admin.page(`${LIST}?s=SPR`));
    expect(listRows(found).map(([code]) => code)).toEqual(['spring']);
    expect(found).toContain('1 coupon matches “SPR”.');
    const none = decode(await admin.page(`${LIST}?s=nothing-like-it`));
    expect(none).toContain('<p class="woocommerce-info">No coupons found.</p>');
  });

  it('names each mistake by its field, shows the form again as typed with a 400, and saves nothing', async () => {
    const before = await countCoupons();
    const category = await shop.database.db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow();
    const badAmount = await postPairs('/admin/coupons/new/', [
      ...Object.entries(fields({ code: 'summer', discount_type: 'fixed_cart', amount: 'ten', description: 'Summer <b>sale</b>', usage_limit: '5', individual_use: 'yes', email_restrictions: 'bob@example.com' })),
      ['excluded_product_categories', String(category.id)],
    ]);
    expect(badAmount.status).toBe(400);
    const html = decode(await badAmount.text());
    expect(html).toContain('<div class="woocommerce-error" role="alert">Please correct the fields marked below.</div>');
    expect(errorBy(html, 'coupon-amount')).toBe('Enter the coupon amount as an amount such as 19.99.');
    expect(inputOf(html, 'coupon-amount')).toContain('aria-invalid="true"');
    expect(inputOf(html, 'coupon-amount')).toContain('aria-describedby="coupon-amount-hint coupon-amount-error"');
    expect(valueOf(html, 'coupon-amount')).toBe('ten');
    expect(valueOf(html, 'coupon-code')).toBe('summer');
    expect(valueOf(html, 'coupon-usage-limit')).toBe('5');
    expect(html).toContain('Summer &lt;b&gt;sale&lt;/b&gt;</textarea>');
    expect(html).toContain('<option value="fixed_cart" selected="">Fixed cart discount</option>');
    expect(inputOf(html, 'coupon-individual-use')).toContain('checked=""');
    expect(inputOf(html, `coupon-excluded-product-categories-${category.id}`)).toContain('checked=""');
    expect(html).toMatch(/<textarea[^>]*id="coupon-emails"[^>]*>\s*bob@example.com<\/textarea>/);

    const tooMuch = decode(await (await admin.post('/admin/coupons/new/', fields({ code: 'summer', amount: '150' }))).text());
    expect(errorBy(tooMuch, 'coupon-amount')).toBe('Enter the percentage as a number from 0 to 100, such as 10 or 12.5.');

    const noCode = await admin.post('/admin/coupons/new/', fields({ code: '  ', amount: '5', usage_limit: 'lots', minimum_amount: '1.234' }));
    expect(noCode.status).toBe(400);
    const noCodeHtml = decode(await noCode.text());
    expect(errorBy(noCodeHtml, 'coupon-code')).toBe('Coupon code is required.');
    expect(inputOf(noCodeHtml, 'coupon-code')).toContain('aria-invalid="true"');
    expect(errorBy(noCodeHtml, 'coupon-usage-limit')).toBe('Usage limit per coupon must be a whole number.');
    expect(errorBy(noCodeHtml, 'coupon-minimum')).toBe('Enter the minimum spend as an amount such as 19.99.');
    expect(valueOf(noCodeHtml, 'coupon-usage-limit')).toBe('lots');
    expect(valueOf(noCodeHtml, 'coupon-amount')).toBe('5');

    // Codes are one whatever their case.
    const taken = await admin.post('/admin/coupons/new/', fields({ code: 'SPRING', amount: '20', description: 'Again' }));
    expect(taken.status).toBe(400);
    const takenHtml = decode(await taken.text());
    expect(errorBy(takenHtml, 'coupon-code')).toBe('A coupon with the code “spring” already exists.');
    expect(valueOf(takenHtml, 'coupon-code')).toBe('SPRING');
    expect(valueOf(takenHtml, 'coupon-amount')).toBe('20');
    expect(takenHtml).toContain('>Again</textarea>');

    expect(await countCoupons()).toBe(before);
  });

  it('edits a coupon, keeping its uses, and refuses another coupon’s code', async () => {
    const spring = await couponRow('spring');
    expect(spring).toBeDefined();
    const id = spring?.id ?? 0;
    await shop.database.db.updateTable('coupons').set({ usage_count: 3 }).where('id', '=', id).execute();
    expect(decode(await admin.page(`/admin/coupons/${id}/`))).toContain('Used so far: 3 times.');

    const taken = await admin.post(`/admin/coupons/${id}/`, fields({ code: 'tenoff', amount: '15' }));
    expect(taken.status).toBe(400);
    expect(errorBy(decode(await taken.text()), 'coupon-code')).toBe('A coupon with the code “tenoff” already exists.');

    const updated = await admin.post(`/admin/coupons/${id}/`, fields({ code: 'spring', discount_type: 'fixed_product', amount: '2.50', status: 'draft', usage_limit: '100', description: 'Spring sale, per item' }));
    expect(updated.status).toBe(303);
    expect(updated.headers.get('location')).toBe(`/admin/coupons/${id}/`);
    expect(await couponRow('spring')).toMatchObject({ id, discount_type: 'fixed_product', amount: 250, status: 'draft', usage_limit: 100, usage_count: 3 });
    const page = decode(await admin.page(`/admin/coupons/${id}/`));
    expect(page).toContain('Coupon updated.');
    expect(page).toContain('<option value="draft" selected="">Draft</option>');

    const row = listRows(decode(await admin.page(`${LIST}?s=spring`)))[0];
    expect(row).toEqual(['spring Draft', 'Fixed product discount', '$2.50', 'Spring sale, per item', '3 / 100Used 3 of 100 times', 'Never']);
    expect(decode(await admin.page(`${LIST}?s=spring`))).toContain('<mark class="status-badge status-draft">Draft</mark>');
  });

  it('keeps the time of an expiry set elsewhere while its day is kept, and shows it', async () => {
    const id = await insertCoupon(shop.database.db, { code: 'lunch', discount_type: 'percent', amount: '5', date_expires: '2031-03-04T15:30:00Z' });
    const form = decode(await admin.page(`/admin/coupons/${id}/`));
    expect(valueOf(form, 'coupon-expires')).toBe('2031-03-04');
    expect(form).toContain('Saved now: it stops at 2031-03-04 15:30 UTC');
    expect(listRows(decode(await admin.page(`${LIST}?s=lunch`)))[0]?.[5]).toBe('March 4, 2031 at 3:30 PM');

    expect((await admin.post(`/admin/coupons/${id}/`, fields({ code: 'lunch', amount: '6', date_expires: '2031-03-04' }))).status).toBe(303);
    expect((await couponRow('lunch'))?.expires_at).toBe('2031-03-04T15:30:00.000Z');
    expect((await admin.post(`/admin/coupons/${id}/`, fields({ code: 'lunch', amount: '6', date_expires: '2031-03-05' }))).status).toBe(303);
    expect((await couponRow('lunch'))?.expires_at).toBe('2031-03-05T00:00:00.000Z');
  });

  it('deletes a coupon from its page; the orders that used it keep their coupon lines', async () => {
    const lunch = await couponRow('lunch');
    const id = lunch?.id ?? 0;
    const orderId = await insertOrder(shop.database.db, { email: 'eve@example.com' });
    await shop.database.db.insertInto('order_coupon_lines').values({ order_id: orderId, coupon_id: id, code: 'lunch', discount: 150, customer_id: null, email: 'eve@example.com' }).execute();

    const page = decode(await admin.page(`/admin/coupons/${id}/`));
    const button = /<button[^>]*>Delete coupon<\/button>/.exec(page)?.[0] ?? '';
    expect(button).toContain('name="intent"');
    expect(button).toContain('value="delete"');
    expect((await admin.post(`/admin/coupons/${id}/`, { _wpnonce: 'stale', intent: 'delete' })).status).toBe(403);
    expect(await couponRow('lunch')).toBeDefined();

    const deleted = await admin.post(`/admin/coupons/${id}/`, { _wpnonce: nonce, intent: 'delete' });
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get('location')).toBe(LIST);
    expect(await couponRow('lunch')).toBeUndefined();
    const list = decode(await admin.page(LIST));
    expect(list).toContain('Coupon “lunch” was deleted.');
    expect(listRows(list).map(([code]) => code)).not.toContain('lunch');
    expect(await shop.database.db.selectFrom('order_coupon_lines').select(['code', 'discount', 'coupon_id']).where('order_id', '=', orderId).execute()).toEqual([{ code: 'lunch', discount: 150, coupon_id: null }]);

    expect((await admin.request(`/admin/coupons/${id}/`)).status).toBe(404);
    expect((await admin.post(`/admin/coupons/${id}/`, { _wpnonce: nonce, intent: 'delete' })).status).toBe(404);
    expect((await admin.request('/admin/coupons/abc/')).status).toBe(404);
  });

  it('pages the list as the other lists do', async () => {
    for (let index = 0; index < 20; index++) await insertCoupon(shop.database.db, { code: `bulk-${String(index).padStart(2, '0')}`, discount_type: 'fixed_cart', amount: '1' });
    const total = await countCoupons();
    expect(total).toBeGreaterThan(20);
    const first = decode(await admin.page(LIST));
    expect(first).toContain(`${total} coupons.`);
    expect(listRows(first)).toHaveLength(20);
    expect(first).toContain('<a class="pagination__next" rel="next" href="/admin/coupons/?page=2"');
    const second = decode(await admin.page(`${LIST}?page=2`));
    expect(listRows(second)).toHaveLength(total - 20);
    expect(listRows(second).map(([code]) => code)).toContain('tenoff');
  });
});
