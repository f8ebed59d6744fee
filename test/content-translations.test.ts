import { describe, expect, it } from 'vitest';
import { deleteCategory } from '../core/catalog/category-editor.ts';
import { deleteProduct } from '../core/catalog/product-editor.ts';
import { deletePost } from '../core/content/post-editor.ts';
import { createPost } from '../core/content/save-post.ts';
import { parseTranslatedFields } from '../core/i18n/content-fields.ts';
import { completenessSummary, missingTranslations } from '../core/i18n/content-missing.ts';
import { categoriesInLocale, categoryInLocale, postInLocale, productInLocale, productsInLocale, publishedPostBySlugInLocale } from '../core/i18n/content-reads.ts';
import { getTranslations, saveTranslations } from '../core/i18n/content-translations.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { insertCategory, insertProduct } from './fixtures/shop-data.ts';

const FR = { locale: 'fr', defaultLocale: 'en' };

describe.each(DIALECTS)('translated shop content on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  const newPage = (title: string, content: string, contentFormat: 'text' | 'html' = 'text') =>
    createPost(database.db, { type: 'page', slug: title.toLowerCase().replace(/\W+/g, '-'), title, excerpt: `${title} in short`, content, contentFormat, image: null, status: 'publish', publishedAt: new Date().toISOString() });

  it('shows a translated field, and falls back to the default locale where the translation is missing or empty', async () => {
    const id = await insertProduct(database.db, { name: 'Stoneware Mug', short_description: 'For the first coffee.', description: 'Made from stoneware.' });
    await saveTranslations(database.db, 'product', id, { fr: { name: 'Mug en grès', short_description: '', description: 'Fait de grès.' } });

    const french = await productInLocale(database.db, id, FR);
    expect(french).toMatchObject({ id, name: 'Mug en grès', short_description: 'For the first coffee.', description: 'Fait de grès.' });
    // German has no row at all: every field is the default locale's.
    const german = await productInLocale(database.db, id, { locale: 'de', defaultLocale: 'en' });
    expect(german).toMatchObject({ name: 'Stoneware Mug', short_description: 'For the first coffee.', description: 'Made from stoneware.' });
    // The default locale is the row itself, whatever is stored for other locales.
    expect((await productInLocale(database.db, id, { locale: 'en', defaultLocale: 'en' }))?.name).toBe('Stoneware Mug');
  });

  it('reads lists in a locale in the order asked, each item falling back on its own', async () => {
    const a = await insertProduct(database.db, { name: 'Linen Towel' });
    const b = await insertProduct(database.db, { name: 'Wool Blanket' });
    await saveTranslations(database.db, 'product', b, { de: { name: 'Wolldecke', short_description: '', description: '' } });
    const rows = await productsInLocale(database.db, [b, a], { locale: 'de', defaultLocale: 'en' });
    expect(rows.map((row) => row.name)).toEqual(['Wolldecke', 'Linen Towel']);

    const kitchen = await insertCategory(database.db, 'Kitchen', { description: 'Pots and pans.' });
    const bath = await insertCategory(database.db, 'Bath', { description: 'Soaps.' });
    await saveTranslations(database.db, 'category', kitchen, { fr: { name: 'Cuisine', description: '' } });
    expect(await categoryInLocale(database.db, kitchen, FR)).toMatchObject({ name: 'Cuisine', description: 'Pots and pans.' });
    expect((await categoriesInLocale(database.db, [bath, kitchen], FR)).map((row) => row.name)).toEqual(['Bath', 'Cuisine']);
  });

  it('replaces a locale on a second save and forgets a locale saved empty', async () => {
    const id = await insertCategory(database.db, 'Garden');
    await saveTranslations(database.db, 'category', id, { fr: { name: 'Jardin', description: 'Tout pour le jardin.' }, de: { name: 'Garten', description: '' } });
    await saveTranslations(database.db, 'category', id, { fr: { name: 'Le jardin', description: '' }, de: { name: '', description: '' } });
    expect(await getTranslations(database.db, 'category', id)).toEqual({ fr: { name: 'Le jardin', description: '' } });
  });

  it('sanitises translated HTML content as the page’s own content is, and leaves text content as written', async () => {
    const html = await newPage('Our story', '<p>Hello</p>', 'html');
    await saveTranslations(database.db, 'post', html, { fr: { title: 'Notre histoire', excerpt: '', content: '<p onclick="steal()">Bonjour<script>alert(1)</script></p>' } }, { contentFormat: 'html' });
    const page = await postInLocale(database.db, html, FR);
    expect(page).toMatchObject({ title: 'Notre histoire', excerpt: 'Our story in short', content_format: 'html' });
    expect(page?.content).toContain('Bonjour');
    expect(page?.content).not.toMatch(/script|onclick/);

    const text = await newPage('Delivery', 'Plain <b>text</b> is kept.');
    await saveTranslations(database.db, 'post', text, { de: { title: 'Lieferung', excerpt: '', content: 'Ein <b>Text</b> bleibt.' } }, { contentFormat: 'text' });
    expect((await publishedPostBySlugInLocale(database.db, 'page', 'delivery', { locale: 'de', defaultLocale: 'en' }))?.content).toBe('Ein <b>Text</b> bleibt.');
  });

  it('lists which fields are missing per item and locale; a field with no text of its own needs no translation', async () => {
    const full = await insertProduct(database.db, { name: 'Teapot', short_description: 'Cast iron.', description: '' });
    const none = await insertProduct(database.db, { name: 'Kettle', short_description: 'Glass.', description: 'Pours well.' });
    await saveTranslations(database.db, 'product', full, { fr: { name: 'Théière', short_description: 'En fonte.', description: '' }, de: { name: 'Teekanne', short_description: '', description: '' } });
    const missing = await missingTranslations(database.db, 'product', [full, none], ['fr', 'de']);
    expect(missing.get(full)).toEqual([
      { locale: 'fr', missing: [], translated: ['name', 'short_description'] },
      { locale: 'de', missing: ['short_description'], translated: ['name'] },
    ]);
    expect(missing.get(none)).toEqual([
      { locale: 'fr', missing: ['name', 'short_description', 'description'], translated: [] },
      { locale: 'de', missing: ['name', 'short_description', 'description'], translated: [] },
    ]);
    expect(completenessSummary(missing.get(full)!)).toEqual({ short: 'fr ok, de partly', label: 'Français: translated; Deutsch: partly translated' });
    expect(completenessSummary(missing.get(none)!).short).toBe('fr missing, de missing');
  });

  it('deletes an item’s translations with the item', async () => {
    const product = await insertProduct(database.db, { name: 'Lamp' });
    const category = await insertCategory(database.db, 'Lighting');
    const page = await newPage('Care guide', 'Dust it.');
    await saveTranslations(database.db, 'product', product, { fr: { name: 'Lampe', short_description: '', description: '' } });
    await saveTranslations(database.db, 'category', category, { de: { name: 'Beleuchtung', description: '' } });
    await saveTranslations(database.db, 'post', page, { fr: { title: 'Entretien', excerpt: '', content: '' } });

    expect(await deleteProduct(database.db, product)).toBe(true);
    expect(await deleteCategory(database.db, category)).not.toBeNull();
    expect(await deletePost(database.db, 'page', page)).toBe(true);
    expect(await database.db.selectFrom('product_translations').select('product_id').where('product_id', '=', product).execute()).toEqual([]);
    expect(await database.db.selectFrom('category_translations').select('category_id').where('category_id', '=', category).execute()).toEqual([]);
    expect(await database.db.selectFrom('post_translations').select('post_id').where('post_id', '=', page).execute()).toEqual([]);
  });

  it('checks translated fields by the original field’s rules, allowing empty ones', () => {
    expect(parseTranslatedFields('product', { name: '', short_description: '', description: '' })).toEqual({ ok: true, value: { name: '', short_description: '', description: '' } });
    expect(parseTranslatedFields('product', { name: 'Mug <b>en</b> grès', short_description: 'x'.repeat(2001) })).toEqual({
      ok: false,
      errors: { name: 'The name may not contain HTML tags; it is shown as plain text.', short_description: 'Keep the short description under 2,000 characters.' },
    });
    expect(parseTranslatedFields('category', { name: 'Tab\there' })).toMatchObject({ ok: false, errors: { name: expect.stringMatching(/control characters/) } });
  });
});
