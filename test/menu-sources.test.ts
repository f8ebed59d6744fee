import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMenuSources } from '../core/theme/menu-sources.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from './dialects.ts';

describe.each(DIALECTS)('the header menu’s sources on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const db = database.db;
    const now = new Date().toISOString();
    const categories = await db
      .insertInto('categories')
      .values([
        { name: 'Mugs', slug: 'mugs', description: '' },
        { name: 'Bowls', slug: 'bowls', description: '' },
        { name: 'Drafts', slug: 'drafts', description: '' },
      ])
      .returning(['id', 'slug'])
      .execute();
    const id = (slug: string) => categories.find((category) => category.slug === slug)!.id;
    const product = (slug: string, status: 'publish' | 'draft') =>
      db
        .insertInto('products')
        .values({ slug, sku: null, name: slug, status, short_description: '', description: '', regular_price: 1, sale_price: null, price: 1, stock: null, stock_status: 'instock', created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
    const mug = await product('mug', 'publish');
    const draft = await product('draft', 'draft');
    await db
      .insertInto('product_categories')
      .values([
        { product_id: mug.id, category_id: id('mugs') },
        { product_id: draft.id, category_id: id('drafts') },
      ])
      .execute();
    const post = (type: 'post' | 'page', slug: string, title: string, status: 'publish' | 'draft') => ({ type, slug, title, status, excerpt: '', content: '', image: null, published_at: now });
    await db
      .insertInto('posts')
      .values([post('page', 'about-us', 'About us', 'publish'), post('page', 'secret', 'Secret', 'draft'), post('post', 'news', 'News', 'publish')])
      .execute();
  });
  afterAll(() => database.cleanup());

  it('reads every category by name with whether it holds a published product, and the published pages', async () => {
    expect(await readMenuSources(database.db)).toEqual({
      categories: [
        { slug: 'bowls', name: 'Bowls', hasProducts: false },
        { slug: 'drafts', name: 'Drafts', hasProducts: false },
        { slug: 'mugs', name: 'Mugs', hasProducts: true },
      ],
      pages: [{ slug: 'about-us', title: 'About us' }],
    });
  });

  it('carries the categories’ and pages’ translated names by locale, an empty translation left out', async () => {
    const db = database.db;
    const mugs = await db.selectFrom('categories').select('id').where('slug', '=', 'mugs').executeTakeFirstOrThrow();
    const about = await db.selectFrom('posts').select('id').where('slug', '=', 'about-us').executeTakeFirstOrThrow();
    await db
      .insertInto('category_translations')
      .values([
        { category_id: mugs.id, locale: 'fr', name: 'Tasses', description: '' },
        { category_id: mugs.id, locale: 'de', name: '', description: 'Nur die Beschreibung' },
      ])
      .execute();
    await db.insertInto('post_translations').values({ post_id: about.id, locale: 'de', title: 'Über uns', excerpt: '', content: '' }).execute();
    const sources = await readMenuSources(db);
    expect(sources.categories.find((category) => category.slug === 'mugs')).toEqual({ slug: 'mugs', name: 'Mugs', hasProducts: true, names: { fr: 'Tasses' } });
    expect(sources.categories.find((category) => category.slug === 'bowls')).toEqual({ slug: 'bowls', name: 'Bowls', hasProducts: false });
    expect(sources.pages).toEqual([{ slug: 'about-us', title: 'About us', titles: { de: 'Über uns' } }]);
  });
});
