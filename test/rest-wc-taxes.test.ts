import { beforeAll, describe, expect, it } from 'vitest';
import { readTaxClasses, readTaxRates } from '../core/tax/tax-store.ts';
import { DIALECTS } from './dialects.ts';
import { customerSession, ownerSession, type RestSession } from './fixtures/rest-client.ts';
import { insertProduct } from './fixtures/shop-data.ts';
import { useHttpShop, type SuiteShop } from './http-shop.ts';

const TAXES = '/wc/v3/taxes';
const CLASSES = '/wc/v3/taxes/classes';

interface TaxJson {
  id: number;
  country: string;
  state: string;
  postcode: string;
  city: string;
  rate: string;
  name: string;
  priority: number;
  compound: boolean;
  shipping: boolean;
  order: number;
  class: string;
  postcodes: string[];
  cities: string[];
  _links: Record<string, { href: string }[]>;
}

interface ErrorJson {
  code: string;
  message: string;
  data: { status: number; params?: Record<string, string> };
}

describe.each(DIALECTS)('wc/v3 taxes on %s', (dialect) => {
  const shop: SuiteShop = useHttpShop(dialect);
  let owner: RestSession;
  const db = () => shop.database.db;

  beforeAll(async () => {
    await db().deleteFrom('tax_rates').execute();
    owner = await ownerSession(shop);
  });

  it('answers the owner only', async () => {
    const visitor = await shop.request(`/wp-json${TAXES}`);
    expect(visitor.status).toBe(401);
    const customer = await customerSession(shop, 'taxes-customer@example.com');
    for (const path of [TAXES, CLASSES]) expect((await customer.send('GET', path)).status, path).toBe(403);
    expect((await customer.send('POST', TAXES, { country: 'DE', rate: '19' })).status).toBe(403);
    expect((await owner.send('POST', TAXES, { country: 'DE', rate: '19' }, { nonce: false })).status).toBe(403);
    expect(await readTaxRates(db())).toEqual([]);
  });

  it('lists the classes as WooCommerce does, standard first, and creates, reads and deletes one', async () => {
    const base = `${shop.url}/wp-json${CLASSES}`;
    expect(await owner.json(200, 'GET', CLASSES)).toEqual([
      { slug: 'standard', name: 'Standard rate', _links: { collection: [{ href: base }] } },
      { slug: 'reduced-rate', name: 'Reduced rate', _links: { collection: [{ href: base }] } },
      { slug: 'zero-rate', name: 'Zero rate', _links: { collection: [{ href: base }] } },
    ]);
    const created = await owner.send('POST', CLASSES, { name: 'Luxury goods' });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`${base}/luxury-goods`);
    expect(await created.json()).toEqual({ slug: 'luxury-goods', name: 'Luxury goods', _links: { collection: [{ href: base }] } });
    expect(await owner.json<ErrorJson>(400, 'POST', CLASSES, { name: 'Luxury  Goods' })).toMatchObject({ code: 'woocommerce_rest_tax_class_exists', message: 'Tax class already exists' });
    expect(await owner.json<ErrorJson>(400, 'POST', CLASSES, { name: '!!!' })).toMatchObject({ code: 'woocommerce_rest_tax_class_invalid_name' });
    expect(await owner.json<ErrorJson>(400, 'POST', CLASSES, { name: 'Other', slug: 'other' })).toMatchObject({ code: 'rest_invalid_param', data: { params: { slug: 'is not accepted' } } });
    // As WooCommerce answers one class: a list of it, empty when there is none.
    expect(await owner.json(200, 'GET', `${CLASSES}/luxury-goods`)).toEqual([{ slug: 'luxury-goods', name: 'Luxury goods', _links: { collection: [{ href: base }] } }]);
    expect(await owner.json(200, 'GET', `${CLASSES}/standard`)).toEqual([{ slug: 'standard', name: 'Standard rate', _links: { collection: [{ href: base }] } }]);
    expect(await owner.json(200, 'GET', `${CLASSES}/nothing`)).toEqual([]);

    const rate = await owner.json<TaxJson>(201, 'POST', TAXES, { country: 'DE', rate: '25', name: 'Luxus', class: 'luxury-goods' });
    const productId = await insertProduct(db(), { name: 'Gold watch', sku: 'TAX-WATCH', price: 100_000 });
    await db().updateTable('products').set({ tax_class: 'luxury-goods' }).where('id', '=', productId).execute();
    expect(await owner.json<ErrorJson>(501, 'DELETE', `${CLASSES}/luxury-goods`)).toMatchObject({ code: 'woocommerce_rest_trash_not_supported', message: 'Taxes do not support trashing.' });
    expect(await owner.json(200, 'DELETE', `${CLASSES}/luxury-goods?force=true`)).toEqual({ slug: 'luxury-goods', name: 'Luxury goods', _links: { collection: [{ href: base }] } });
    expect((await readTaxClasses(db())).map((taxClass) => taxClass.slug)).toEqual(['', 'reduced-rate', 'zero-rate']);
    expect((await readTaxRates(db())).map((item) => item.id)).not.toContain(rate.id);
    expect((await db().selectFrom('products').select('tax_class').where('id', '=', productId).executeTakeFirstOrThrow()).tax_class).toBe('');
    for (const slug of ['luxury-goods', 'standard']) expect(await owner.json<ErrorJson>(400, 'DELETE', `${CLASSES}/${slug}?force=true`)).toMatchObject({ code: 'woocommerce_rest_invalid_id' });
  });

  it('creates a rate in WooCommerce’s shape, reads, updates and deletes it', async () => {
    const response = await owner.send('POST', TAXES, { country: 'us', state: 'ca', postcodes: ['94103', '94107'], cities: ['San Francisco'], rate: '8.625', name: 'SF', priority: 2, compound: true, shipping: false });
    expect(response.status).toBe(201);
    const rate = (await response.json()) as TaxJson;
    expect(response.headers.get('location')).toBe(`${shop.url}/wp-json${TAXES}/${rate.id}`);
    expect(Object.keys(rate)).toEqual(['id', 'country', 'state', 'postcode', 'city', 'rate', 'name', 'priority', 'compound', 'shipping', 'order', 'class', 'postcodes', 'cities', '_links']);
    expect(rate).toEqual({
      id: rate.id,
      country: 'US',
      state: 'CA',
      postcode: '94107',
      city: 'SAN FRANCISCO',
      rate: '8.6250',
      name: 'SF',
      priority: 2,
      compound: true,
      shipping: false,
      order: 0,
      class: 'standard',
      postcodes: ['94103', '94107'],
      cities: ['SAN FRANCISCO'],
      _links: { self: [{ href: `${shop.url}/wp-json${TAXES}/${rate.id}` }], collection: [{ href: `${shop.url}/wp-json${TAXES}` }] },
    });
    expect(await owner.json(200, 'GET', `${TAXES}/${rate.id}`)).toEqual(rate);
    expect(await owner.json<ErrorJson>(404, 'GET', `${TAXES}/999999`)).toMatchObject({ code: 'woocommerce_rest_invalid_id', message: 'Invalid resource ID.' });

    // Only the fields sent change; a single postcode as WooCommerce's older clients send it.
    const updated = await owner.json<TaxJson>(200, 'PUT', `${TAXES}/${rate.id}`, { rate: 9, postcode: '94110', class: 'reduced-rate' });
    expect(updated).toMatchObject({ rate: '9.0000', postcodes: ['94110'], postcode: '94110', cities: ['SAN FRANCISCO'], name: 'SF', priority: 2, class: 'reduced-rate' });
    const refused = await owner.json<ErrorJson>(400, 'PATCH', `${TAXES}/${rate.id}`, { country: 'Germany', rate: '101', class: 'luxury', compound: 'yes' });
    expect(refused).toMatchObject({ code: 'rest_invalid_param', data: { status: 400, params: { compound: 'must be true or false' } } });
    const invalid = await owner.json<ErrorJson>(400, 'PATCH', `${TAXES}/${rate.id}`, { country: 'Germany', rate: '101', class: 'luxury' });
    expect(Object.keys(invalid.data.params ?? {}).sort()).toEqual(['class', 'country', 'rate']);
    expect(invalid.data.params?.class).toBe('must be one of standard, reduced-rate, zero-rate');
    expect(await owner.json<ErrorJson>(400, 'POST', TAXES, { id: 5, rate: '1' })).toMatchObject({ code: 'woocommerce_rest_tax_exists' });
    expect(await owner.json<TaxJson>(200, 'GET', `${TAXES}/${rate.id}`)).toEqual(updated);

    expect(await owner.json<ErrorJson>(501, 'DELETE', `${TAXES}/${rate.id}`)).toMatchObject({ code: 'woocommerce_rest_trash_not_supported' });
    expect(await owner.json(200, 'DELETE', `${TAXES}/${rate.id}?force=true`)).toEqual(updated);
    expect(await owner.json<ErrorJson>(400, 'DELETE', `${TAXES}/${rate.id}?force=true`)).toMatchObject({ code: 'woocommerce_rest_invalid_id' });
  });

  it('lists rates by class and order, paged, and takes a batch', async () => {
    const answer = await owner.json<{ create: TaxJson[]; update?: unknown[]; delete?: unknown[] }>(200, 'POST', `${TAXES}/batch`, {
      create: [
        { country: 'DE', rate: '19', name: 'MwSt.' },
        { country: 'DE', rate: '7', name: 'MwSt.', class: 'reduced-rate' },
        { country: 'FR', rate: '20', name: 'TVA' },
        { country: 'Nowhere', rate: '20' },
      ],
    });
    expect(answer.create.slice(0, 3).map((rate) => [rate.country, rate.rate, rate.class, rate.order])).toEqual([
      ['DE', '19.0000', 'standard', 0],
      ['DE', '7.0000', 'reduced-rate', 0],
      ['FR', '20.0000', 'standard', 1],
    ]);
    expect(answer.create[3]).toMatchObject({ id: 0, error: { code: 'rest_invalid_param', data: { status: 400, params: { country: expect.any(String) } } } });
    const [de, reduced, fr] = answer.create;

    const list = await owner.send('GET', `${TAXES}?class=standard&per_page=1`);
    expect(list.status).toBe(200);
    expect(list.headers.get('x-wp-total')).toBe('2');
    expect(list.headers.get('x-wp-totalpages')).toBe('2');
    expect(list.headers.get('link')).toContain('rel="next"');
    expect(((await list.json()) as TaxJson[]).map((rate) => rate.id)).toEqual([de!.id]);
    expect((await owner.json<TaxJson[]>(200, 'GET', `${TAXES}?class=standard&orderby=order&order=desc`)).map((rate) => rate.id)).toEqual([fr!.id, de!.id]);
    expect((await owner.json<TaxJson[]>(200, 'GET', `${TAXES}?orderby=id`)).map((rate) => rate.id)).toEqual([de!.id, reduced!.id, fr!.id]);
    expect((await owner.json<TaxJson[]>(200, 'GET', `${TAXES}?class=reduced-rate`)).map((rate) => rate.id)).toEqual([reduced!.id]);
    expect(await owner.json<ErrorJson>(400, 'GET', `${TAXES}?class=luxury`)).toMatchObject({ code: 'rest_invalid_param', data: { params: { class: 'must be one of standard, reduced-rate, zero-rate' } } });
    expect(await owner.json<ErrorJson>(400, 'GET', `${TAXES}?orderby=name`)).toMatchObject({ code: 'rest_invalid_param' });

    const batch = await owner.json<{ update: (TaxJson | { id: number; error: ErrorJson })[]; delete: (TaxJson | { id: number; error: ErrorJson })[] }>(200, 'POST', `${TAXES}/batch`, {
      update: [
        { id: fr!.id, rate: '5.5', class: 'reduced-rate' },
        { id: 999999, rate: '1' },
      ],
      delete: [de!.id, 999999],
    });
    expect(batch.update[0]).toMatchObject({ id: fr!.id, rate: '5.5000', class: 'reduced-rate' });
    expect(batch.update[1]).toMatchObject({ id: 999999, error: { code: 'woocommerce_rest_invalid_id' } });
    expect(batch.delete[0]).toMatchObject({ id: de!.id, country: 'DE' });
    expect(batch.delete[1]).toMatchObject({ id: 999999, error: { code: 'woocommerce_rest_invalid_id' } });
    expect((await readTaxRates(db())).map((rate) => [rate.id, rate.taxClass])).toEqual([
      [reduced!.id, 'reduced-rate'],
      [fr!.id, 'reduced-rate'],
    ]);
    expect(await owner.json<ErrorJson>(400, 'POST', `${TAXES}/batch`, { create: Array.from({ length: 101 }, () => ({ rate: '1' })) })).toMatchObject({ code: 'rest_invalid_param' });
  });

  it('reads and writes a product’s and a variation’s tax status and class', async () => {
    const product = await owner.json<Record<string, unknown>>(201, 'POST', '/wc/v3/products', { name: 'Tax test lamp', regular_price: '40.00', tax_status: 'shipping', tax_class: 'reduced-rate' });
    const keys = Object.keys(product);
    expect(keys.slice(keys.indexOf('button_text'), keys.indexOf('button_text') + 4)).toEqual(['button_text', 'tax_status', 'tax_class', 'manage_stock']);
    expect(product).toMatchObject({ tax_status: 'shipping', tax_class: 'reduced-rate' });
    const id = product.id as number;
    expect(await owner.json(200, 'PUT', `/wc/v3/products/${id}`, { tax_class: 'standard' })).toMatchObject({ tax_status: 'shipping', tax_class: '' });
    expect(await owner.json(200, 'PUT', `/wc/v3/products/${id}`, { tax_status: 'none' })).toMatchObject({ tax_status: 'none', tax_class: '' });
    const refused = await owner.json<ErrorJson>(400, 'PUT', `/wc/v3/products/${id}`, { tax_status: 'sometimes', tax_class: 'luxury' });
    expect(Object.keys(refused.data.params ?? {})).toEqual(['tax_status']);
    const unknown = await owner.json<ErrorJson>(400, 'PUT', `/wc/v3/products/${id}`, { tax_class: 'luxury' });
    expect(unknown.data.params?.tax_class).toBe('Choose a tax class the shop has (Settings → Tax).');
    expect(await owner.json<ErrorJson>(400, 'PUT', `/wc/v3/products/${id}`, { tax_class: 'parent' })).toMatchObject({ data: { params: { tax_class: expect.any(String) } } });

    const variable = await owner.json<{ id: number }>(201, 'POST', '/wc/v3/products', {
      name: 'Tax test shirt',
      type: 'variable',
      tax_class: 'reduced-rate',
      attributes: [{ name: 'Size', options: ['S', 'M'], variation: true, visible: true }],
    });
    const variation = await owner.json<Record<string, unknown>>(201, 'POST', `/wc/v3/products/${variable.id}/variations`, { regular_price: '20.00', attributes: [{ name: 'Size', option: 'S' }] });
    // A new variation is taxed as its product: its class is "Same as parent", shown as the product's.
    expect(variation).toMatchObject({ tax_status: 'taxable', tax_class: 'reduced-rate' });
    expect((await db().selectFrom('products').select('tax_class').where('id', '=', variation.id as number).executeTakeFirstOrThrow()).tax_class).toBe('parent');
    const own = await owner.json(200, 'PUT', `/wc/v3/products/${variable.id}/variations/${variation.id}`, { tax_class: 'zero-rate' });
    expect(own).toMatchObject({ tax_class: 'zero-rate' });
    expect(await owner.json(200, 'PUT', `/wc/v3/products/${variable.id}/variations/${variation.id}`, { tax_class: 'standard' })).toMatchObject({ tax_class: '' });
    expect(await owner.json(200, 'PUT', `/wc/v3/products/${variable.id}/variations/${variation.id}`, { tax_class: 'parent' })).toMatchObject({ tax_class: 'reduced-rate' });
    const bad = await owner.json<ErrorJson>(400, 'PUT', `/wc/v3/products/${variable.id}/variations/${variation.id}`, { tax_class: 'luxury' });
    expect(bad.data.params?.tax_class).toBe('is not one of the shop’s tax classes');
  });
});
