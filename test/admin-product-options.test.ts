import { beforeAll, describe, expect, it } from 'vitest';
import { getAttribute, listAttributeTerms } from '../core/catalog/attributes.ts';
import { readProductAttributes } from '../core/catalog/product-attributes.ts';
import { groupedChildIds } from '../core/catalog/product-kind.ts';
import { listVariations } from '../core/catalog/variations.ts';
import { DIALECTS } from './dialects.ts';
import { insertProduct } from './fixtures/shop-data.ts';
import { decode, logInAs, nonceIn, textOf, Visitor } from './fixtures/visitor.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop, type SuiteShop } from './http-shop.ts';

/** The message shown by a field: the text of the element with id `<id>-error`. */
function errorBy(html: string, id: string): string {
  const match = new RegExp(`id="${id}-error"[^>]*>([\\s\\S]*?)</(?:span|p)>`).exec(html);
  return match ? textOf(match[1] ?? '') : '';
}

describe.each(DIALECTS)('products with options in the admin on %s', (dialect) => {
  const shop: SuiteShop = useHttpShop(dialect);
  const admin = new Visitor(shop);
  let nonce = '';
  let colourId = 0;

  const productBySlug = (slug: string) => shop.database.db.selectFrom('products').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow();
  const productFields = (overrides: Record<string, string> = {}) => ({
    _wpnonce: nonce,
    name: 'Harbour Lamp',
    slug: '',
    sku: '',
    regular_price: '',
    sale_price: '',
    stock: '',
    stock_status: 'instock',
    status: 'publish',
    short_description: '',
    description: '',
    type: 'simple',
    external_url: '',
    button_text: '',
    attributes_present: '1',
    attribute_rows: 'new',
    attribute_new_attribute: '',
    attribute_new_name: '',
    attribute_new_values: '',
    attribute_new_visible: '1',
    ...overrides,
  });
  /** Posts a form whose fields may repeat (checkbox lists, rows). */
  const postPairs = (path: string, pairs: [string, string][]) =>
    admin.request(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(pairs).toString() });

  beforeAll(async () => {
    await logInAs(admin, 'admin', TEST_ADMIN_PASSWORD);
    nonce = nonceIn(await admin.page('/admin/products/attributes/'));
    expect(nonce).not.toBe('');
  });

  it('adds a global attribute and its terms, listed with their count, from the admin navigation', async () => {
    const list = decode(await admin.page('/admin/products/attributes/'));
    expect(list).toMatch(/<a[^>]*href="\/admin\/products\/attributes\/"[^>]*>Attributes<\/a>/);
    const created = await admin.post('/admin/products/attributes/new/', { _wpnonce: nonce, name: 'Lamp colour', slug: '', order_by: 'menu_order' });
    expect(created.status).toBe(303);
    const row = await shop.database.db.selectFrom('attributes').selectAll().where('name', '=', 'Lamp colour').executeTakeFirstOrThrow();
    colourId = row.id;
    expect(row.slug).toBe('lamp-colour');
    expect(created.headers.get('location')).toBe(`/admin/products/attributes/${colourId}/terms/`);
    for (const [name, order] of [['Brass', '2'], ['Copper', '1']] as const) {
      const added = await admin.post(`/admin/products/attributes/${colourId}/terms/`, { _wpnonce: nonce, name, slug: '', description: `${name} finish`, menu_order: order });
      expect(added.status).toBe(303);
    }
    const terms = await listAttributeTerms(shop.database.db, row);
    expect(terms.map((term) => [term.name, term.slug, term.menu_order])).toEqual([
      ['Copper', 'copper', 1],
      ['Brass', 'brass', 2],
    ]);
    const termsPage = textOf(await admin.page(`/admin/products/attributes/${colourId}/terms/`));
    expect(termsPage).toContain('Copper');
    expect(termsPage).toContain('Brass finish');
    const listed = decode(await admin.page('/admin/products/attributes/?s=lamp'));
    expect(textOf(/<tbody>([\s\S]*?)<\/tbody>/.exec(listed)?.[1] ?? '')).toMatch(/Lamp colour.*pa_lamp-colour.*Custom ordering.*2/);

    // Edit a term and the attribute; a clashing slug is refused by its field.
    const brass = terms.find((term) => term.slug === 'brass');
    expect((await admin.post(`/admin/products/attributes/${colourId}/terms/${brass?.id}/`, { _wpnonce: nonce, name: 'Brass', slug: 'brass', description: 'Shiny', menu_order: '3' })).status).toBe(303);
    expect((await listAttributeTerms(shop.database.db, row)).map((term) => [term.name, term.description, term.menu_order])).toEqual([
      ['Copper', 'Copper finish', 1],
      ['Brass', 'Shiny', 3],
    ]);
    const clash = await admin.post(`/admin/products/attributes/${colourId}/terms/${brass?.id}/`, { _wpnonce: nonce, name: 'Brass', slug: 'copper', description: '', menu_order: '3' });
    expect(clash.status).toBe(400);
    expect(errorBy(decode(await clash.text()), 'term-slug')).toBe('Another term of this attribute already uses the slug "copper".');
    const badOrder = await admin.post(`/admin/products/attributes/${colourId}/terms/`, { _wpnonce: nonce, name: 'Tin', slug: '', description: '', menu_order: 'first' });
    expect(errorBy(decode(await badOrder.text()), 'term-order')).toBe('Enter a whole number.');
    expect((await admin.post(`/admin/products/attributes/${colourId}/`, { _wpnonce: nonce, name: 'Lamp colour', slug: 'lamp-colour', order_by: 'name' })).status).toBe(303);
    expect((await getAttribute(shop.database.db, colourId))?.order_by).toBe('name');
    const blank = await admin.post('/admin/products/attributes/new/', { _wpnonce: nonce, name: ' ', slug: '', order_by: 'menu_order' });
    expect(blank.status).toBe(400);
    expect(errorBy(decode(await blank.text()), 'attribute-name')).toBe('Enter the name.');
    const badSort = await admin.post('/admin/products/attributes/new/', { _wpnonce: nonce, name: 'Shade', slug: '', order_by: 'random' });
    expect(errorBy(decode(await badSort.text()), 'attribute-order')).toBe('Choose a sort order from the list.');
  });

  it('makes a variable product with attributes, generates its variations, edits, prices in bulk and deletes them', async () => {
    const created = await admin.post(
      '/admin/products/new/',
      productFields({ type: 'variable', attribute_new_attribute: String(colourId), attribute_new_values: '', attribute_new_variation: '1' }),
    );
    expect(created.status).toBe(303);
    const lamp = await productBySlug('harbour-lamp');
    expect(lamp.type).toBe('variable');
    const path = `/admin/products/${lamp.id}/`;
    expect(created.headers.get('location')).toBe(path);
    let attributes = await readProductAttributes(shop.database.db, lamp.id);
    expect(attributes.map((attribute) => [attribute.key, attribute.options.map((option) => option.value), attribute.visible, attribute.variation])).toEqual([
      ['pa_lamp-colour', ['brass', 'copper'], true, true],
    ]);

    // A custom attribute beside the global one, its values separated by "|".
    const withSize = await postPairs(path, [
      ...Object.entries(productFields({ slug: 'harbour-lamp', type: 'variable', attribute_rows: '0' })).filter(([name]) => !name.startsWith('attribute_new')),
      ['attribute_0_attribute', String(colourId)],
      ['attribute_0_terms', 'brass'],
      ['attribute_0_terms', 'copper'],
      ['attribute_0_visible', '1'],
      ['attribute_0_variation', '1'],
      ['attribute_rows', 'new'],
      ['attribute_new_attribute', 'custom'],
      ['attribute_new_name', 'Shade size'],
      ['attribute_new_values', 'Small | Large '],
      ['attribute_new_variation', '1'],
    ]);
    expect(withSize.status).toBe(303);
    attributes = await readProductAttributes(shop.database.db, lamp.id);
    expect(attributes.map((attribute) => [attribute.name, attribute.options.map((option) => option.label), attribute.visible])).toEqual([
      ['Lamp colour', ['Brass', 'Copper'], true],
      ['Shade size', ['Small', 'Large'], false],
    ]);

    const editor = decode(await admin.page(path));
    expect(editor).toContain('<h2 id="product-variations-heading">Variations</h2>');
    expect(editor).toContain('Create variations from all attributes');
    expect(editor).toContain('<option value="variable" selected="">Variable product</option>');

    const generated = await admin.post(path, { _wpnonce: nonce, intent: 'generate-variations' });
    expect(generated.status).toBe(303);
    expect(generated.headers.get('location')).toBe(`${path}#variations`);
    let variations = await listVariations(shop.database.db, lamp.id);
    expect(variations.map((variation) => variation.values)).toEqual([
      { 'pa_lamp-colour': 'brass', 'shade-size': 'Small' },
      { 'pa_lamp-colour': 'brass', 'shade-size': 'Large' },
      { 'pa_lamp-colour': 'copper', 'shade-size': 'Small' },
      { 'pa_lamp-colour': 'copper', 'shade-size': 'Large' },
    ]);
    expect(variations.every((variation) => variation.row.status === 'draft')).toBe(true);
    const page = textOf(await admin.page(path));
    expect(page).toContain('4 variations created');
    expect(page).toContain('Any Shade size…');

    // Edit one variation: "any" colour, its price, sale, stock, enabled.
    const [first, second, third] = variations;
    const rowFields = (id: number, overrides: Record<string, string>) =>
      Object.entries({
        [`variation_${id}_attr_pa_lamp-colour`]: '',
        [`variation_${id}_attr_shade-size`]: 'Small',
        [`variation_${id}_sku`]: '',
        [`variation_${id}_regular_price`]: '',
        [`variation_${id}_sale_price`]: '',
        [`variation_${id}_stock`]: '',
        ...overrides,
      }).map(([name, value]): [string, string] => [name, value]);
    const saved = await postPairs(path, [
      ['_wpnonce', nonce],
      ['intent', 'save-variations'],
      ['variation_ids', String(first?.row.id)],
      ...rowFields(first!.row.id, {
        [`variation_${first?.row.id}_sku`]: 'LAMP-S',
        [`variation_${first?.row.id}_regular_price`]: '40',
        [`variation_${first?.row.id}_sale_price`]: '35.50',
        [`variation_${first?.row.id}_manage_stock`]: '1',
        [`variation_${first?.row.id}_stock`]: '6',
        [`variation_${first?.row.id}_enabled`]: '1',
      }),
    ]);
    expect(saved.status).toBe(303);
    variations = await listVariations(shop.database.db, lamp.id);
    expect(variations[0]?.row).toMatchObject({ sku: 'LAMP-S', regular_price: 4000, sale_price: 3550, price: 3550, stock: 6, stock_status: 'instock', status: 'publish' });
    expect(variations[0]?.values).toEqual({ 'pa_lamp-colour': '', 'shade-size': 'Small' });
    expect((await productBySlug('harbour-lamp')).price).toBe(3550);

    // Refusals by the field: an enabled variation without a price, a sale above the price, a taken SKU.
    await insertProduct(shop.database.db, { name: 'Taken', sku: 'TAKEN-1' });
    const refused = await postPairs(path, [
      ['_wpnonce', nonce],
      ['intent', 'save-variations'],
      ['variation_ids', String(first?.row.id)],
      ['variation_ids', String(second?.row.id)],
      ...rowFields(first!.row.id, { [`variation_${first?.row.id}_regular_price`]: '20', [`variation_${first?.row.id}_sale_price`]: '25', [`variation_${first?.row.id}_enabled`]: '1' }),
      ['variation_ids', String(third?.row.id)],
      ...rowFields(third!.row.id, { [`variation_${third?.row.id}_attr_pa_lamp-colour`]: 'copper', [`variation_${third?.row.id}_sku`]: 'TAKEN-1' }),
      ...rowFields(second!.row.id, { [`variation_${second?.row.id}_enabled`]: '1', [`variation_${second?.row.id}_manage_stock`]: '1', [`variation_${second?.row.id}_stock`]: 'lots' }),
    ]);
    expect(refused.status).toBe(400);
    const refusedHtml = decode(await refused.text());
    expect(errorBy(refusedHtml, `variation-${first?.row.id}-sale-price`)).toBe('The sale price must be lower than the regular price.');
    expect(errorBy(refusedHtml, `variation-${third?.row.id}-sku`)).toBe('The SKU is already used by another product.');
    expect(errorBy(refusedHtml, `variation-${second?.row.id}-regular-price`)).toBe('Enter the regular price of an enabled variation.');
    expect(errorBy(refusedHtml, `variation-${second?.row.id}-stock`)).toBe('Enter a whole number of 0 or more.');
    expect(refusedHtml).toContain(`name="variation_${first?.row.id}_sale_price" value="25"`);
    expect((await listVariations(shop.database.db, lamp.id))[0]?.row.sku).toBe('LAMP-S');

    // Bulk: every variation's regular price, then stock.
    expect((await admin.post(path, { _wpnonce: nonce, intent: 'bulk-variations', bulk_action: 'set_regular_price', bulk_value: '45' })).status).toBe(303);
    expect((await admin.post(path, { _wpnonce: nonce, intent: 'bulk-variations', bulk_action: 'set_stock', bulk_value: '3' })).status).toBe(303);
    variations = await listVariations(shop.database.db, lamp.id);
    expect(variations.map((variation) => [variation.row.regular_price, variation.row.stock])).toEqual([
      [4500, 3],
      [4500, 3],
      [4500, 3],
      [4500, 3],
    ]);
    const badBulk = await admin.post(path, { _wpnonce: nonce, intent: 'bulk-variations', bulk_action: 'set_stock', bulk_value: '-1' });
    expect(badBulk.status).toBe(400);
    expect(errorBy(decode(await badBulk.text()), 'variations-bulk-value')).toBe('Enter a whole number of 0 or more.');

    // Delete one; the product's list shows its type and price range.
    const deleted = await admin.post(path, { _wpnonce: nonce, intent: `delete-variation:${variations[3]?.row.id}` });
    expect(deleted.status).toBe(303);
    expect((await listVariations(shop.database.db, lamp.id)).map((variation) => variation.row.id)).toEqual(variations.slice(0, 3).map((variation) => variation.row.id));
    const enableSecond = await postPairs(path, [
      ['_wpnonce', nonce],
      ['intent', 'save-variations'],
      ['variation_ids', String(second?.row.id)],
      ...rowFields(second!.row.id, { [`variation_${second?.row.id}_attr_pa_lamp-colour`]: 'brass', [`variation_${second?.row.id}_attr_shade-size`]: 'Large', [`variation_${second?.row.id}_regular_price`]: '60', [`variation_${second?.row.id}_enabled`]: '1' }),
    ]);
    expect(enableSecond.status).toBe(303);
    const listRow = /<tr>(?:(?!<\/tr>)[\s\S])*Harbour Lamp[\s\S]*?<\/tr>/.exec(decode(await admin.page('/admin/products/?s=harbour+lamp')))?.[0] ?? '';
    expect(textOf(listRow)).toMatch(/Variable.*\$35\.50 – \$60\.00/);
  });

  it('saves a grouped product’s children and refuses a variable one among them', async () => {
    const mug = await insertProduct(shop.database.db, { name: 'Group Mug' });
    const plate = await insertProduct(shop.database.db, { name: 'Group Plate' });
    const lamp = await productBySlug('harbour-lamp');
    const editor = decode(await admin.page('/admin/products/new/'));
    expect(editor).toMatch(new RegExp(`<input id="grouped-${mug}" type="checkbox" name="grouped_products" value="${mug}"/> <label for="grouped-${mug}">Group Mug</label>`));
    expect(editor).not.toContain(`id="grouped-${lamp.id}"`);
    const fields = Object.entries(productFields({ name: 'Table set', type: 'grouped' }));
    const saved = await postPairs('/admin/products/new/', [...fields, ['grouped_products', String(plate)], ['grouped_products', String(mug)]]);
    expect(saved.status).toBe(303);
    const set = await productBySlug('table-set');
    expect(set.type).toBe('grouped');
    expect((await groupedChildIds(shop.database.db, [set.id])).get(set.id)).toEqual([plate, mug]);

    const refused = await postPairs(`/admin/products/${set.id}/`, [...Object.entries(productFields({ name: 'Table set', slug: 'table-set', type: 'grouped' })), ['grouped_products', String(lamp.id)]]);
    expect(refused.status).toBe(400);
    expect(errorBy(decode(await refused.text()), 'product-grouped')).toBe(`Only simple and external products can be grouped; ${lamp.id} is variable.`);
    expect((await groupedChildIds(shop.database.db, [set.id])).get(set.id)).toEqual([plate, mug]);
  });

  it('saves an external product’s URL and button text, and shows its refusals by the fields', async () => {
    const refused = await admin.post('/admin/products/new/', productFields({ name: 'Partner Chair', regular_price: '99', type: 'external', external_url: 'javascript:alert(1)', button_text: '<b>Buy</b>' }));
    expect(refused.status).toBe(400);
    const html = decode(await refused.text());
    expect(errorBy(html, 'product-external-url')).toBe('Enter a full web address starting with http:// or https://.');
    expect(errorBy(html, 'product-button-text')).toBe('The button text may not contain HTML tags; it is shown as plain text.');
    expect(html).toContain('<option value="external" selected="">External/Affiliate product</option>');

    const saved = await admin.post('/admin/products/new/', productFields({ name: 'Partner Chair', regular_price: '99', type: 'external', external_url: 'https://partner.example/chair', button_text: 'Buy at Partner' }));
    expect(saved.status).toBe(303);
    expect(await productBySlug('partner-chair')).toMatchObject({ type: 'external', external_url: 'https://partner.example/chair', button_text: 'Buy at Partner', regular_price: 9900 });
  });

  it('shows the refusals of attributes by their fields, keeping what was typed', async () => {
    const lamp = await productBySlug('harbour-lamp');
    // A variable product with variations cannot become simple.
    const typeChange = await admin.post(`/admin/products/${lamp.id}/`, productFields({ slug: 'harbour-lamp', type: 'simple', regular_price: '10', attributes_present: '' }));
    expect(typeChange.status).toBe(400);
    expect(errorBy(decode(await typeChange.text()), 'product-type')).toBe('Delete its variations before making it another type of product.');

    const unknownTerm = await admin.post('/admin/products/new/', productFields({ name: 'Odd lamp', regular_price: '5', attribute_new_attribute: String(colourId), attribute_new_values: 'Brass | Tin' }));
    expect(unknownTerm.status).toBe(400);
    const html = decode(await unknownTerm.text());
    expect(errorBy(html, 'attribute-new-values')).toBe('The values are not terms of Lamp colour: Tin.');
    expect(html).toContain('name="attribute_new_values" value="Brass | Tin"');

    const noValues = await admin.post('/admin/products/new/', productFields({ name: 'Odd lamp', regular_price: '5', attribute_new_attribute: 'custom', attribute_new_name: 'Wick', attribute_new_values: ' | ' }));
    expect(errorBy(decode(await noValues.text()), 'attribute-new-values')).toBe('Enter at least one value; separate values with “|”.');
    const unknownAttribute = await admin.post('/admin/products/new/', productFields({ name: 'Odd lamp', regular_price: '5', attribute_new_attribute: '999999' }));
    expect(errorBy(decode(await unknownAttribute.text()), 'attribute-new-attribute')).toBe('Choose an attribute from the list.');
    expect(await shop.database.db.selectFrom('products').select('id').where('name', '=', 'Odd lamp').executeTakeFirst()).toBeUndefined();
  });
});
