import { tmpdir } from 'node:os';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { importProductCsv } from '../core/catalog/csv-import.ts';
import { up as htmlDescriptions } from '../db/migrations/054_product_html_descriptions.ts';
import { DIALECTS } from './dialects.ts';
import { csvStream } from './fixtures/csv-stream.ts';
import { ownerSession, type RestSession } from './fixtures/rest-client.ts';
import { insertProduct } from './fixtures/shop-data.ts';
import { decode, logInAs, nonceIn, Visitor } from './fixtures/visitor.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop, type SuiteShop } from './http-shop.ts';

const STORE_PRODUCTS = '/wp-json/wc/store/v1/products';

describe.each(DIALECTS)('product descriptions as HTML on %s', (dialect) => {
  const shop: SuiteShop = useHttpShop(dialect);
  const admin = new Visitor(shop);
  let nonce = '';
  let owner: RestSession;

  const productBySlug = (slug: string) => shop.database.db.selectFrom('products').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow();
  /** The names of the products a shopper's search finds (the Store API asks the storefront's search). */
  const found = async (search: string) => {
    const response = await new Visitor(shop).request(`${STORE_PRODUCTS}?search=${encodeURIComponent(search)}&per_page=100`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { name: string }[]).map((product) => product.name);
  };
  /** Which of these words SQLite's text index holds. */
  const indexedWords = async (words: string[]) =>
    (await sql<{ term: string }>`select term from product_search_vocab where term in (${sql.join(words)})`.execute(shop.database.db)).rows.map((row) => row.term);
  const productFields = (overrides: Record<string, string>) => ({
    _wpnonce: nonce,
    name: 'Html Lantern',
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
    ...overrides,
  });

  beforeAll(async () => {
    await logInAs(admin, 'admin', TEST_ADMIN_PASSWORD);
    nonce = nonceIn(await admin.page('/admin/settings/'));
    owner = await ownerSession(shop);
  });

  it('keeps the admin editor’s HTML, sanitised, with paragraphs, and shows it as markup on the product page', async () => {
    const created = await admin.post(
      '/admin/products/new/',
      productFields({
        short_description: 'A <em>warm</em> light',
        description: 'Made of <b>heavy</b> brass <a href="javascript:alert(1)" onclick="steal()">here</a>\nby hand.\n\n<ul><li>Oil lamp</li></ul><script>alert(1)</script>',
      }),
    );
    expect(created.status).toBe(303);
    const lantern = await productBySlug('html-lantern');
    expect(lantern.short_description).toBe('<p>A <em>warm</em> light</p>');
    expect(lantern.description).toBe('<p>Made of <b>heavy</b> brass <a>here</a><br />\nby hand.</p>\n<ul>\n<li>Oil lamp</li>\n</ul>');

    const page = await new Visitor(shop).page('/product/html-lantern/');
    expect(page).toContain('<div class="woocommerce-product-details__short-description owner-html"><p>A <em>warm</em> light</p></div>');
    expect(page).toContain('<p>Made of <b>heavy</b> brass');
    expect(page).not.toContain('&lt;b&gt;');
    expect(page).not.toContain('alert(1)');
    // Search engines get the words.
    expect(decode(page)).toContain('<meta name="description" content="A warm light"/>');

    // The editor shows the stored HTML for the next edit, and saving it again changes nothing.
    const editor = await admin.page(`/admin/products/${lantern.id}/`);
    expect(editor).toContain('&lt;p&gt;Made of &lt;b&gt;heavy&lt;/b&gt; brass');
    expect((await admin.post(`/admin/products/${lantern.id}/`, productFields({ slug: 'html-lantern', short_description: lantern.short_description, description: lantern.description }))).status).toBe(303);
    expect(await productBySlug('html-lantern')).toMatchObject({ short_description: lantern.short_description, description: lantern.description });
  });

  it('imports WooCommerce’s CSV descriptions as HTML: paragraphs made, scripts and handlers removed, formatting kept', async () => {
    const csv = [
      'SKU,Name,Regular price,Short description,Description',
      'HTML-01,Imported Kettle,30.00,"Pours <strong>slowly</strong>","First line\\nsecond line\\n\\n<ul onclick=""steal()""><li><b>Steel</b></li></ul>\\n\\n<script>alert(1)</script>Last words"',
    ].join('\n');
    const report = await importProductCsv(shop.database.db, csvStream(csv), { uploadsDir: tmpdir(), storeImage: () => Promise.reject(new Error('no images here')) });
    expect(report).toMatchObject({ created: 1, failed: 0 });
    const kettle = await shop.database.db.selectFrom('products').selectAll().where('sku', '=', 'HTML-01').executeTakeFirstOrThrow();
    expect(kettle.short_description).toBe('<p>Pours <strong>slowly</strong></p>');
    expect(kettle.description).toBe('<p>First line<br />\nsecond line</p>\n<ul>\n<li><b>Steel</b></li>\n</ul>\n<p>Last words</p>');
    expect(kettle.description).not.toMatch(/script|onclick/);
  });

  it('keeps wc/v3’s HTML, sanitised, and gives it back as HTML, as the Store API does', async () => {
    const product = await owner.json<{ id: number; description: string; short_description: string }>(201, 'POST', '/wc/v3/products', {
      name: 'Rest Teapot',
      regular_price: '25.00',
      description: '<p>Glazed <strong>stoneware</strong></p><img src="x" onerror="steal()"><script>alert(1)</script>',
      short_description: 'Holds <b>six</b> cups',
    });
    expect(product.description).toBe('<p>Glazed <strong>stoneware</strong></p>\n<p><img src="x" /></p>');
    expect(product.short_description).toBe('<p>Holds <b>six</b> cups</p>');
    const store = await new Visitor(shop).request(`${STORE_PRODUCTS}/${product.id}`);
    expect(await store.json()).toMatchObject({ description: product.description, short_description: product.short_description });
  });

  it('finds a product by its description’s words, never by its tags’ names', async () => {
    await owner.json(201, 'POST', '/wc/v3/products', { name: 'Tagged Vase', regular_price: '12.00', description: '<p>A <strong>heavy</strong> vase of <em>porcelain</em></p>' });
    expect(await found('porcelain')).toContain('Tagged Vase');
    expect(await found('heavy vase')).toContain('Tagged Vase');
    expect(await found('strong')).not.toContain('Tagged Vase');
    expect(await found('em')).not.toContain('Tagged Vase');
    if (dialect === 'sqlite') {
      // No tag or character reference is a word of the index (the demo's descriptions have <strong>, a strong coffee aside, and lists).
      expect(await indexedWords(['em', 'ul', 'li', 'h3', 'amp', 'lt', 'gt'])).toEqual([]);
    }
  });

  it('converts the plain-text descriptions stored before, paragraphs and all, and searches their words only', async () => {
    const db = shop.database.db;
    // The migration converts every row: the others (HTML already) are emptied first, so only old text is left.
    await db.updateTable('products').set({ short_description: '', description: '' }).execute();
    await db.deleteFrom('product_translations').execute();
    const id = await insertProduct(db, { name: 'Old Blanket', short_description: 'Warm & <b>soft</b>', description: 'Woven from wool\nin Wales.\n\n## Care\n\n- Wash cold\n- Dry flat' });
    await db.insertInto('product_translations').values({ product_id: id, locale: 'fr', name: '', short_description: '', description: 'Tissée en laine.\n\nLavage à froid.' }).execute();
    await htmlDescriptions(db as never, dialect);
    const blanket = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(blanket.short_description).toBe('<p>Warm &amp; &lt;b&gt;soft&lt;/b&gt;</p>');
    expect(blanket.description).toBe('<p>Woven from wool in Wales.</p>\n<h3>Care</h3>\n<ul>\n<li>Wash cold</li>\n<li>Dry flat</li>\n</ul>');
    const translation = await db.selectFrom('product_translations').select('description').where('product_id', '=', id).where('locale', '=', 'fr').executeTakeFirstOrThrow();
    expect(translation.description).toBe('<p>Tissée en laine.</p>\n<p>Lavage à froid.</p>');
    expect(await found('wales')).toContain('Old Blanket');
    expect(await found('flat')).toContain('Old Blanket');
    // The index was built again from the converted text: its words, not its markup.
    if (dialect === 'sqlite') expect(await indexedWords(['amp', 'lt', 'gt', 'h3', 'ul', 'li', 'p'])).toEqual([]);
    const page = await new Visitor(shop).page(`/product/${blanket.slug}/`);
    expect(page).toContain('<p>Warm &amp; &lt;b&gt;soft&lt;/b&gt;</p>');
    expect(page).toContain('<h3>Care</h3>');
  });
});
