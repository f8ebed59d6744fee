import { beforeAll, describe, expect, it } from 'vitest';
import { importProductCsv } from '../core/catalog/csv-import.ts';
import { listVariations } from '../core/catalog/variations.ts';
import { up as variationHtmlDescriptions } from '../db/migrations/059_variation_html_descriptions.ts';
import { DIALECTS } from './dialects.ts';
import { csvStream } from './fixtures/csv-stream.ts';
import { ownerSession, type RestSession } from './fixtures/rest-client.ts';
import { insertProduct } from './fixtures/shop-data.ts';
import { logInAs, nonceIn, Visitor } from './fixtures/visitor.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop, type SuiteShop } from './http-shop.ts';

/** What an owner might paste: formatting to keep, a handler and a script to lose, two paragraphs. */
const PASTED = 'Dyed with <b>indigo</b> by <a href="https://dyers.example/" onclick="steal()">hand</a>.<script>alert(1)</script>\n\nWash cold.';
const STORED = '<p>Dyed with <b>indigo</b> by <a href="https://dyers.example/">hand</a>.</p>\n<p>Wash cold.</p>';

interface VariationJson {
  id: number;
  description: string;
}

/** A stored description: kept formatting, nothing that runs. */
function expectSanitised(html: string | undefined) {
  expect(html).toContain('<b>indigo</b>');
  expect(html).not.toMatch(/script|onclick|alert|steal/);
}

describe.each(DIALECTS)('variation descriptions as HTML on %s', (dialect) => {
  const shop: SuiteShop = useHttpShop(dialect);
  const admin = new Visitor(shop);
  let nonce = '';
  let owner: RestSession;
  let product: { id: number; slug: string };
  const variationsPath = () => `/wc/v3/products/${product.id}/variations`;
  const descriptionOf = async (id: number) => (await shop.database.db.selectFrom('products').select('description').where('id', '=', id).executeTakeFirstOrThrow()).description;
  const newVariation = async (colour: string, description?: string) =>
    owner.json<VariationJson>(201, 'POST', variationsPath(), { regular_price: '30.00', attributes: [{ name: 'Colour', option: colour }], ...(description === undefined ? {} : { description }) });

  beforeAll(async () => {
    await logInAs(admin, 'admin', TEST_ADMIN_PASSWORD);
    nonce = nonceIn(await admin.page('/admin/settings/'));
    owner = await ownerSession(shop);
    product = await owner.json<{ id: number; slug: string }>(201, 'POST', '/wc/v3/products', {
      name: 'Described Shirt',
      type: 'variable',
      attributes: [{ name: 'Colour', options: ['Indigo', 'Oat', 'Rust', 'Moss', 'Sand', 'Clay'], variation: true }],
    });
  });

  it('sanitises wc/v3’s HTML as a product’s, on create, update and batch, and gives it back as stored', async () => {
    const created = await newVariation('Indigo', PASTED);
    expect(created.description).toBe(STORED);
    expect(await descriptionOf(created.id)).toBe(STORED);

    const oat = await newVariation('Oat');
    const updated = await owner.json<VariationJson>(200, 'PUT', `${variationsPath()}/${oat.id}`, { description: PASTED });
    expect(updated.description).toBe(STORED);
    // Sent back as it came, it stays as it is.
    expect((await owner.json<VariationJson>(200, 'PUT', `${variationsPath()}/${oat.id}`, { description: updated.description })).description).toBe(STORED);

    const batch = await owner.json<{ create: VariationJson[]; update: VariationJson[] }>(200, 'POST', `${variationsPath()}/batch`, {
      create: [{ regular_price: '30.00', attributes: [{ name: 'Colour', option: 'Rust' }], description: PASTED }],
      update: [{ id: created.id, description: '<p onmouseover="steal()">Now <b>indigo</b> only</p><iframe src="https://evil.example/"></iframe>' }],
    });
    expect(batch.create.map((variation) => variation.description)).toEqual([STORED]);
    expect(batch.update.map((variation) => variation.description)).toEqual(['<p>Now <b>indigo</b> only</p>']);
    expect(await descriptionOf(batch.create[0]!.id)).toBe(STORED);
    expect(await descriptionOf(created.id)).toBe('<p>Now <b>indigo</b> only</p>');
  });

  it('sanitises the admin form’s description and shows the stored HTML for the next edit', async () => {
    const moss = await newVariation('Moss');
    const row = Object.fromEntries(
      Object.entries({ attr_colour: 'Moss', sku: '', regular_price: '30', sale_price: '', stock: '', enabled: '1', description: PASTED, weight: '', length: '', width: '', height: '', image: 'current' }).map(([field, value]) => [`variation_${moss.id}_${field}`, value]),
    );
    const saved = await admin.post(`/admin/products/${product.id}/`, { _wpnonce: nonce, intent: 'save-variations', variation_ids: String(moss.id), ...row });
    expect(saved.status).toBe(303);
    expect(await descriptionOf(moss.id)).toBe(STORED);
    const editor = await admin.page(`/admin/products/${product.id}/`);
    expect(editor).toContain('&lt;p&gt;Dyed with &lt;b&gt;indigo&lt;/b&gt;');
  });

  it('sanitises a variation row’s CSV description, for a new variation and for one the file updates', async () => {
    const csv = (description: string) =>
      [
        'ID,Type,SKU,Name,Regular price,Parent,Description,Attribute 1 name,Attribute 1 value(s),Attribute 1 global',
        `1,variable,CSV-SCARF,Csv Scarf,,,,Colour,"Blue, Red",0`,
        `2,variation,CSV-SCARF-BLUE,,12.00,id:1,"${description.replaceAll('"', '""').replaceAll('\n', '\\n')}",Colour,Blue,0`,
      ].join('\n');
    const options = { uploadsDir: '/nonexistent', storeImage: () => Promise.reject(new Error('no images here')) };
    expect(await importProductCsv(shop.database.db, csvStream(csv(PASTED)), options)).toMatchObject({ failed: 0 });
    const id = (await shop.database.db.selectFrom('products').select('id').where('sku', '=', 'CSV-SCARF-BLUE').executeTakeFirstOrThrow()).id;
    expect(await descriptionOf(id)).toBe(STORED);

    expect(await importProductCsv(shop.database.db, csvStream(csv('Knitted <em>slowly</em><style>body{}</style>\n<img src="x" onerror="steal()">')), options)).toMatchObject({ failed: 0, updated: 2 });
    const again = await descriptionOf(id);
    expect(again).toBe('<p>Knitted <em>slowly</em><br />\n<img src="x" /></p>');
  });

  it('shows the chosen variation’s description on the product page as the owner’s HTML, sanitised again', async () => {
    const sand = await newVariation('Sand', PASTED);
    // A row written past the rules (an older import, a hand edit) is still harmless on the page.
    const clay = await newVariation('Clay');
    await shop.database.db.updateTable('products').set({ description: '<p>Fired <strong>clay</strong><script>alert(2)</script></p>' }).where('id', '=', clay.id).execute();
    const html = await new Visitor(shop).page(`/product/${product.slug}/`);
    const json = /data-product_variations="([^"]*)"/.exec(html)?.[1] ?? '';
    const variations = JSON.parse(json.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&')) as { variation_id: number; variation_description: string }[];
    const described = Object.fromEntries(variations.map((variation) => [variation.variation_id, variation.variation_description]));
    expect(described[sand.id]).toBe(STORED);
    expectSanitised(described[sand.id]);
    expect(described[clay.id]).toBe('<p>Fired <strong>clay</strong></p>');
    expect(html).not.toContain('alert(2)');
  });

  it('turns the plain text stored before into escaped paragraphs, leaving products alone', async () => {
    const db = shop.database.db;
    const [variation] = await listVariations(db, product.id);
    await db.updateTable('products').set({ description: 'Warm & <b>soft</b>\nby hand.\n\n\nWash cold.' }).where('id', '=', variation!.row.id).execute();
    const simple = await insertProduct(db, { name: 'Plain Jug', description: '<p>Already <b>HTML</b></p>' });
    await variationHtmlDescriptions(db as never);
    expect(await descriptionOf(variation!.row.id)).toBe('<p>Warm &amp; &lt;b&gt;soft&lt;/b&gt; by hand.</p>\n<p>Wash cold.</p>');
    expect(await descriptionOf(simple)).toBe('<p>Already <b>HTML</b></p>');
  });
});
