import { beforeAll, describe, expect, it } from 'vitest';
import { chooseVariation, createVariationsFromAttributes, loadVariableProduct } from '../core/catalog/variations.ts';
import { DIALECTS } from './dialects.ts';
import { insertProduct } from './fixtures/shop-data.ts';
import { ownerSession, type RestSession } from './fixtures/rest-client.ts';
import { useHttpShop } from './http-shop.ts';

const PRODUCTS = '/wc/v3/products';
const ATTRIBUTES = '/wc/v3/products/attributes';

interface ErrorJson {
  code: string;
  data: { status: number; params?: Record<string, string> };
}
interface AttributeJson {
  id: number;
  name: string;
  slug: string;
  type: string;
  order_by: string;
  has_archives: boolean;
}
interface TermJson {
  id: number;
  name: string;
  slug: string;
  menu_order: number;
  count: number;
}
interface ProductJson {
  id: number;
  type: string;
  price: string;
  regular_price: string;
  sale_price: string;
  stock_status: string;
  attributes: { id: number; name: string; position: number; visible: boolean; variation: boolean; options: string[] }[];
  variations: number[];
  grouped_products: number[];
  external_url: string;
  button_text: string;
}
interface VariationJson {
  id: number;
  sku: string;
  price: string;
  regular_price: string;
  sale_price: string;
  status: string;
  manage_stock: boolean;
  stock_quantity: number | null;
  stock_status: string;
  attributes: { id: number; name: string; option: string }[];
  permalink: string;
  image: unknown;
  _links: { up: { href: string }[] };
}

describe.each(DIALECTS)('wc/v3 attributes, variations, grouped and external products on %s', (dialect) => {
  const shop = useHttpShop(dialect);
  let owner: RestSession;

  beforeAll(async () => {
    owner = await ownerSession(shop);
  });

  describe('attributes and terms', () => {
    it('creates, reads, updates and deletes an attribute with a unique pa_ slug', async () => {
      const created = await owner.json<AttributeJson>(201, 'POST', ATTRIBUTES, { name: 'Finish', order_by: 'name' });
      expect(created).toMatchObject({ name: 'Finish', slug: 'pa_finish', type: 'select', order_by: 'name', has_archives: false });
      expect(await owner.json(200, 'GET', `${ATTRIBUTES}/${created.id}`)).toMatchObject({ id: created.id, slug: 'pa_finish' });
      const clash = await owner.json<ErrorJson>(400, 'POST', ATTRIBUTES, { name: 'Finish again', slug: 'pa_finish' });
      expect(clash.data.params).toEqual({ slug: 'Another attribute already uses the slug "finish".' });
      const renamed = await owner.json<AttributeJson>(200, 'PUT', `${ATTRIBUTES}/${created.id}`, { name: 'Surface' });
      expect(renamed).toMatchObject({ name: 'Surface', slug: 'pa_finish' });
      expect((await owner.json<AttributeJson[]>(200, 'GET', ATTRIBUTES)).map((a) => a.id)).toContain(created.id);
      expect(await owner.json<ErrorJson>(501, 'DELETE', `${ATTRIBUTES}/${created.id}`)).toMatchObject({ code: 'woocommerce_rest_trash_not_supported' });
      expect(await owner.json(200, 'DELETE', `${ATTRIBUTES}/${created.id}?force=true`)).toMatchObject({ id: created.id, name: 'Surface' });
      expect(await owner.json<ErrorJson>(404, 'GET', `${ATTRIBUTES}/${created.id}`)).toMatchObject({ code: 'woocommerce_rest_attribute_invalid' });
    });

    it('refuses bad attribute input by field, never with a 500', async () => {
      const bad = await owner.json<ErrorJson>(400, 'POST', ATTRIBUTES, { name: '', order_by: 'colour', weight: 1 });
      expect(Object.keys(bad.data.params ?? {}).sort()).toEqual(['order_by', 'weight']);
      expect((await owner.json<ErrorJson>(400, 'POST', ATTRIBUTES, { name: '  ' })).data.params).toEqual({ name: 'Enter the name.' });
      expect((await owner.json<ErrorJson>(400, 'POST', ATTRIBUTES, {})).data.params).toEqual({ name: 'is required' });
    });

    it('keeps terms per attribute in the attribute’s order, slugs unique within it', async () => {
      const size = await owner.json<AttributeJson>(201, 'POST', ATTRIBUTES, { name: 'Shade size', order_by: 'menu_order' });
      const terms = `${ATTRIBUTES}/${size.id}/terms`;
      const large = await owner.json<TermJson>(201, 'POST', terms, { name: 'Large', menu_order: 2 });
      const small = await owner.json<TermJson>(201, 'POST', terms, { name: 'Small', menu_order: 1 });
      expect(large).toMatchObject({ slug: 'large', count: 0 });
      expect((await owner.json<TermJson[]>(200, 'GET', terms)).map((t) => t.name)).toEqual(['Small', 'Large']);
      expect((await owner.json<ErrorJson>(400, 'POST', terms, { name: 'Large again', slug: 'large' })).data.params).toEqual({
        slug: 'Another term of this attribute already uses the slug "large".',
      });
      expect(await owner.json(200, 'PATCH', `${terms}/${small.id}`, { name: 'Petite' })).toMatchObject({ name: 'Petite', slug: 'small' });
      const page = await owner.send('GET', `${terms}?per_page=1&page=2`);
      expect(page.headers.get('x-wp-total')).toBe('2');
      expect(((await page.json()) as TermJson[]).map((t) => t.name)).toEqual(['Large']);
      expect(await owner.json(200, 'DELETE', `${terms}/${large.id}?force=true`)).toMatchObject({ id: large.id });
      expect(await owner.json<ErrorJson>(404, 'GET', `${terms}/${large.id}`)).toMatchObject({ code: 'woocommerce_rest_term_invalid' });
      expect(await owner.json<ErrorJson>(404, 'GET', `${ATTRIBUTES}/99999999/terms`)).toMatchObject({ code: 'woocommerce_rest_taxonomy_invalid' });
    });
  });

  describe('a variable product', () => {
    let colourId: number;
    let product: ProductJson;

    beforeAll(async () => {
      colourId = (await owner.json<AttributeJson>(201, 'POST', ATTRIBUTES, { name: 'Lamp colour' })).id;
      for (const name of ['Blue', 'Red']) await owner.json(201, 'POST', `${ATTRIBUTES}/${colourId}/terms`, { name });
      product = await owner.json<ProductJson>(201, 'POST', PRODUCTS, {
        name: 'Options lamp',
        type: 'variable',
        attributes: [
          { id: colourId, options: ['Blue', 'red'], variation: true },
          { name: 'Cable', options: ['Short', 'Long'], variation: true, visible: false },
          { name: 'Material', options: ['Brass'] },
        ],
      });
    });

    it('carries its type and attributes in its JSON, terms by name', () => {
      expect(product.type).toBe('variable');
      expect(product.attributes).toEqual([
        { id: colourId, name: 'Lamp colour', position: 0, visible: true, variation: true, options: ['Blue', 'Red'] },
        { id: 0, name: 'Cable', position: 1, visible: false, variation: true, options: ['Short', 'Long'] },
        { id: 0, name: 'Material', position: 2, visible: true, variation: false, options: ['Brass'] },
      ]);
      expect(product.variations).toEqual([]);
    });

    it('creates, updates and deletes variations, the product’s price range following them', async () => {
      const variations = `${PRODUCTS}/${product.id}/variations`;
      const blue = await owner.json<VariationJson>(201, 'POST', variations, {
        sku: 'OPT-BLUE',
        regular_price: '30.00',
        sale_price: '25.00',
        manage_stock: true,
        stock_quantity: 4,
        attributes: [{ id: colourId, option: 'Blue' }, { name: 'Cable', option: '' }],
      });
      expect(blue).toMatchObject({ sku: 'OPT-BLUE', price: '25.00', regular_price: '30.00', sale_price: '25.00', status: 'publish', manage_stock: true, stock_quantity: 4, stock_status: 'instock', image: null });
      expect(blue.attributes).toEqual([{ id: colourId, name: 'Lamp colour', option: 'Blue' }]);
      expect(new URL(blue.permalink).search).toContain('attribute_pa_lamp-colour=blue');
      expect(blue._links.up[0]?.href).toContain(`${PRODUCTS}/${product.id}`);
      const red = await owner.json<VariationJson>(201, 'POST', variations, { regular_price: '45', attributes: [{ id: colourId, option: 'red' }, { name: 'cable', option: 'Long' }] });
      expect(red.attributes).toEqual([
        { id: colourId, name: 'Lamp colour', option: 'Red' },
        { id: 0, name: 'Cable', option: 'Long' },
      ]);

      let parent = await owner.json<ProductJson>(200, 'GET', `${PRODUCTS}/${product.id}`);
      expect(parent).toMatchObject({ price: '25.00', regular_price: '30.00', sale_price: '25.00', stock_status: 'instock' });
      expect(parent.variations).toEqual([blue.id, red.id]);
      const row = await shop.database.db.selectFrom('products').select(['max_price']).where('id', '=', product.id).executeTakeFirstOrThrow();
      expect(Number(row.max_price)).toBe(4500);

      // Disabling the cheaper one moves the range; selling out the other leaves none to buy.
      expect(await owner.json(200, 'PUT', `${variations}/${blue.id}`, { status: 'private' })).toMatchObject({ status: 'private' });
      expect(await owner.json(200, 'PATCH', `${variations}/${red.id}`, { manage_stock: true, stock_quantity: 0 })).toMatchObject({ stock_status: 'outofstock' });
      parent = await owner.json<ProductJson>(200, 'GET', `${PRODUCTS}/${product.id}`);
      expect(parent).toMatchObject({ price: '45.00', stock_status: 'outofstock' });

      expect((await owner.json<VariationJson[]>(200, 'GET', variations)).map((v) => v.id)).toEqual([blue.id, red.id]);
      expect(await owner.json(200, 'DELETE', `${variations}/${red.id}?force=true`)).toMatchObject({ id: red.id });
      expect(await owner.json<ErrorJson>(404, 'GET', `${variations}/${red.id}`)).toMatchObject({ code: 'woocommerce_rest_product_variation_invalid_id' });
      expect((await owner.json<ProductJson>(200, 'GET', `${PRODUCTS}/${product.id}`)).variations).toEqual([blue.id]);
      const name = async () => (await shop.database.db.selectFrom('products').select('name').where('id', '=', blue.id).executeTakeFirstOrThrow()).name;
      expect(await name()).toBe('Options lamp - Blue');
      await owner.json(200, 'PATCH', `${PRODUCTS}/${product.id}`, { name: 'Options lamp II' });
      expect(await name()).toBe('Options lamp II - Blue');
      await owner.json(200, 'PATCH', `${PRODUCTS}/${product.id}`, { name: 'Options lamp' });
    });

    it('refuses values the product does not offer, a sale above the price, a taken SKU, and unknown fields', async () => {
      const variations = `${PRODUCTS}/${product.id}/variations`;
      const wrongValue = await owner.json<ErrorJson>(400, 'POST', variations, { regular_price: '10', attributes: [{ id: colourId, option: 'Green' }] });
      expect(wrongValue.data.params).toEqual({ attributes: 'Green is not a value the product offers for pa_lamp-colour' });
      const wrongAttribute = await owner.json<ErrorJson>(400, 'POST', variations, { regular_price: '10', attributes: [{ name: 'Material', option: 'Brass' }] });
      expect(wrongAttribute.data.params).toEqual({ attributes: "material is not an attribute this product's variations choose among" });
      const sale = await owner.json<ErrorJson>(400, 'POST', variations, { regular_price: '10', sale_price: '12' });
      expect(sale.data.params).toEqual({ sale_price: 'must be lower than the regular price' });
      expect((await owner.json<ErrorJson>(400, 'POST', variations, { status: 'publish' })).data.params).toEqual({ regular_price: 'must be given for an enabled variation' });
      expect((await owner.json<ErrorJson>(400, 'POST', variations, { regular_price: '10', sku: 'OPT-BLUE' })).data.params).toEqual({ sku: 'is already used by another product' });
      expect((await owner.json<ErrorJson>(400, 'POST', variations, { regular_price: '10', shipping_class: 'bulky' })).data.params).toEqual({ shipping_class: 'is not accepted' });
      expect((await owner.json<ErrorJson>(400, 'POST', variations, { regular_price: 'ten' })).data.params).toEqual({ regular_price: 'must be a decimal amount such as "19.99"' });
    });

    it('keeps variations’ values when the attribute’s or a term’s slug changes', async () => {
      const variations = `${PRODUCTS}/${product.id}/variations`;
      const before = (await owner.json<VariationJson[]>(200, 'GET', variations))[0]!;
      const blue = (await owner.json<TermJson[]>(200, 'GET', `${ATTRIBUTES}/${colourId}/terms`)).find((term) => term.name === 'Blue')!;
      await owner.json(200, 'PUT', `${ATTRIBUTES}/${colourId}/terms/${blue.id}`, { slug: 'navy-blue' });
      await owner.json(200, 'PUT', `${ATTRIBUTES}/${colourId}`, { slug: 'shade-colour' });
      const after = await owner.json<VariationJson>(200, 'GET', `${variations}/${before.id}`);
      expect(after.attributes).toEqual(before.attributes);
      expect(new URL(after.permalink).searchParams.get('attribute_pa_shade-colour')).toBe('navy-blue');
      await owner.json(200, 'PUT', `${ATTRIBUTES}/${colourId}`, { slug: 'lamp-colour' });
      await owner.json(200, 'PUT', `${ATTRIBUTES}/${colourId}/terms/${blue.id}`, { slug: 'blue' });
    });

    it('answers a batch item by item, an error for the item that fails', async () => {
      const variations = `${PRODUCTS}/${product.id}/variations`;
      const existing = (await owner.json<VariationJson[]>(200, 'GET', variations))[0]!;
      const batch = await owner.json<{ create: (VariationJson | { id: number; error: ErrorJson })[]; update: VariationJson[]; delete: { id: number; error?: ErrorJson }[] }>(
        200,
        'POST',
        `${variations}/batch`,
        {
          create: [{ regular_price: '50', attributes: [{ id: colourId, option: 'Red' }, { name: 'Cable', option: 'Short' }] }, { regular_price: '5', sale_price: '9' }],
          update: [{ id: existing.id, regular_price: '31' }],
          delete: [99999999],
        },
      );
      expect(batch.create[0]).toMatchObject({ price: '50.00' });
      expect(batch.create[1]).toMatchObject({ id: 0, error: { code: 'rest_invalid_param', data: { status: 400 } } });
      expect(batch.update[0]).toMatchObject({ id: existing.id, regular_price: '31.00' });
      expect(batch.delete[0]).toMatchObject({ id: 99999999, error: { code: 'woocommerce_rest_product_variation_invalid_id' } });
      expect((await owner.json<ErrorJson>(400, 'POST', `${variations}/batch`, { create: Array.from({ length: 101 }, () => ({})) })).code).toBe('rest_invalid_param');
    });

    it('matches a shopper’s choice to a variation, and makes the missing combinations', async () => {
      const loaded = (await loadVariableProduct(shop.database.db, product.id))!;
      const match = chooseVariation(loaded, { 'pa_lamp-colour': 'red', cable: 'Short' });
      expect(match.ok && match.variation.price).toBe(5000);
      expect(chooseVariation(loaded, { 'pa_lamp-colour': 'red' })).toEqual({ ok: false, reason: 'incomplete', attribute: 'cable' });
      const made = await createVariationsFromAttributes(shop.database.db, product.id);
      // Blue with any cable, Red/Short exist: Blue/Short, Blue/Long, Red/Long are made, disabled.
      expect(made.ok && made.created).toHaveLength(3);
      const all = await owner.json<VariationJson[]>(200, 'GET', `${PRODUCTS}/${product.id}/variations?per_page=100`);
      expect(all.filter((v) => v.status === 'private').length).toBeGreaterThanOrEqual(3);
      expect(await owner.json(200, 'POST', `${PRODUCTS}/${product.id}/variations/generate`)).toEqual({ count: 0 });
      expect((await owner.json<ErrorJson>(400, 'POST', `${PRODUCTS}/${product.id}/variations/generate`, { delete: true })).data.params).toEqual({ delete: 'is not accepted' });
      expect(await owner.json<ErrorJson>(400, 'PUT', `${PRODUCTS}/${product.id}`, { type: 'simple' })).toMatchObject({
        data: { params: { type: 'Delete its variations before making it another type of product.' } },
      });
    });

    it('refuses variations of a product that is not variable, and a variation edited as a product', async () => {
      const simple = await insertProduct(shop.database.db, { name: 'Plain options lamp' });
      expect(await owner.json<ErrorJson>(400, 'POST', `${PRODUCTS}/${simple}/variations/generate`)).toMatchObject({ code: 'woocommerce_rest_invalid_product_id' });
      expect(await owner.json<ErrorJson>(400, 'POST', `${PRODUCTS}/${simple}/variations`, { regular_price: '1' })).toMatchObject({ code: 'woocommerce_rest_invalid_product_id' });
      const variation = (await owner.json<VariationJson[]>(200, 'GET', `${PRODUCTS}/${product.id}/variations`))[0]!;
      const asProduct = await owner.json<ErrorJson>(400, 'PUT', `${PRODUCTS}/${variation.id}`, { name: 'Hijack' });
      expect(asProduct.data.params).toEqual({ type: "This is a variation: change it through its product's variations." });
      expect(await owner.json<ErrorJson>(404, 'GET', `${PRODUCTS}/${variation.id}/variations`)).toMatchObject({ code: 'woocommerce_rest_product_invalid_id' });
    });
  });

  describe('grouped and external products', () => {
    it('creates and updates an external product, its button WooCommerce’s words unless given', async () => {
      const external = await owner.json<ProductJson>(201, 'POST', PRODUCTS, { name: 'Maker lamp', type: 'external', regular_price: '80', external_url: 'https://maker.example/lamp' });
      expect(external).toMatchObject({ type: 'external', external_url: 'https://maker.example/lamp', button_text: 'Buy product', price: '80.00' });
      const updated = await owner.json<ProductJson>(200, 'PATCH', `${PRODUCTS}/${external.id}`, { button_text: 'Buy at the maker' });
      expect(updated).toMatchObject({ external_url: 'https://maker.example/lamp', button_text: 'Buy at the maker' });
      const bad = await owner.json<ErrorJson>(400, 'POST', PRODUCTS, { name: 'Bad link', type: 'external', regular_price: '1', external_url: 'javascript:alert(1)' });
      expect(bad.data.params).toEqual({ external_url: 'Enter a full web address starting with http:// or https://.' });
      expect((await owner.json<ErrorJson>(400, 'POST', PRODUCTS, { name: 'No link', type: 'external', regular_price: '1' })).data.params).toEqual({ external_url: 'Enter the product URL.' });
    });

    it('groups simple and external products, and refuses others or itself', async () => {
      const a = await insertProduct(shop.database.db, { name: 'Group child A' });
      const b = await insertProduct(shop.database.db, { name: 'Group child B' });
      const grouped = await owner.json<ProductJson>(201, 'POST', PRODUCTS, { name: 'Lamp set', type: 'grouped', grouped_products: [b, a] });
      expect(grouped).toMatchObject({ type: 'grouped', grouped_products: [b, a] });
      const variable = await insertProduct(shop.database.db, { name: 'Variable child', type: 'variable' });
      const refused = await owner.json<ErrorJson>(400, 'PUT', `${PRODUCTS}/${grouped.id}`, { grouped_products: [a, variable] });
      expect(refused.data.params).toEqual({ grouped_products: `Only simple and external products can be grouped; ${variable} is variable.` });
      const huge = await owner.json<ErrorJson>(400, 'PUT', `${PRODUCTS}/${grouped.id}`, { grouped_products: [2147483648], attributes: [{ id: 2147483648, options: ['x'] }] });
      expect(huge.data.params).toEqual({ grouped_products: 'No product has the id 2147483648.', 'attributes.0.id': 'must be the id of a global attribute' });
      const itself = await owner.json<ErrorJson>(400, 'PUT', `${PRODUCTS}/${grouped.id}`, { grouped_products: [grouped.id] });
      expect(itself.data.params).toEqual({ grouped_products: 'A grouped product cannot contain itself.' });
      expect((await owner.json<ProductJson>(200, 'PUT', `${PRODUCTS}/${grouped.id}`, { grouped_products: [a] })).grouped_products).toEqual([a]);
      const simple = await owner.json<ProductJson>(200, 'PUT', `${PRODUCTS}/${grouped.id}`, { type: 'simple', regular_price: '12' });
      expect(simple).toMatchObject({ type: 'simple', grouped_products: [] });
    });

    it('keeps a simple product simple when the type is not sent', async () => {
      const created = await owner.json<ProductJson>(201, 'POST', PRODUCTS, { name: 'Still simple', regular_price: '3' });
      expect(created).toMatchObject({ type: 'simple', attributes: [], variations: [], grouped_products: [], external_url: '', button_text: '' });
      expect(await owner.json(200, 'PUT', `${PRODUCTS}/${created.id}`, { name: 'Still simple, renamed' })).toMatchObject({ type: 'simple' });
    });
  });
});
