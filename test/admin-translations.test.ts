import { beforeAll, describe, expect, it } from 'vitest';
import type { ConfigFile } from '../config/schema.ts';
import { getTranslations } from '../core/i18n/content-translations.ts';
import { DIALECTS } from './dialects.ts';
import { decode, logInAs, nonceIn, textOf, Visitor } from './fixtures/visitor.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop, type SuiteShop } from './http-shop.ts';

const FILE = { store: { locales: { default: 'en', others: ['fr', 'de'] } } } as ConfigFile;

/** The text of the row whose header links to `href`, cell by cell. */
function rowText(html: string, href: string): string {
  const row = html.split('<tr').find((part) => part.includes(`href="${href}"`)) ?? '';
  return textOf(`<tr${row.split('</tr>')[0] ?? ''}`);
}

describe.each(DIALECTS)('translations in the admin on %s', (dialect) => {
  const shop: SuiteShop = useHttpShop(dialect, FILE);
  const admin = new Visitor(shop);
  let nonce = '';

  const product = (overrides: Record<string, string> = {}) => ({
    _wpnonce: nonce,
    name: 'Harbour Hoodie',
    slug: '',
    sku: '',
    regular_price: '45.00',
    sale_price: '',
    stock: '',
    stock_status: 'instock',
    status: 'publish',
    short_description: 'Warm and soft.',
    description: 'Brushed cotton.',
    ...overrides,
  });

  beforeAll(async () => {
    await logInAs(admin, 'admin', TEST_ADMIN_PASSWORD);
    nonce = nonceIn(await admin.page('/admin/products/'));
    expect(nonce).not.toBe('');
  });

  it('saves a product with its translations; an empty field is stored empty and the form says it falls back', async () => {
    const created = await admin.post('/admin/products/new/', product({ name__fr: 'Sweat du port', short_description__fr: 'Chaud et doux.', name__de: 'Hafen-Kapuzenpullover' }));
    expect(created.status).toBe(303);
    const id = Number(/\/admin\/products\/(\d+)\//.exec(created.headers.get('location') ?? '')?.[1]);
    expect(await getTranslations(shop.database.db, 'product', id)).toEqual({
      fr: { name: 'Sweat du port', short_description: '<p>Chaud et doux.</p>', description: '' },
      de: { name: 'Hafen-Kapuzenpullover', short_description: '', description: '' },
    });

    const html = decode(await admin.page(`/admin/products/${id}/`));
    expect(html).toMatch(/<legend>Translation: <span lang="fr">Français<\/span><\/legend>/);
    expect(html).toMatch(/<legend>Translation: <span lang="de">Deutsch<\/span><\/legend>/);
    expect(html).toMatch(/<input[^>]*name="name__fr"[^>]*value="Sweat du port"/);
    expect(html).toMatch(/<textarea[^>]*aria-describedby="product-description-fr-hint"[^>]*name="description__fr"[^>]*><\/textarea>/);
    expect(html).toContain('Leave empty to show the English description.');

    // Emptying every French field forgets French; German stays.
    const updated = await admin.post(`/admin/products/${id}/`, product({ name__de: 'Kapuzenpullover' }));
    expect(updated.status).toBe(303);
    expect(await getTranslations(shop.database.db, 'product', id)).toEqual({ de: { name: 'Kapuzenpullover', short_description: '', description: '' } });
  });

  it('shows an edited translation on the next page in that language, though the page read it before', async () => {
    const created = await admin.post('/admin/products/new/', product({ name: 'Oak Stool', slug: 'oak-stool', name__fr: 'Tabouret en chêne' }));
    expect(created.status).toBe(303);
    const id = Number(/\/admin\/products\/(\d+)\//.exec(created.headers.get('location') ?? '')?.[1]);
    const names = async (path: string) => {
      const html = decode(await (await shop.request(path)).text());
      return ['Tabouret en chêne', 'Tabouret de chêne', 'Oak Stool'].filter((name) => html.includes(`>${name}<`));
    };
    // Read twice, so the page's translations are the ones kept for this content version.
    expect(await names('/fr/product/oak-stool/')).toEqual(['Tabouret en chêne']);
    expect(await names('/fr/shop/')).toEqual(['Tabouret en chêne']);
    expect(await names('/fr/shop/')).toEqual(['Tabouret en chêne']);

    expect((await admin.post(`/admin/products/${id}/`, product({ name: 'Oak Stool', slug: 'oak-stool', name__fr: 'Tabouret de chêne' }))).status).toBe(303);
    expect(await names('/fr/product/oak-stool/')).toEqual(['Tabouret de chêne']);
    expect(await names('/fr/shop/')).toEqual(['Tabouret de chêne']);

    // Emptied, the French name falls back to the English one.
    expect((await admin.post(`/admin/products/${id}/`, product({ name: 'Oak Stool', slug: 'oak-stool' }))).status).toBe(303);
    expect(await names('/fr/shop/')).toEqual(['Oak Stool']);
  });

  it('shows the form again with the message by the translated field, keeping what was typed, and saves nothing', async () => {
    const response = await admin.post('/admin/products/new/', product({ name: 'Tagged Mug', name__fr: 'Mug <b>gras</b>', short_description__de: 'Schön warm.' }));
    expect(response.status).toBe(400);
    const html = decode(await response.text());
    expect(html).toContain('Please correct the fields marked below.');
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*aria-describedby="product-name-fr-hint product-name-fr-error"[^>]*name="name__fr"/);
    expect(html).toContain('<span class="form-row__error" id="product-name-fr-error">The name may not contain HTML tags; it is shown as plain text.</span>');
    expect(html).toContain('>Schön warm.</textarea>');
    expect(await shop.database.db.selectFrom('products').select('id').where('name', '=', 'Tagged Mug').executeTakeFirst()).toBeUndefined();
  });

  it('saves a page’s translations, sanitising translated HTML as the page’s own', async () => {
    const created = await admin.post('/admin/pages/new/', {
      _wpnonce: nonce,
      title: 'Opening hours',
      slug: '',
      excerpt: 'When we are open.',
      status: 'publish',
      content_format: 'html',
      content: '<p>Mon–Fri</p>',
      title__fr: 'Horaires',
      content__fr: '<p>Lun–Ven<script>alert(1)</script></p>',
      title__de: '',
    });
    expect(created.status).toBe(303);
    const id = Number(/\/admin\/pages\/(\d+)\//.exec(created.headers.get('location') ?? '')?.[1]);
    expect(await getTranslations(shop.database.db, 'post', id)).toEqual({ fr: { title: 'Horaires', excerpt: '', content: '<p>Lun–Ven</p>' } });

    const invalid = await admin.post(`/admin/pages/${id}/`, { _wpnonce: nonce, title: 'Opening hours', slug: 'opening-hours', excerpt: '', status: 'publish', content_format: 'html', content: '<p>x</p>', title__de: 'Zeile\neins' });
    expect(invalid.status).toBe(400);
    expect(decode(await invalid.text())).toContain('id="post-title-de-error">The title may not contain control characters (such as tabs or line breaks).</span>');
  });

  it('adds and edits a category with its translations, and shows the form again on bad input', async () => {
    const created = await admin.post('/admin/categories/new/', { _wpnonce: nonce, name: 'Garden Tools', slug: '', description: 'Trowels and twine.', menu_order: '7', name__fr: 'Outils de jardin', description__de: 'Kellen und Schnur.' });
    expect(created.status).toBe(303);
    const id = Number(/\/admin\/categories\/(\d+)\//.exec(created.headers.get('location') ?? '')?.[1]);
    expect(await shop.database.db.selectFrom('categories').select(['name', 'slug', 'menu_order']).where('id', '=', id).executeTakeFirst()).toEqual({ name: 'Garden Tools', slug: 'garden-tools', menu_order: 7 });
    expect(await getTranslations(shop.database.db, 'category', id)).toEqual({ fr: { name: 'Outils de jardin', description: '' }, de: { name: '', description: 'Kellen und Schnur.' } });

    const form = decode(await admin.page(`/admin/categories/${id}/`));
    expect(form).toMatch(/<input[^>]*name="name__fr"[^>]*value="Outils de jardin"/);
    expect(form).toContain('Leave empty to show the English name.');

    const invalid = await admin.post(`/admin/categories/${id}/`, { _wpnonce: nonce, name: 'Garden Tools', slug: 'garden-tools', description: '', menu_order: 'soon', name__de: 'Garten<script>' });
    expect(invalid.status).toBe(400);
    const html = decode(await invalid.text());
    expect(html).toContain('id="category-order-error">Enter a whole number.</span>');
    expect(html).toContain('id="category-name-de-error">The name may not contain HTML tags; it is shown as plain text.</span>');
    expect(html).toMatch(/<input[^>]*name="name__de"[^>]*value="Garten&lt;script&gt;"/);
    expect((await getTranslations(shop.database.db, 'category', id)).de).toEqual({ name: '', description: 'Kellen und Schnur.' });

    const list = decode(await admin.page('/admin/categories/?s=Garden'));
    expect(list).toContain('<th scope="col">Translations</th>');
    expect(list).toContain('<span aria-hidden="true">fr partly, de partly</span>');
    // The demo's categories are translated in both languages.
    expect(decode(await admin.page('/admin/categories/?s=Stationery'))).toContain('<span aria-hidden="true">fr ok, de ok</span>');

    expect((await admin.post(`/admin/categories/${id}/`, { _wpnonce: nonce, intent: 'delete' })).status).toBe(303);
    expect(await shop.database.db.selectFrom('category_translations').select('locale').where('category_id', '=', id).execute()).toEqual([]);
  });

  it('shows the category editor’s message by the position field, saves nothing, and reads a blank position as 0', async () => {
    const odd = () => shop.database.db.selectFrom('categories').select(['menu_order']).where('name', '=', 'Odd Position').execute();
    for (const [menuOrder, message] of [
      ['1.5', 'Enter a whole number.'],
      ['2e3', 'Enter a whole number.'],
      ['9999999', 'Enter a whole number from -1,000,000 to 1,000,000.'],
    ] as const) {
      const response = await admin.post('/admin/categories/new/', { _wpnonce: nonce, name: 'Odd Position', slug: '', description: '', menu_order: menuOrder, name__fr: 'Position bizarre' });
      expect(response.status).toBe(400);
      const html = decode(await response.text());
      expect(html).toMatch(new RegExp(`<input[^>]*aria-invalid="true"[^>]*aria-describedby="category-order-hint category-order-error"[^>]*name="menu_order"[^>]*value="${menuOrder}"`));
      expect(html).toContain(`<span class="form-row__error" id="category-order-error">${message}</span>`);
      expect(html).toMatch(/<input[^>]*name="name__fr"[^>]*value="Position bizarre"/);
    }
    expect(await odd()).toEqual([]);

    const blank = await admin.post('/admin/categories/new/', { _wpnonce: nonce, name: 'Odd Position', slug: '', description: '', menu_order: ' ', name__fr: 'Position bizarre' });
    expect(blank.status).toBe(303);
    expect(await odd()).toEqual([{ menu_order: 0 }]);
  });

  it('shows in the lists which locales are missing a translation, in words for screen readers', async () => {
    const created = await admin.post('/admin/products/new/', product({ name: 'Lantern', short_description: '', description: '', name__fr: 'Lanterne' }));
    const id = /\/admin\/products\/(\d+)\//.exec(created.headers.get('location') ?? '')?.[1];
    const list = decode(await admin.page('/admin/products/?s=Lantern'));
    expect(list).toContain('<th scope="col">Translations</th>');
    const cell = /<td data-label="Translations">(.*?)<\/td>/.exec(list.split(`href="/admin/products/${id}/"`)[1] ?? '')?.[1] ?? '';
    expect(cell).toBe('<span aria-hidden="true">fr ok, de missing</span><span class="visually-hidden">Français: translated; Deutsch: not translated</span>');
    expect(rowText(list, `/admin/products/${id}/`)).toContain('fr ok, de missing');

    const pages = decode(await admin.page('/admin/pages/?s=Opening'));
    expect(pages).toContain('<th scope="col">Translations</th>');
    expect(pages).toContain('fr partly, de missing');
  });
});

describe.each(DIALECTS)('a one-language shop’s admin on %s', (dialect) => {
  const shop: SuiteShop = useHttpShop(dialect);
  const admin = new Visitor(shop);

  it('shows no translation sections or column', async () => {
    await logInAs(admin, 'admin', TEST_ADMIN_PASSWORD);
    const list = await admin.page('/admin/products/');
    expect(list).not.toContain('Translations');
    const first = /href="\/admin\/products\/(\d+)\/"/.exec(list)?.[1];
    const form = await admin.page(`/admin/products/${first}/`);
    expect(form).not.toContain('Translation:');
    expect(await admin.page('/admin/posts/')).not.toContain('Translations');
    expect(await admin.page('/admin/categories/')).not.toContain('Translations');
    // Nor a page of the owner's texts to translate: the shop speaks one language.
    expect(await admin.page('/admin/settings/')).not.toContain('/admin/settings/translations/');
  });
});
