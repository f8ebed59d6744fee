import { describe, expect, it } from 'vitest';
import { getCategoryRow, saveCategory } from '../core/catalog/category-editor.ts';
import { getEditableProduct, saveProduct } from '../core/catalog/product-editor.ts';
import { parseProductForm, type ProductInput } from '../core/catalog/product-form.ts';
import { getEditablePost, savePost } from '../core/content/post-editor.ts';
import { parsePostForm, type PostFormInput } from '../core/content/post-form.ts';
import type { ContentKind, TranslatedFields } from '../core/i18n/content-fields.ts';
import { getTranslations } from '../core/i18n/content-translations.ts';
import { getContentVersion } from '../core/settings/settings.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';

/**
 * A translation the database refuses: a field set to null breaks the columns' NOT NULL, on both
 * databases, the way any failing write would, after the item's own row was already written.
 */
function refused<K extends ContentKind>(fields: TranslatedFields<K>, field: keyof TranslatedFields<K>): TranslatedFields<K> {
  return { ...fields, [field]: null } as unknown as TranslatedFields<K>;
}

function productInput(name: string): ProductInput {
  const parsed = parseProductForm({ name, slug: '', sku: '', regular_price: '12.00', sale_price: '', stock: '', stock_status: 'instock', status: 'publish', short_description: 'Short.', description: '', categories: [] }, { currency: 'USD' });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
}

function postInput(title: string, content = 'Plain text.', contentFormat: 'text' | 'html' = 'text'): PostFormInput {
  const parsed = parsePostForm({ title, slug: '', excerpt: '', status: 'publish', content_format: contentFormat, content });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
}

describe.each(DIALECTS)('an item and its translations saved together on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  const count = async (table: 'products' | 'categories' | 'posts') => (await database.db.selectFrom(table).select('id').execute()).length;

  it('stores a product with its translations and a fresh content version', async () => {
    const before = await getContentVersion(database.db);
    const saved = await saveProduct(database.db, null, productInput('Copper Kettle'), { translations: { fr: { name: 'Bouilloire en cuivre', short_description: '', description: 'Pour le thé.' } } });
    if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
    expect((await getEditableProduct(database.db, saved.value.id))?.product.name).toBe('Copper Kettle');
    expect(await getTranslations(database.db, 'product', saved.value.id)).toEqual({ fr: { name: 'Bouilloire en cuivre', short_description: '', description: 'Pour le thé.' } });
    expect(await getContentVersion(database.db)).not.toBe(before);
  });

  it('leaves no new product and no translation when a translation cannot be written', async () => {
    const products = await count('products');
    const version = await getContentVersion(database.db);
    const fr = { name: 'Théière', short_description: '', description: '' };
    await expect(saveProduct(database.db, null, productInput('Iron Teapot'), { translations: { fr, de: refused<'product'>({ name: 'Teekanne', short_description: '', description: '' }, 'name') } })).rejects.toThrow();
    expect(await count('products')).toBe(products);
    expect(await database.db.selectFrom('products').select('id').where('name', '=', 'Iron Teapot').executeTakeFirst()).toBeUndefined();
    expect(await database.db.selectFrom('product_translations').select('product_id').where('name', '=', 'Théière').execute()).toEqual([]);
    expect(await getContentVersion(database.db)).toBe(version);
  });

  it('keeps a product’s row and translations as they were when an update’s translation fails', async () => {
    const saved = await saveProduct(database.db, null, productInput('Linen Apron'), { translations: { fr: { name: 'Tablier en lin', short_description: '', description: '' } } });
    if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
    const id = saved.value.id;
    const update = saveProduct(database.db, id, { ...productInput('Linen Apron, washed'), slug: 'linen-apron' }, {
      translations: { fr: { name: 'Tablier lavé', short_description: '', description: '' }, de: refused<'product'>({ name: 'Leinenschürze', short_description: '', description: '' }, 'description') },
    });
    await expect(update).rejects.toThrow();
    expect((await getEditableProduct(database.db, id))?.product.name).toBe('Linen Apron');
    expect(await getTranslations(database.db, 'product', id)).toEqual({ fr: { name: 'Tablier en lin', short_description: '', description: '' } });
  });

  it('stores a category with its translations, or neither when a translation fails', async () => {
    const saved = await saveCategory(database.db, null, { name: 'Tea', menuOrder: '4' }, { translations: { fr: { name: 'Thé', description: '' } } });
    if (!saved.ok) throw new Error('expected the category to be saved');
    expect(saved.value).toMatchObject({ name: 'Tea', slug: 'tea', menu_order: 4 });
    expect(await getTranslations(database.db, 'category', saved.value.id)).toEqual({ fr: { name: 'Thé', description: '' } });

    const categories = await count('categories');
    await expect(saveCategory(database.db, null, { name: 'Coffee' }, { translations: { fr: { name: 'Café', description: '' }, de: refused<'category'>({ name: 'Kaffee', description: '' }, 'name') } })).rejects.toThrow();
    expect(await count('categories')).toBe(categories);

    const version = await getContentVersion(database.db);
    await expect(saveCategory(database.db, saved.value.id, { name: 'Teas', menuOrder: 9 }, { translations: { fr: refused<'category'>({ name: 'Thés', description: '' }, 'description') } })).rejects.toThrow();
    expect(await getCategoryRow(database.db, saved.value.id)).toMatchObject({ name: 'Tea', menu_order: 4 });
    expect(await getTranslations(database.db, 'category', saved.value.id)).toEqual({ fr: { name: 'Thé', description: '' } });
    expect(await getContentVersion(database.db)).toBe(version);
  });

  it('stores a page with its translations sanitised in the page’s format, or neither when a translation fails', async () => {
    const id = await savePost(database.db, 'page', null, postInput('Care guide', '<p>Oil it.</p>', 'html'), {
      translations: { fr: { title: 'Entretien', excerpt: '', content: '<p>Huilez-le.<script>alert(1)</script></p>' } },
    });
    expect((await getEditablePost(database.db, 'page', id))?.title).toBe('Care guide');
    expect(await getTranslations(database.db, 'post', id)).toEqual({ fr: { title: 'Entretien', excerpt: '', content: '<p>Huilez-le.</p>' } });

    const posts = await count('posts');
    await expect(savePost(database.db, 'post', null, postInput('Spring news'), { translations: { de: refused<'post'>({ title: 'Frühling', excerpt: '', content: '' }, 'excerpt') } })).rejects.toThrow();
    expect(await count('posts')).toBe(posts);

    await expect(savePost(database.db, 'page', id, { ...postInput('Care guide, revised'), slug: 'care-guide' }, { translations: { fr: { title: 'Entretien révisé', excerpt: '', content: '' }, de: refused<'post'>({ title: 'Pflege', excerpt: '', content: '' }, 'title') } })).rejects.toThrow();
    expect((await getEditablePost(database.db, 'page', id))?.title).toBe('Care guide');
    expect(await getTranslations(database.db, 'post', id)).toEqual({ fr: { title: 'Entretien', excerpt: '', content: '<p>Huilez-le.</p>' } });
  });
});
