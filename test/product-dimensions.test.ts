import { beforeAll, describe, expect, it } from 'vitest';
import { getStoreSettings, saveStoreSettings, SETTINGS_DEFAULTS } from '../core/settings/settings.ts';
import { listVariations } from '../core/catalog/variations.ts';
import { DIALECTS } from './dialects.ts';
import { decode, logInAs, nonceIn, textOf, Visitor } from './fixtures/visitor.ts';
import { ownerSession, type RestSession } from './fixtures/rest-client.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop, type SuiteShop } from './http-shop.ts';

const PRODUCTS = '/wc/v3/products';

interface ErrorJson {
  code: string;
  data: { status: number; params?: Record<string, string> };
}
interface ShippingJson {
  id: number;
  weight: string;
  dimensions: { length: string; width: string; height: string };
}
interface VariationJson extends ShippingJson {
  description: string;
  image: { id: number; src: string; name: string } | null;
}

/** The message shown by a field: the text of the element with id `<id>-error`. */
function errorBy(html: string, id: string): string {
  const match = new RegExp(`id="${id}-error"[^>]*>([\\s\\S]*?)</(?:span|p)>`).exec(html);
  return match ? textOf(match[1] ?? '') : '';
}

/** The value an input shows. */
function valueOf(html: string, id: string): string | undefined {
  const input = new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(html)?.[0];
  return input === undefined ? undefined : decode(/value="([^"]*)"/.exec(input)?.[1] ?? '');
}

/** The "Additional information" table's rows: class suffix → [label, value]. */
function additionalInformation(html: string): Record<string, [string, string]> {
  const table = /<table class="woocommerce-product-attributes shop_attributes">([\s\S]*?)<\/table>/.exec(html)?.[1] ?? '';
  const rows: Record<string, [string, string]> = {};
  for (const match of table.matchAll(/<tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--([^"]+)"><th[^>]*>([\s\S]*?)<\/th><td[^>]*>([\s\S]*?)<\/td><\/tr>/g)) {
    rows[match[1]!] = [textOf(match[2]!), textOf(match[3]!)];
  }
  return rows;
}

describe.each(DIALECTS)('weight and dimensions of products and variations on %s', (dialect) => {
  const shop: SuiteShop = useHttpShop(dialect);
  const admin = new Visitor(shop);
  let nonce = '';
  let owner: RestSession;

  const productBySlug = (slug: string) => shop.database.db.selectFrom('products').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow();
  const productFields = (overrides: Record<string, string> = {}) => ({
    _wpnonce: nonce,
    name: 'Weighed Lantern',
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
    external_url: '',
    button_text: '',
    weight: '',
    length: '',
    width: '',
    height: '',
    ...overrides,
  });
  const postPairs = (path: string, pairs: [string, string][]) =>
    admin.request(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(pairs).toString() });

  beforeAll(async () => {
    await logInAs(admin, 'admin', TEST_ADMIN_PASSWORD);
    nonce = nonceIn(await admin.page('/admin/settings/'));
    owner = await ownerSession(shop);
  });

  it('keeps the shop’s weight and dimension units as settings the owner changes, refusing units it does not know', async () => {
    const form = decode(await admin.page('/admin/settings/'));
    expect(form).toContain('<option value="kg" selected="">kg</option>');
    expect(form).toContain('<option value="cm" selected="">cm</option>');
    const settings = { _wpnonce: nonce, notice_text: 'Hello', redirect_after_add: '', coming_soon: '' };
    const refused = await admin.post('/admin/settings/', { ...settings, weight_unit: 'stone', dimension_unit: 'cm' });
    expect(refused.status).toBe(400);
    expect(errorBy(await refused.text(), 'weight-unit')).toBe('Choose a weight unit from the list.');
    try {
      expect((await admin.post('/admin/settings/', { ...settings, weight_unit: 'lbs', dimension_unit: 'in' })).status).toBe(303);
      expect(await getStoreSettings(shop.database.db)).toMatchObject({ weightUnit: 'lbs', dimensionUnit: 'in' });
      // A form from before the units were offered changes the rest and leaves the units alone.
      expect((await admin.post('/admin/settings/', { ...settings, notice_text: 'Hello again' })).status).toBe(303);
      expect(await getStoreSettings(shop.database.db)).toMatchObject({ weightUnit: 'lbs', dimensionUnit: 'in', storeNotice: { text: 'Hello again' } });
      const editor = decode(await admin.page('/admin/products/new/'));
      expect(editor).toContain('<legend>Shipping</legend>');
      expect(editor).toMatch(/<label for="product-weight">Weight \(lbs\)<\/label>/);
      expect(editor).toMatch(/<label for="product-height">Height \(in\)<\/label>/);
    } finally {
      await saveStoreSettings(shop.database.db, { ...(await getStoreSettings(shop.database.db)), weightUnit: 'kg', dimensionUnit: 'cm' });
    }
  });

  it('saves a simple product’s weight and dimensions from the editor, a comma taken as the decimal mark, and shows them with the units', async () => {
    const created = await admin.post('/admin/products/new/', productFields({ weight: '0,4', length: '30', width: '20', height: '2.5' }));
    expect(created.status).toBe(303);
    const lantern = await productBySlug('weighed-lantern');
    expect(lantern).toMatchObject({ weight: '0.4', length: '30', width: '20', height: '2.5' });
    const editor = decode(await admin.page(`/admin/products/${lantern.id}/`));
    expect(valueOf(editor, 'product-weight')).toBe('0.4');
    expect(valueOf(editor, 'product-length')).toBe('30');

    const page = await new Visitor(shop).page('/product/weighed-lantern/');
    expect(page).toContain('<h2 id="product-additional-information-title">Additional information</h2>');
    expect(additionalInformation(page)).toEqual({ weight: ['Weight', '0.4 kg'], dimensions: ['Dimensions', '30 × 20 × 2.5 cm'] });

    // A form without the fields leaves them as they are.
    const { weight: _w, length: _l, width: _wi, height: _h, ...withoutShipping } = productFields({ slug: 'weighed-lantern', name: 'Weighed Lantern' });
    expect((await admin.post(`/admin/products/${lantern.id}/`, withoutShipping)).status).toBe(303);
    expect(await productBySlug('weighed-lantern')).toMatchObject({ weight: '0.4', length: '30', width: '20', height: '2.5' });

    // Blanks clear them; the table then has nothing to show.
    expect((await admin.post(`/admin/products/${lantern.id}/`, productFields({ slug: 'weighed-lantern' }))).status).toBe(303);
    expect(await productBySlug('weighed-lantern')).toMatchObject({ weight: null, length: null, width: null, height: null });
    expect(await new Visitor(shop).page('/product/weighed-lantern/')).not.toContain('woocommerce-product-attributes');
  });

  it('refuses a weight or dimension that is no number of 0 or more by its field, keeping everything typed', async () => {
    const refused = await admin.post('/admin/products/new/', productFields({ name: 'Refused Lantern', description: 'Kept words', weight: '-1', length: 'long', width: '1.2345', height: '3' }));
    expect(refused.status).toBe(400);
    const html = decode(await refused.text());
    expect(errorBy(html, 'product-weight')).toBe('Enter the weight in kg as a number of 0 or more, such as 0.4 (at most 3 decimals), or leave it blank.');
    expect(errorBy(html, 'product-length')).toBe('Enter the length in cm as a number of 0 or more, such as 30 (at most 3 decimals), or leave it blank.');
    expect(errorBy(html, 'product-width')).toContain('width in cm');
    expect(errorBy(html, 'product-height')).toBe('');
    expect(valueOf(html, 'product-weight')).toBe('-1');
    expect(valueOf(html, 'product-width')).toBe('1.2345');
    expect(valueOf(html, 'product-height')).toBe('3');
    expect(valueOf(html, 'product-name')).toBe('Refused Lantern');
    expect(html).toContain('Kept words');
    expect(await shop.database.db.selectFrom('products').select('id').where('name', '=', 'Refused Lantern').executeTakeFirst()).toBeUndefined();
  });

  describe('a variable product', () => {
    let productId = 0;
    let parentImageId = 0;
    let mediaId = 0;
    let parentMediaId = 0;
    let variationIds: number[] = [];
    const path = () => `/admin/products/${productId}/`;

    beforeAll(async () => {
      const product = await owner.json<ShippingJson & { id: number }>(201, 'POST', PRODUCTS, {
        name: 'Weighed Shirt',
        type: 'variable',
        weight: '0.35',
        dimensions: { length: '30', width: '25', height: '3' },
        attributes: [
          { name: 'Colour', options: ['Indigo', 'Oat'], variation: true },
          { name: 'Fabric', options: ['Linen'], visible: true },
        ],
      });
      productId = product.id;
      const { db } = shop.database;
      parentImageId = (await db.insertInto('product_images').values({ product_id: productId, position: 0, file: 'weighed-shirt-front', alt: 'The shirt', width: 600, height: 600, sizes: '[300,600]' }).returning('id').executeTakeFirstOrThrow()).id;
      // The product's picture is a library item too, numbered apart from its row: the API names it by the library's id.
      const highest = await db.selectFrom('product_images').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow();
      parentMediaId = (
        await db
          .insertInto('media')
          .values({ id: Number(highest.id ?? 0) + 10_001, file: 'weighed-shirt-front', original_name: 'weighed-shirt-front-600.webp', mime_type: 'image/webp', title: 'Weighed Shirt', alt_text: 'Shirt (library)', caption: '', width: 600, height: 600, sizes: '[300,600]', state: 'complete', author_id: null, created_at: new Date().toISOString(), original_file: 'weighed-shirt-front-600.webp' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      mediaId = (
        await db
          .insertInto('media')
          .values({ id: Number(highest.id ?? 0) + 10_000, file: 'indigo-swatch', original_name: 'indigo.png', mime_type: 'image/png', title: 'Indigo swatch', alt_text: 'Indigo linen', caption: '', width: 800, height: 600, sizes: '[300,800]', state: 'complete', author_id: null, created_at: new Date().toISOString() })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      for (const colour of ['Indigo', 'Oat']) await owner.json(201, 'POST', `${PRODUCTS}/${productId}/variations`, { regular_price: '60', attributes: [{ name: 'Colour', option: colour }] });
      variationIds = (await listVariations(db, productId)).map((variation) => variation.row.id);
    });

    it('reads and writes a product’s weight and dimensions over wc/v3, refusing what is no decimal by its path', async () => {
      const product = await owner.json<ShippingJson>(200, 'GET', `${PRODUCTS}/${productId}`);
      expect(product).toMatchObject({ weight: '0.35', dimensions: { length: '30', width: '25', height: '3' } });
      const patched = await owner.json<ShippingJson>(200, 'PATCH', `${PRODUCTS}/${productId}`, { dimensions: { height: '' } });
      expect(patched).toMatchObject({ weight: '0.35', dimensions: { length: '30', width: '25', height: '' } });
      const refused = await owner.json<ErrorJson>(400, 'PATCH', `${PRODUCTS}/${productId}`, { weight: '-2', dimensions: { width: 'wide', depth: '1' } });
      expect(refused.data.params).toEqual({ 'dimensions.depth': 'is not accepted' });
      const bad = await owner.json<ErrorJson>(400, 'PATCH', `${PRODUCTS}/${productId}`, { weight: '-2', dimensions: { width: 'wide' } });
      expect(bad.data.params).toEqual({
        weight: 'must be a decimal number of 0 or more in kg, such as "0.4" (at most 3 decimals), or ""',
        'dimensions.width': 'must be a decimal number of 0 or more in cm, such as "30" (at most 3 decimals), or ""',
      });
      expect((await owner.json<ErrorJson>(400, 'PATCH', `${PRODUCTS}/${productId}`, { weight: 2 })).data.params).toEqual({ weight: 'must be a string such as "0.4"' });
      await owner.json(200, 'PATCH', `${PRODUCTS}/${productId}`, { dimensions: { height: '3' } });
    });

    it('gives a variation its product’s weight and dimensions where it has none, and its own description, weight and image over wc/v3', async () => {
      const [indigo, oat] = variationIds as [number, number];
      const variations = `${PRODUCTS}/${productId}/variations`;
      expect(await owner.json<VariationJson>(200, 'GET', `${variations}/${oat}`)).toMatchObject({ weight: '0.35', dimensions: { length: '30', width: '25', height: '3' }, description: '', image: null });
      // The product's row id names no picture; its library id does, and the picture comes with the product's alt text.
      expect((await owner.json<ErrorJson>(400, 'PUT', `${variations}/${indigo}`, { image: { id: parentImageId } })).data.params).toEqual({ 'image.id': 'names no finished image of the media library (image ids are the library’s, as wp/v2/media lists them)' });
      const own = await owner.json<VariationJson>(200, 'PUT', `${variations}/${indigo}`, { description: 'Dyed with indigo.', weight: '0.38', dimensions: { height: '4' }, image: { id: parentMediaId } });
      expect(own).toMatchObject({ description: '<p>Dyed with indigo.</p>', weight: '0.38', dimensions: { length: '30', width: '25', height: '4' } });
      expect(own.image).toMatchObject({ id: parentMediaId, name: 'weighed-shirt-front', alt: 'The shirt' });
      expect(await shop.database.db.selectFrom('products').select(['weight', 'length', 'height']).where('id', '=', indigo).executeTakeFirstOrThrow()).toEqual({ weight: '0.38', length: null, height: '4' });
      // Its own image's id, or its address, sent back keeps it.
      expect((await owner.json<VariationJson>(200, 'PUT', `${variations}/${indigo}`, { image: { id: own.image!.id } })).image?.id).toBe(own.image!.id);
      expect((await owner.json<VariationJson>(200, 'PUT', `${variations}/${indigo}`, { image: { src: own.image!.src } })).image?.id).toBe(own.image!.id);
      // A media library picture, by id or by address, then none.
      const fromLibrary = await owner.json<VariationJson>(200, 'PUT', `${variations}/${oat}`, { image: { id: mediaId } });
      expect(fromLibrary.image).toMatchObject({ name: 'indigo-swatch' });
      const byAddress = await owner.json<VariationJson>(200, 'PUT', `${variations}/${oat}`, { image: { src: 'https://elsewhere.example/uploads/weighed-shirt-front-600.webp' } });
      expect(byAddress.image).toMatchObject({ name: 'weighed-shirt-front' });
      expect((await owner.json<VariationJson>(200, 'PUT', `${variations}/${oat}`, { image: null })).image).toBeNull();
      expect((await owner.json<ErrorJson>(400, 'PUT', `${variations}/${oat}`, { image: { id: 99999999 } })).data.params).toEqual({ 'image.id': 'names no finished image of the media library (image ids are the library’s, as wp/v2/media lists them)' });
      expect((await owner.json<ErrorJson>(400, 'PUT', `${variations}/${oat}`, { image: { src: 'https://elsewhere.example/new-picture.jpg' } })).data.params).toEqual({ 'image.src': 'must be the address of an image the shop has (new pictures are uploaded to wp/v2/media first)' });
      expect((await owner.json<ErrorJson>(400, 'PUT', `${variations}/${oat}`, { weight: '1.2.3' })).data.params).toEqual({ weight: 'must be a decimal number of 0 or more in kg, such as "0.4" (at most 3 decimals), or ""' });
    });

    it('edits a variation’s description, weight, dimensions and image in the admin, blank meaning the product’s, and keeps a refused row as typed', async () => {
      const [indigo, oat] = variationIds as [number, number];
      const editor = decode(await admin.page(path()));
      expect(editor).toMatch(new RegExp(`<label for="variation-${oat}-weight">Weight \\(kg\\)</label>`));
      const weightInput = new RegExp(`<input id="variation-${oat}-weight"[^>]*>`).exec(editor)?.[0] ?? '';
      expect(weightInput).toContain(`name="variation_${oat}_weight"`);
      // Blank is the product's weight, shown in the field.
      expect(weightInput).toContain('placeholder="0.35"');
      expect(editor).toMatch(new RegExp(`<textarea id="variation-${indigo}-description"[^>]*name="variation_${indigo}_description"`));
      expect(editor).toContain(`<option value="product:${parentImageId}">Product image 1: The shirt</option>`);
      expect(editor).toContain(`<option value="media:${mediaId}">Indigo swatch</option>`);
      expect(editor).toContain('<option value="current" selected="">Keep its current image</option>');

      const row = (id: number, overrides: Record<string, string>): [string, string][] =>
        Object.entries({
          [`variation_${id}_attr_colour`]: id === indigo ? 'Indigo' : 'Oat',
          [`variation_${id}_sku`]: '',
          [`variation_${id}_regular_price`]: '60',
          [`variation_${id}_sale_price`]: '',
          [`variation_${id}_stock`]: '',
          [`variation_${id}_enabled`]: '1',
          [`variation_${id}_description`]: '',
          [`variation_${id}_weight`]: '',
          [`variation_${id}_length`]: '',
          [`variation_${id}_width`]: '',
          [`variation_${id}_height`]: '',
          [`variation_${id}_image`]: 'current',
          ...overrides,
        });
      const saved = await postPairs(path(), [
        ['_wpnonce', nonce],
        ['intent', 'save-variations'],
        ['variation_ids', String(oat)],
        ...row(oat, { [`variation_${oat}_description`]: 'Undyed, the colour of oats.', [`variation_${oat}_weight`]: '0,36', [`variation_${oat}_image`]: `media:${mediaId}` }),
      ]);
      expect(saved.status).toBe(303);
      let [, oatView] = await listVariations(shop.database.db, productId);
      expect(oatView?.row).toMatchObject({ description: '<p>Undyed, the colour of oats.</p>', weight: '0.36', length: null, height: null });
      expect(oatView?.images.map((image) => image.file)).toEqual(['indigo-swatch']);

      const refused = await postPairs(path(), [
        ['_wpnonce', nonce],
        ['intent', 'save-variations'],
        ['variation_ids', String(oat)],
        ...row(oat, { [`variation_${oat}_description`]: 'Typed again', [`variation_${oat}_weight`]: 'heavy', [`variation_${oat}_length`]: '12', [`variation_${oat}_image`]: `product:${parentImageId}` }),
      ]);
      expect(refused.status).toBe(400);
      const html = decode(await refused.text());
      expect(errorBy(html, `variation-${oat}-weight`)).toBe('Enter the weight in kg as a number of 0 or more, such as 0.4 (at most 3 decimals), or leave it blank.');
      expect(valueOf(html, `variation-${oat}-weight`)).toBe('heavy');
      expect(valueOf(html, `variation-${oat}-length`)).toBe('12');
      expect(html).toContain('Typed again</textarea>');
      expect(html).toContain(`<option value="product:${parentImageId}" selected="">`);
      [, oatView] = await listVariations(shop.database.db, productId);
      expect(oatView?.row).toMatchObject({ description: '<p>Undyed, the colour of oats.</p>', weight: '0.36', length: null });

      // "No image of its own" removes it; a blank weight is the product's again.
      expect((await postPairs(path(), [['_wpnonce', nonce], ['intent', 'save-variations'], ['variation_ids', String(oat)], ...row(oat, { [`variation_${oat}_image`]: '' })])).status).toBe(303);
      [, oatView] = await listVariations(shop.database.db, productId);
      expect(oatView?.images).toEqual([]);
      expect(oatView?.row).toMatchObject({ weight: null, description: '' });
    });

    it('shows the product’s weight, dimensions and visible attributes, and each variation’s own in the variations JSON', async () => {
      const html = await new Visitor(shop).page('/product/weighed-shirt/');
      expect(additionalInformation(html)).toEqual({
        weight: ['Weight', '0.35 kg'],
        dimensions: ['Dimensions', '30 × 25 × 3 cm'],
        attribute_colour: ['Colour', 'Indigo, Oat'],
        attribute_fabric: ['Fabric', 'Linen'],
      });
      const json = /data-product_variations="([^"]*)"/.exec(html)?.[1] ?? '[]';
      // The attribute's JSON as the browser reads it: the description's markup escaped in the attribute.
      const variations = JSON.parse(decode(json.replaceAll('&lt;', '<').replaceAll('&gt;', '>'))) as { variation_id: number; weight: string; weight_html: string; dimensions: Record<string, string>; dimensions_html: string; variation_description: string }[];
      const [indigo] = variationIds as [number, number];
      expect(variations.find((variation) => variation.variation_id === indigo)).toMatchObject({
        weight: '0.38',
        weight_html: '0.38 kg',
        dimensions: { length: '30', width: '25', height: '4' },
        dimensions_html: '30 × 25 × 4 cm',
        variation_description: '<p>Dyed with indigo.</p>',
      });
    });
  });

  it('restores the settings it changed', async () => {
    expect(await getStoreSettings(shop.database.db)).toMatchObject({ weightUnit: SETTINGS_DEFAULTS.weightUnit, dimensionUnit: SETTINGS_DEFAULTS.dimensionUnit });
  });
});
