import { beforeAll, describe, expect, it } from 'vitest';
import { parseRate } from '../core/tax/tax-rate.ts';
import { defaultTaxSettings, saveTaxSettings, type TaxSettings } from '../core/tax/tax-settings.ts';
import { createTaxRate, type TaxRateFields } from '../core/tax/tax-store.ts';
import { DIALECTS } from './dialects.ts';
import { checkoutFields } from './fixtures/checkout.ts';
import { ownerSession } from './fixtures/rest-client.ts';
import { insertProduct } from './fixtures/shop-data.ts';
import { decode, nonceIn, textOf, Visitor } from './fixtures/visitor.ts';
import { useHttpShop, type SuiteShop } from './http-shop.ts';

const STORE = '/wp-json/wc/store/v1';

const totalOf = (html: string) => textOf(/<tr class="order-total">[\s\S]*?<td>([\s\S]*?)<\/td>/.exec(decode(html))?.[1] ?? '');
/** The tax rows before the total: label and amount. */
const taxRowsOf = (html: string) => [...decode(html).matchAll(/<tr class="tax-rate tax-rate-[^"]*"><th scope="row">([^<]*)<\/th><td>([\s\S]*?)<\/td><\/tr>/g)].map(([, label = '', amount = '']) => [label, textOf(amount)]);

const rate = (fields: Partial<TaxRateFields> & { country: string; percent: string; name: string }): TaxRateFields => {
  const { percent, ...rest } = fields;
  return { state: '', postcodes: [], cities: [], rate: parseRate(percent) ?? 0, priority: 1, compound: false, shipping: true, order: 0, taxClass: '', ...rest };
};

/** The shop reads its tax settings again within a second of an edit. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1100));

async function shopper(shop: SuiteShop, lines: [number, number][], address?: Record<string, string>) {
  const visitor = new Visitor(shop);
  for (const [id, quantity] of lines) expect((await visitor.request(`/?add-to-cart=${id}&quantity=${quantity}`)).status).toBe(303);
  const nonce = nonceIn(decode(await visitor.page('/cart/')));
  if (address) {
    const fields = Object.fromEntries(Object.entries(address).map(([part, value]) => [`calc_shipping_${part}`, value]));
    expect((await visitor.post('/cart/', { _wpnonce: nonce, calc_shipping: '1', ...fields })).status).toBe(303);
  }
  return { visitor, nonce };
}

describe.each(DIALECTS)('taxes on %s', (dialect) => {
  const shop = useHttpShop(dialect);
  let mug: number;
  let book: number;
  const settings = (changes: Partial<TaxSettings>) =>
    saveTaxSettings(shop.database.db, { ...defaultTaxSettings('DE'), enabled: true, base: { country: 'DE', state: '', postcode: '10115', city: 'Berlin' }, ...changes });

  beforeAll(async () => {
    const db = shop.database.db;
    // One zone for all: zone 0's 5.00 flat rate (free from 75.00); the rates here, not the demo store's.
    await db.deleteFrom('shipping_zones').where('id', '!=', 0).execute();
    await db.deleteFrom('tax_rates').execute();
    mug = await insertProduct(db, { name: 'Taxed mug', price: 1800, stock: 500 });
    book = await insertProduct(db, { name: 'Taxed book', price: 1000, stock: 500, tax_class: 'reduced-rate' });
    await createTaxRate(db, rate({ country: 'DE', percent: '19', name: 'MwSt.', order: 1 }));
    await createTaxRate(db, rate({ country: 'DE', percent: '7', name: 'MwSt. 7 %', order: 2, taxClass: 'reduced-rate' }));
    await createTaxRate(db, rate({ country: 'FR', percent: '20', name: 'TVA', order: 3 }));
    await createTaxRate(db, rate({ country: 'US', state: 'CA', percent: '7.25', name: 'CA State Tax', order: 4, shipping: false }));
    await settings({});
    await settle();
  });

  it('charges each line its class’s rate and the shipping the standard one, shown by rate before the total, and the order keeps it all', async () => {
    const { visitor, nonce } = await shopper(shop, [[mug, 1], [book, 1]], { country: 'DE', state: '', city: 'Berlin', postcode: '10115' });
    const html = await visitor.page('/cart/');
    // 18.00 × 19 % = 3.42, 10.00 × 7 % = 0.70, 5.00 shipping × 19 % = 0.95 (the cart has standard items).
    expect(taxRowsOf(html)).toEqual([
      ['MwSt.', '$4.37'],
      ['MwSt. 7 %', '$0.70'],
    ]);
    expect(totalOf(html)).toBe('$38.07');

    const placed = await visitor.post('/checkout/', { ...checkoutFields(nonce, {}), billing_country: 'DE', billing_postcode: '10115', billing_city: 'Berlin', billing_email: 'taxed@example.com' });
    expect(placed.status).toBe(303);
    const db = shop.database.db;
    const order = await db.selectFrom('orders').select(['id', 'subtotal', 'shipping_total', 'shipping_tax', 'tax_total', 'discount_tax', 'prices_include_tax', 'total']).where('billing_email', '=', 'taxed@example.com').executeTakeFirstOrThrow();
    expect(order).toMatchObject({ subtotal: 2800, shipping_total: 500, shipping_tax: 95, tax_total: 507, discount_tax: 0, prices_include_tax: 0, total: 3807 });
    const lines = await db.selectFrom('order_lines').select(['name', 'subtotal', 'total', 'subtotal_tax', 'total_tax', 'tax_class']).where('order_id', '=', order.id).orderBy('id').execute();
    expect(lines).toEqual([
      { name: 'Taxed mug', subtotal: 1800, total: 1800, subtotal_tax: 342, total_tax: 342, tax_class: '' },
      { name: 'Taxed book', subtotal: 1000, total: 1000, subtotal_tax: 70, total_tax: 70, tax_class: 'reduced-rate' },
    ]);
    const taxLines = await db.selectFrom('order_tax_lines').select(['rate_code', 'label', 'rate', 'tax_total', 'shipping_tax_total']).where('order_id', '=', order.id).orderBy('id').execute();
    expect(taxLines).toEqual([
      { rate_code: 'DE-MWST.-1', label: 'MwSt.', rate: 190000, tax_total: 342, shipping_tax_total: 95 },
      { rate_code: 'DE-MWST. 7 %-1', label: 'MwSt. 7 %', rate: 70000, tax_total: 70, shipping_tax_total: 0 },
    ]);

    // The order page, the customer's e-mail and My account's view show the tax by rate before the total.
    const received = textOf(await visitor.page(placed.headers.get('location') ?? ''));
    expect(received).toContain('Shipping:$5.00 via Flat rateMwSt.$4.37MwSt. 7 %$0.70');
    expect(received).toContain('Total: $38.07');
    const mail = await db.selectFrom('outbox').select('text').where('to_address', '=', 'taxed@example.com').executeTakeFirstOrThrow();
    expect(mail.text).toMatch(/MwSt\.:?\s+\$4\.37/);
    expect(mail.text).toMatch(/MwSt\. 7 %:?\s+\$0\.70/);

    const owner = await ownerSession(shop);
    const json = await owner.json<{ total: string; total_tax: string; cart_tax: string; shipping_tax: string; prices_include_tax: boolean; tax_lines: unknown[]; line_items: { taxes: unknown[]; total_tax: string }[]; shipping_lines: { total_tax: string; taxes: unknown[] }[] }>(200, 'GET', `/wc/v3/orders/${order.id}`);
    expect(json).toMatchObject({ total: '38.07', total_tax: '5.07', cart_tax: '4.12', shipping_tax: '0.95', prices_include_tax: false });
    expect(json.tax_lines).toEqual([
      { id: expect.any(Number), rate_code: 'DE-MWST.-1', rate_id: expect.any(Number), label: 'MwSt.', compound: false, tax_total: '3.42', shipping_tax_total: '0.95', rate_percent: 19, meta_data: [] },
      { id: expect.any(Number), rate_code: 'DE-MWST. 7 %-1', rate_id: expect.any(Number), label: 'MwSt. 7 %', compound: false, tax_total: '0.70', shipping_tax_total: '0.00', rate_percent: 7, meta_data: [] },
    ]);
    expect(json.line_items[0]).toMatchObject({ total_tax: '3.42', taxes: [{ id: expect.any(Number), total: '3.42', subtotal: '3.42' }] });
    expect(json.shipping_lines[0]).toMatchObject({ total_tax: '0.95', taxes: [{ id: expect.any(Number), total: '0.95', subtotal: '' }] });
  });

  it('charges none where no rate matches, and a state’s tax without the shipping where the rate says so (Store API)', async () => {
    const visitor = new Visitor(shop);
    const nonce = (await visitor.request(`${STORE}/cart`)).headers.get('nonce') ?? '';
    const post = (route: string, body: unknown) => visitor.request(`${STORE}/cart/${route}`, { method: 'POST', headers: { 'content-type': 'application/json', nonce }, body: JSON.stringify(body) });
    expect((await post('add-item', { id: mug, quantity: 1 })).status).toBe(201);
    type Totals = { total_items: string; total_items_tax: string; total_shipping: string; total_shipping_tax: string; total_tax: string; total_price: string; tax_lines: unknown[] };
    const london = (await (await post('update-customer', { shipping_address: { country: 'GB', postcode: 'SW1A 1AA', city: 'London' } })).json()) as { totals: Totals };
    expect(london.totals).toMatchObject({ total_items: '1800', total_tax: '0', total_price: '2300', tax_lines: [] });
    const oakland = (await (await post('update-customer', { shipping_address: { country: 'US', state: 'CA', postcode: '94607', city: 'Oakland' } })).json()) as { totals: Totals; items: { totals: Record<string, string> }[] };
    // 7.25 % of 18.00 = 1.305 → 1.31; shipping is not taxed in California here.
    expect(oakland.totals).toMatchObject({ total_items: '1800', total_items_tax: '131', total_shipping: '500', total_shipping_tax: '0', total_tax: '131', total_price: '2431', tax_lines: [{ name: 'CA State Tax', price: '131', rate: '7.25%' }] });
    expect(oakland.items[0]?.totals).toMatchObject({ line_subtotal: '1800', line_subtotal_tax: '131', line_total: '1800', line_total_tax: '131' });
  });

  it('shows the checkout’s review with the tax of the address as it is typed (wc-ajax)', async () => {
    const { visitor, nonce } = await shopper(shop, [[mug, 1]]);
    const reviewed = await visitor.request('/?wc-ajax=update_order_review', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      body: new URLSearchParams({ security: nonce, country: 'DE', postcode: '10115', city: 'Berlin', 'shipping_method[0]': '' }).toString(),
    });
    const review = ((await reviewed.json()) as { fragments: Record<string, string> }).fragments['.woocommerce-checkout-review-order-table'] ?? '';
    expect(taxRowsOf(review)).toEqual([['MwSt.', '$4.37']]);
    expect(totalOf(review)).toBe('$27.37');
  });

  it('keeps prices entered with tax: the shop’s own tax out and the customer’s in, or the same price everywhere when the owner asks', async () => {
    await settings({ pricesIncludeTax: true, displayCart: 'incl' });
    await settle();
    try {
      const german = await shopper(shop, [[mug, 1]], { country: 'DE', state: '', city: '', postcode: '' });
      let html = await german.visitor.page('/cart/');
      // 18.00 holds 2.87 German VAT; shipping 5.00 + 0.95.
      expect(totalOf(html)).toBe('$23.95 (includes $3.82 MwSt.)');
      const french = await shopper(shop, [[mug, 1]], { country: 'FR', state: '', city: '', postcode: '' });
      html = await french.visitor.page('/cart/');
      // 18.00 − 2.87 = 15.13 without tax, + 20 % = 3.03: 18.16; shipping 5.00 + 1.00.
      expect(totalOf(html)).toBe('$24.16 (includes $4.03 TVA)');

      await settings({ pricesIncludeTax: true, displayCart: 'incl', samePriceEverywhere: true });
      await settle();
      html = await french.visitor.page('/cart/');
      // 18.00 holds the French 20 %: 3.00.
      expect(totalOf(html)).toBe('$24.00 (includes $4.00 TVA)');
      expect(textOf(/<td class="product-subtotal"[^>]*>([\s\S]*?)<\/td>/.exec(decode(html))?.[1] ?? '')).toBe('$18.00');
    } finally {
      await settings({});
      await settle();
    }
  });

  it('shows shop prices with the shop’s tax and the owner’s suffix when the owner asks, each product by its class', async () => {
    await settings({ displayShop: 'incl', priceSuffix: 'incl. MwSt.' });
    await settle();
    try {
      const visitor = new Visitor(shop);
      const priceOf = async (id: number) => {
        const slug = (await shop.database.db.selectFrom('products').select('slug').where('id', '=', id).executeTakeFirstOrThrow()).slug;
        return textOf(/<p class="price">([\s\S]*?)<\/p>/.exec(decode(await visitor.page(`/product/${slug}/`)))?.[1] ?? '');
      };
      // 18.00 + 19 % = 21.42; the book 10.00 + 7 % = 10.70 (the shop's own address: Germany).
      expect(await priceOf(mug)).toBe('$21.42 incl. MwSt.');
      expect(await priceOf(book)).toBe('$10.70 incl. MwSt.');
      // A variable product's options too, as its form's script shows them (the demo store's, taxed at the standard rate).
      const db = shop.database.db;
      const variable = await db.selectFrom('products').select(['id', 'slug']).where('type', '=', 'variable').where('status', '=', 'publish').orderBy('id').executeTakeFirstOrThrow();
      const option = await db.selectFrom('products').select(['id', 'price']).where('parent_id', '=', variable.id).where('sale_price', 'is', null).orderBy('id').executeTakeFirstOrThrow();
      const json = /data-product_variations="([^"]*)"/.exec(await visitor.page(`/product/${variable.slug}/`))?.[1] ?? '[]';
      const offered = (JSON.parse(decode(json)) as { variation_id: number; display_price: number; price_html: string }[]).find((offer) => offer.variation_id === option.id);
      expect(offered?.display_price).toBe(Math.round(option.price * 1.19) / 100);
      // The attribute's own escaping is left on the markup here; the browser reads it back to HTML.
      expect(offered?.price_html).toContain('&lt;small class="woocommerce-price-suffix"&gt;incl. MwSt.&lt;/small&gt;');
    } finally {
      await settings({});
      await settle();
    }
    // Without tax in the shop's display, prices are as entered and carry no suffix.
    const visitor = new Visitor(shop);
    const slug = (await shop.database.db.selectFrom('products').select('slug').where('id', '=', mug).executeTakeFirstOrThrow()).slug;
    expect(textOf(/<p class="price">([\s\S]*?)<\/p>/.exec(decode(await visitor.page(`/product/${slug}/`)))?.[1] ?? '')).toBe('$18.00');
  });

  it('answers the Store API’s product prices and the page’s structured data at the prices the shop shows', async () => {
    const db = shop.database.db;
    const lamp = await insertProduct(db, { name: 'Taxed lamp', regular_price: 1500, sale_price: 1000, stock: 10 });
    const slug = (await db.selectFrom('products').select('slug').where('id', '=', lamp).executeTakeFirstOrThrow()).slug;
    const visitor = new Visitor(shop);
    type Prices = { price: string; regular_price: string; sale_price: string; price_range: { min_amount: string; max_amount: string } | null };
    const storePrices = async (path: string) => ((await (await visitor.request(`${STORE}/products${path}`)).json()) as { prices: Prices });
    const listed = async (id: number) => ((await (await visitor.request(`${STORE}/products?include=${id}`)).json()) as { id: number; prices: Prices }[]).find((product) => product.id === id)?.prices;
    const offersOf = async () => {
      const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(await visitor.page(`/product/${slug}/`))?.[1] ?? '{}';
      return (JSON.parse(json) as { offers: Record<string, unknown> }).offers;
    };
    /** The shop page's price filter range, its two ends in minor units. */
    const priceRange = async () => {
      const text = textOf(/<p class="price-filter-range"[^>]*>([\s\S]*?)<\/p>/.exec(decode(await visitor.page('/shop/')))?.[1] ?? '');
      return [...text.matchAll(/\$([\d,]+\.\d\d)/g)].map((match) => Math.round(Number((match[1] ?? '').replace(/,/g, '')) * 100));
    };
    const entered = await priceRange();
    expect(entered).toHaveLength(2);
    // Entered and shown without tax (the shop's settings here): as entered, and said to be without it.
    expect((await storePrices(`/${lamp}`)).prices).toMatchObject({ price: '1000', regular_price: '1500', sale_price: '1000', price_range: null });
    expect(await offersOf()).toMatchObject({ price: '10.00', priceSpecification: { price: '10.00', valueAddedTaxIncluded: false } });
    await settings({ displayShop: 'incl' });
    await settle();
    try {
      // Shown with the shop's own tax (Germany, 19 %): 10.00 → 11.90, 15.00 → 17.85; the book's reduced 7 %.
      expect((await storePrices(`/${lamp}`)).prices).toMatchObject({ price: '1190', regular_price: '1785', sale_price: '1190', price_range: null });
      expect(await listed(lamp)).toMatchObject({ price: '1190', regular_price: '1785', sale_price: '1190' });
      expect(await listed(book)).toMatchObject({ price: '1070', regular_price: '1070' });
      // A variable product's range, each end with its tax.
      const variable = await db.selectFrom('products').select(['id', 'price', 'max_price']).where('type', '=', 'variable').where('status', '=', 'publish').where('max_price', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
      expect((await listed(variable.id))?.price_range).toEqual({ min_amount: String(Math.round(variable.price * 1.19)), max_amount: String(Math.round((variable.max_price ?? 0) * 1.19)) });
      expect(await offersOf()).toMatchObject({ price: '11.90', priceCurrency: 'USD', priceSpecification: { '@type': 'UnitPriceSpecification', price: '11.90', valueAddedTaxIncluded: true } });

      // Price filters take bounds as prices are shown: from 11.90 holds the lamp (10.00 entered), to 11.89 does not.
      const filtered = async (query: string) => ((await (await visitor.request(`${STORE}/products?per_page=100&${query}`)).json()) as { id: number }[]).map((product) => product.id);
      expect(await filtered('min_price=1190&max_price=1190')).toContain(lamp);
      expect(await filtered('max_price=1189')).not.toContain(lamp);
      expect(await filtered('min_price=1191')).not.toContain(lamp);
      const shopPage = async (query: string) => decode(await visitor.page(`/shop/?${query}`));
      expect(await shopPage('min_price=11.90&max_price=11.90')).toContain('Taxed lamp');
      expect(await shopPage('min_price=11.91&max_price=12')).not.toContain('Taxed lamp');
      // The filter's range is as shown too: each end with the standard rate.
      expect(await priceRange()).toEqual(entered.map((minor) => Math.round(minor * 1.19)));
    } finally {
      await settings({});
      await settle();
    }
  });

  it('taxes by the billing address when the owner says so, and prices an order again when the address sent costs another total', async () => {
    await settings({ basedOn: 'billing' });
    await settle();
    try {
      const { visitor, nonce } = await shopper(shop, [[mug, 1]], { country: 'DE', state: '', city: 'Berlin', postcode: '10115' });
      // Shipped to Germany, billed to France: the page showed German VAT (the billing address was not known).
      const order = {
        ...checkoutFields(nonce, {}),
        billing_country: 'FR',
        billing_postcode: '75001',
        billing_city: 'Paris',
        billing_email: 'billed-in-paris@example.com',
        ship_to_different_address: '1',
        shipping_first_name: 'Ada',
        shipping_last_name: 'Lovelace',
        shipping_country: 'DE',
        shipping_address_1: 'Unter den Linden 1',
        shipping_postcode: '10115',
        shipping_city: 'Berlin',
      };
      const first = await visitor.post('/checkout/', order);
      expect(first.status).toBe(409);
      expect(textOf(await first.text())).toContain('With the tax for your address your order comes to $27.60.');
      const second = await visitor.post('/checkout/', order);
      expect(second.status).toBe(303);
      const placed = await shop.database.db.selectFrom('orders').select(['tax_total', 'total']).where('billing_email', '=', 'billed-in-paris@example.com').executeTakeFirstOrThrow();
      // 20 % of 18.00 and of 5.00.
      expect(placed).toEqual({ tax_total: 460, total: 2760 });
    } finally {
      await settings({});
      await settle();
    }
  });
});
