import { beforeAll, describe, expect, it } from 'vitest';
import { changeOverScheduledPrices } from '../core/catalog/scheduled-prices.ts';
import { DIALECTS } from './dialects.ts';
import { insertProduct } from './fixtures/shop-data.ts';
import { ownerSession, type RestSession } from './fixtures/rest-client.ts';
import { decode, logInAs, nonceIn, textOf, Visitor } from './fixtures/visitor.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop } from './http-shop.ts';

const PRODUCTS = '/wc/v3/products';
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
/** WooCommerce's REST form of an instant: no zone, no fraction. */
const wc = (ms: number) => iso(ms).slice(0, 19);

interface PricesJson {
  id: number;
  price: string;
  regular_price: string;
  sale_price: string;
  on_sale: boolean;
  date_on_sale_from: string | null;
  date_on_sale_from_gmt: string | null;
  date_on_sale_to: string | null;
  date_on_sale_to_gmt: string | null;
}
interface ErrorJson {
  code: string;
  data: { status: number; params?: Record<string, string> };
}

const errorBy = (html: string, id: string) => textOf(new RegExp(`id="${id}-error"[^>]*>([\\s\\S]*?)</(?:span|p)>`).exec(html)?.[1] ?? '');
/** The product page's JSON-LD offer. */
function offerIn(html: string): Record<string, unknown> {
  const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
  return (JSON.parse(json) as { offers?: Record<string, unknown> }).offers ?? {};
}

describe.each(DIALECTS)('scheduled sales over HTTP on %s', (dialect) => {
  // The page cache is on, as in a real shop: a sale that ends must not stay on a cached page.
  const shop = useHttpShop(dialect, { pageCache: { enabled: true } });
  let owner: RestSession;

  beforeAll(async () => {
    owner = await ownerSession(shop);
  });

  it('writes and reads wc/v3 products’ sale dates in WooCommerce’s formats, price and on_sale following the sale in force', async () => {
    const now = Date.now();
    const created = await owner.json<PricesJson>(201, 'POST', PRODUCTS, {
      name: 'Rest sale lamp',
      regular_price: '20.00',
      sale_price: '15.00',
      date_on_sale_from: wc(now + DAY),
      date_on_sale_to_gmt: wc(now + 2 * DAY),
    });
    expect(created).toMatchObject({
      price: '20.00',
      sale_price: '15.00',
      on_sale: false,
      date_on_sale_from: wc(now + DAY),
      date_on_sale_from_gmt: wc(now + DAY),
      date_on_sale_to: wc(now + 2 * DAY),
      date_on_sale_to_gmt: wc(now + 2 * DAY),
    });
    const started = await owner.json<PricesJson>(200, 'PUT', `${PRODUCTS}/${created.id}`, { date_on_sale_from_gmt: null });
    expect(started).toMatchObject({ price: '15.00', on_sale: true, date_on_sale_from: null, date_on_sale_to: wc(now + 2 * DAY) });
    // A day alone is its whole day.
    const byDay = await owner.json<PricesJson>(200, 'PUT', `${PRODUCTS}/${created.id}`, { date_on_sale_to: '2099-03-01' });
    expect(byDay.date_on_sale_to).toBe('2099-03-01T23:59:59');
    // Removing the sale price removes its dates.
    const cleared = await owner.json<PricesJson>(200, 'PUT', `${PRODUCTS}/${created.id}`, { sale_price: '' });
    expect(cleared).toMatchObject({ price: '20.00', sale_price: '', on_sale: false, date_on_sale_from: null, date_on_sale_to: null });
  });

  it('refuses a wc/v3 schedule it cannot keep with a 400 naming the field and why', async () => {
    const now = Date.now();
    const backwards = await owner.json<ErrorJson>(400, 'POST', PRODUCTS, { name: 'Backwards lamp', regular_price: '20', sale_price: '15', date_on_sale_from: wc(now + DAY), date_on_sale_to: wc(now) });
    expect(backwards).toMatchObject({ code: 'rest_invalid_param', data: { params: { date_on_sale_to: 'The sale must end after it starts.' } } });
    const noSale = await owner.json<ErrorJson>(400, 'POST', PRODUCTS, { name: 'No sale lamp', regular_price: '20', date_on_sale_from: wc(now) });
    expect(noSale.data.params).toEqual({ date_on_sale_from: 'Enter a sale price for the sale to start on this date, or clear the sale dates.' });
    const notADate = await owner.json<ErrorJson>(400, 'POST', PRODUCTS, { name: 'Soon lamp', regular_price: '20', sale_price: '15', date_on_sale_to: 'soon' });
    expect(Object.keys(notADate.data.params ?? {})).toEqual(['date_on_sale_to']);
    const notAString = await owner.json<ErrorJson>(400, 'POST', PRODUCTS, { name: 'Number lamp', regular_price: '20', sale_price: '15', date_on_sale_to: 12 });
    expect(Object.keys(notAString.data.params ?? {})).toEqual(['date_on_sale_to']);
  });

  it('keeps wc/v3 variations’ sale dates, their product’s range from the prices in force', async () => {
    const now = Date.now();
    const product = await owner.json<PricesJson>(201, 'POST', PRODUCTS, { name: 'Rest variable lamp', type: 'variable', attributes: [{ name: 'Size', options: ['Small', 'Large'], variation: true }] });
    const variations = `${PRODUCTS}/${product.id}/variations`;
    const small = await owner.json<PricesJson>(201, 'POST', variations, { regular_price: '30', sale_price: '25', date_on_sale_from_gmt: wc(now + DAY), attributes: [{ name: 'Size', option: 'Small' }] });
    expect(small).toMatchObject({ price: '30.00', on_sale: false, date_on_sale_from: wc(now + DAY), date_on_sale_from_gmt: wc(now + DAY), date_on_sale_to: null });
    const large = await owner.json<PricesJson>(201, 'POST', variations, { regular_price: '50', sale_price: '28', date_on_sale_to: wc(now + DAY), attributes: [{ name: 'Size', option: 'Large' }] });
    expect(large).toMatchObject({ price: '28.00', on_sale: true });
    expect(await owner.json<PricesJson>(200, 'GET', `${PRODUCTS}/${product.id}`)).toMatchObject({ price: '28.00', on_sale: true });
    const refused = await owner.json<ErrorJson>(400, 'PUT', `${variations}/${small.id}`, { date_on_sale_to: wc(now) });
    expect(refused.data.params).toEqual({ date_on_sale_to: 'must be after the start of the sale' });
    const bad = await owner.json<ErrorJson>(400, 'PUT', `${variations}/${small.id}`, { date_on_sale_from: 'next week' });
    expect(Object.keys(bad.data.params ?? {})).toEqual(['date_on_sale_from']);
  });

  it('shows the Store API, the product page and its JSON-LD the sale only while it is in force', async () => {
    const now = Date.now();
    const later = await insertProduct(shop.database.db, { name: 'Page later lamp', regular_price: 2000, sale_price: 1500, price: 2000, date_on_sale_from: iso(now + DAY) });
    await insertProduct(shop.database.db, { name: 'Page current lamp', regular_price: 2000, sale_price: 1500, price: 1500, date_on_sale_to: '2099-01-31T23:59:59.000Z' });
    const store = (await (await shop.request(`/wp-json/wc/store/v1/products/${later}`)).json()) as { on_sale: boolean; prices: { price: string; sale_price: string } };
    expect(store).toMatchObject({ on_sale: false, prices: { price: '2000', sale_price: '2000' } });

    const laterPage = decode(await (await shop.request('/product/page-later-lamp/')).text());
    expect(laterPage).not.toContain('class="onsale"');
    expect(offerIn(laterPage)).toMatchObject({ price: '20.00' });
    expect(offerIn(laterPage)).not.toHaveProperty('priceValidUntil');
    const currentPage = decode(await (await shop.request('/product/page-current-lamp/')).text());
    expect(currentPage).toContain('class="onsale"');
    expect(offerIn(currentPage)).toMatchObject({ price: '15.00', priceValidUntil: '2099-01-31' });
  });

  it('drops a sale that ends from the cached page once the job has changed its price over', async () => {
    const ends = Date.now() + 1500;
    await insertProduct(shop.database.db, { name: 'Ending lamp', regular_price: 2000, sale_price: 1500, price: 1500, date_on_sale_to: iso(ends) });
    const before = await shop.request('/product/ending-lamp/');
    expect(decode(await before.text())).toContain('class="onsale"');
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, ends - Date.now()) + 1100));
    const report = await changeOverScheduledPrices(shop.database.db, new Date(), new Date(ends - 60_000));
    expect(report.changed.length).toBe(1);
    // Every process sees the new content version within a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = decode(await (await shop.request('/product/ending-lamp/')).text());
    expect(after).not.toContain('class="onsale"');
    expect(offerIn(after)).toMatchObject({ price: '20.00' });
  });

  it('sells the demo store’s workshop at its early-booking price, in force from the day the shop was set up for 30 days', async () => {
    const workshop = (await owner.json<PricesJson[]>(200, 'GET', `${PRODUCTS}?search=Pottery`)).find((product) => product.regular_price === '185.00');
    const today = new Date().toISOString().slice(0, 10);
    const last = new Date(Date.parse(`${today}T00:00:00Z`) + 30 * DAY).toISOString().slice(0, 10);
    expect(workshop).toMatchObject({ price: '159.00', on_sale: true, date_on_sale_from: `${today}T00:00:00`, date_on_sale_to: `${last}T23:59:59` });
  });

  it('takes the sale dates in the admin’s product form, and says by the field what is wrong', async () => {
    const admin = new Visitor(shop);
    await logInAs(admin, 'admin', TEST_ADMIN_PASSWORD);
    const editor = decode(await admin.page('/admin/products/new/'));
    expect(editor).toMatch(/<label[^>]*for="product-sale-from"[^>]*>Sale starts/);
    expect(editor).toMatch(/<input[^>]*id="product-sale-from"[^>]*type="datetime-local"|<input[^>]*type="datetime-local"[^>]*id="product-sale-from"/);
    const nonce = nonceIn(editor);
    const fields = (overrides: Record<string, string>) => ({
      _wpnonce: nonce,
      name: 'Admin sale lamp',
      slug: '',
      sku: '',
      regular_price: '20',
      sale_price: '',
      stock: '',
      stock_status: 'instock',
      status: 'publish',
      short_description: '',
      description: '',
      type: 'simple',
      date_on_sale_from: '',
      date_on_sale_to: '',
      ...overrides,
    });
    const refused = await admin.post('/admin/products/new/', fields({ date_on_sale_from: '2099-01-01T09:00' }));
    expect(refused.status).toBe(400);
    const html = decode(await refused.text());
    expect(errorBy(html, 'product-sale-from')).toBe('Enter a sale price for the sale to start on this date, or clear the sale dates.');
    // What was typed stays.
    expect(html).toMatch(/id="product-sale-from"[^>]*value="2099-01-01T09:00"|value="2099-01-01T09:00"[^>]*id="product-sale-from"/);
    const saved = await admin.post('/admin/products/new/', fields({ sale_price: '15', date_on_sale_from: '2099-01-01T09:00', date_on_sale_to: '2099-01-31T23:59:59' }));
    expect(saved.status).toBe(303);
    const row = await shop.database.db.selectFrom('products').select(['price', 'date_on_sale_from', 'date_on_sale_to']).where('name', '=', 'Admin sale lamp').executeTakeFirstOrThrow();
    expect(row).toEqual({ price: 2000, date_on_sale_from: '2099-01-01T09:00:00.000Z', date_on_sale_to: '2099-01-31T23:59:59.000Z' });
  });
});
