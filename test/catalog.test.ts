import { beforeAll, describe, expect, it } from 'vitest';
import type { NewProduct } from '../db/schema.ts';
import { getCategoryBySlug, listCategoriesWithCounts, listNavCategories } from '../core/catalog/categories.ts';
import { loadListing } from '../core/catalog/listing-page.ts';
import { SORT_OPTIONS } from '../core/catalog/listing.ts';
import { CatalogMemo } from '../core/catalog/catalog-memo.ts';
import { getProductBySlug, RELATED_MAX_AGE_MS, relatedProducts } from '../core/catalog/product-detail.ts';
import { firstImageViews, listProducts } from '../core/catalog/product-list.ts';
import { getPageBySlug, getPostBySlug, listPosts, serializePostImage } from '../core/content/posts.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { insertCategory, insertProduct } from './fixtures/shop-data.ts';

const UPLOADS = '/uploads';

/** Seven published products with distinct values per sort key, one draft, in two categories. */
const PRODUCTS: (Partial<NewProduct> & { slug: string; categories: string[] })[] = [
  { slug: 'alpha', menu_order: 3, total_sales: 10, average_rating: 4.1, price: 1500, created_at: '2026-01-05T00:00:00.000Z', categories: ['mugs'] },
  { slug: 'bravo', menu_order: 1, total_sales: 50, average_rating: 3.2, price: 900, created_at: '2026-03-01T00:00:00.000Z', categories: ['mugs'] },
  { slug: 'charlie', menu_order: 2, total_sales: 5, average_rating: 4.9, price: 4000, created_at: '2026-02-01T00:00:00.000Z', categories: ['mugs', 'bowls'] },
  { slug: 'delta', menu_order: 7, total_sales: 70, average_rating: 2.5, price: 2500, created_at: '2026-06-01T00:00:00.000Z', categories: ['bowls'] },
  { slug: 'echo', menu_order: 5, total_sales: 0, average_rating: 0, price: 300, created_at: '2026-04-01T00:00:00.000Z', categories: ['bowls'] },
  { slug: 'foxtrot', menu_order: 4, total_sales: 33, average_rating: 4.5, price: 12000, created_at: '2026-05-01T00:00:00.000Z', categories: [] },
  {
    slug: 'golf',
    menu_order: 6,
    total_sales: 21,
    average_rating: 3.9,
    price: 1999,
    regular_price: 2500,
    sale_price: 1999,
    stock: 0,
    stock_status: 'outofstock',
    created_at: '2026-01-20T00:00:00.000Z',
    categories: ['mugs'],
  },
  { slug: 'hidden-draft', status: 'draft', menu_order: 0, total_sales: 999, average_rating: 5, price: 1, created_at: '2026-12-01T00:00:00.000Z', categories: ['mugs'] },
];

const slugsOf = (products: { slug: string }[]) => products.map((product) => product.slug);

describe.each(DIALECTS)('catalog queries on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  let mugsId: number;

  beforeAll(async () => {
    const { db } = database;
    const categoryId = new Map([
      ['mugs', await insertCategory(db, 'Mugs', { description: 'Mugs and cups', menu_order: 1 })],
      ['bowls', await insertCategory(db, 'Bowls', { menu_order: 2 })],
      ['empty', await insertCategory(db, 'Empty', { menu_order: 3 })],
    ]);
    mugsId = categoryId.get('mugs')!;
    for (const { categories: productCategories, ...values } of PRODUCTS) {
      const id = await insertProduct(db, {
        name: values.slug.toUpperCase(),
        sku: `SKU-${values.slug}`,
        short_description: `Short ${values.slug}`,
        description: `Long ${values.slug}`,
        ...values,
      });
      for (const slug of productCategories) {
        await db.insertInto('product_categories').values({ product_id: id, category_id: categoryId.get(slug)! }).execute();
      }
      // Images inserted out of order: position decides which is first.
      await db
        .insertInto('product_images')
        .values([
          { product_id: id, position: 1, file: `${values.slug}-back`, alt: 'Back', width: 900, height: 600, sizes: '[300,600,900]' },
          { product_id: id, position: 0, file: `${values.slug}-front`, alt: 'Front', width: 1200, height: 1200, sizes: '[600,300,1200,900]' },
        ])
        .execute();
    }
  });

  const list = (options: Partial<Parameters<typeof listProducts>[1]> = {}) =>
    listProducts(database.db, { page: 1, perPage: 20, uploadsUrl: UPLOADS, ...options });

  it('orders by menu order, popularity, rating, date and price', async () => {
    const expected: Record<(typeof SORT_OPTIONS)[number], string[]> = {
      menu_order: ['bravo', 'charlie', 'alpha', 'foxtrot', 'echo', 'golf', 'delta'],
      popularity: ['delta', 'bravo', 'foxtrot', 'golf', 'alpha', 'charlie', 'echo'],
      rating: ['charlie', 'foxtrot', 'alpha', 'golf', 'bravo', 'delta', 'echo'],
      date: ['delta', 'foxtrot', 'echo', 'bravo', 'charlie', 'golf', 'alpha'],
      price: ['echo', 'bravo', 'alpha', 'golf', 'delta', 'charlie', 'foxtrot'],
      'price-desc': ['foxtrot', 'charlie', 'delta', 'golf', 'alpha', 'bravo', 'echo'],
    };
    for (const sort of SORT_OPTIONS) {
      const { products, total } = await list({ sort });
      expect(slugsOf(products), sort).toEqual(expected[sort]);
      expect(total).toBe(7);
    }
  });

  it('breaks ties in the default order by name', async () => {
    await database.db.updateTable('products').set({ menu_order: 1 }).where('slug', '=', 'alpha').execute();
    try {
      expect(slugsOf((await list()).products).slice(0, 2)).toEqual(['alpha', 'bravo']);
    } finally {
      await database.db.updateTable('products').set({ menu_order: 3 }).where('slug', '=', 'alpha').execute();
    }
  });

  it('pages through without overlap and reports the total', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => list({ page, perPage: 3, sort: 'price' })));
    expect(pages.map((page) => slugsOf(page.products))).toEqual([
      ['echo', 'bravo', 'alpha'],
      ['golf', 'delta', 'charlie'],
      ['foxtrot'],
    ]);
    expect(pages.every((page) => page.total === 7)).toBe(true);
    expect((await list({ page: 4, perPage: 3 })).products).toEqual([]);
  });

  it('filters by category and by sale', async () => {
    const mugs = await list({ categoryId: mugsId });
    expect(slugsOf(mugs.products)).toEqual(['bravo', 'charlie', 'alpha', 'golf']);
    expect(mugs.total).toBe(4);
    expect(slugsOf((await list({ onSale: true })).products)).toEqual(['golf']);
    expect(await list({ categoryId: 999_999 })).toEqual({ products: [], total: 0, capped: false });
  });

  it('never lists drafts', async () => {
    for (const sort of SORT_OPTIONS) expect(slugsOf((await list({ sort })).products)).not.toContain('hidden-draft');
    expect(await getProductBySlug(database.db, 'hidden-draft', UPLOADS)).toBeNull();
  });

  it('gives cards their first image, price and availability', async () => {
    const { products } = await list({ onSale: true });
    const golf = products[0]!;
    expect(golf).toMatchObject({ slug: 'golf', sku: 'SKU-golf', price: 1999, regularPrice: 2500, onSale: true, purchasable: false, stock: 0 });
    expect(golf.image).toEqual({
      src: '/uploads/golf-front-1200.webp',
      srcSet: '/uploads/golf-front-300.webp 300w, /uploads/golf-front-600.webp 600w, /uploads/golf-front-900.webp 900w, /uploads/golf-front-1200.webp 1200w',
      alt: 'Front',
      width: 1200,
      height: 1200,
    });
    expect(typeof golf.averageRating).toBe('number');
  });

  it('finds a product by slug with its images in order and its categories', async () => {
    const charlie = await getProductBySlug(database.db, 'charlie', UPLOADS);
    expect(charlie).toMatchObject({ slug: 'charlie', name: 'CHARLIE', shortDescription: 'Short charlie', description: 'Long charlie' });
    expect(charlie!.images.map((image) => image.alt)).toEqual(['Front', 'Back']);
    expect(charlie!.images[1]!.srcSet).toContain('/uploads/charlie-back-900.webp 900w');
    expect(charlie!.categories.map((category) => category.slug)).toEqual(['mugs', 'bowls']);
    expect(await getProductBySlug(database.db, 'no-such-product', UPLOADS)).toBeNull();
    expect(await getProductBySlug(database.db, 'x'.repeat(5000), UPLOADS)).toBeNull();
  });

  it('suggests related products from the same categories, topped up with best sellers', async () => {
    const alpha = await getProductBySlug(database.db, 'alpha', UPLOADS);
    const related = await relatedProducts(database.db, { id: alpha!.id, categoryIds: alpha!.categories.map((c) => c.id) }, { limit: 4, uploadsUrl: UPLOADS });
    // Mugs first (best sellers first), then the best seller from elsewhere.
    expect(slugsOf(related)).toEqual(['bravo', 'golf', 'charlie', 'delta']);
    const foxtrot = await getProductBySlug(database.db, 'foxtrot', UPLOADS);
    const fallback = await relatedProducts(database.db, { id: foxtrot!.id, categoryIds: [] }, { limit: 2, uploadsUrl: UPLOADS });
    expect(slugsOf(fallback)).toEqual(['delta', 'bravo']);
    // A variation is no product of its own, however well it sells.
    const parent = await getProductBySlug(database.db, 'golf', UPLOADS);
    const variation = await insertProduct(database.db, { slug: 'golf-large', name: 'Golf – Large', type: 'variation', parent_id: parent!.id, total_sales: 900, regular_price: 2500 });
    try {
      const topped = await relatedProducts(database.db, { id: foxtrot!.id, categoryIds: [] }, { limit: 2, uploadsUrl: UPLOADS });
      expect(slugsOf(topped)).toEqual(['delta', 'bravo']);
    } finally {
      await database.db.deleteFrom('products').where('id', '=', variation).execute();
    }
  });

  it('counts published products per category, with a cover image', async () => {
    const categories = await listCategoriesWithCounts(database.db, UPLOADS);
    expect(categories.map((category) => [category.slug, category.count])).toEqual([
      ['mugs', 4],
      ['bowls', 3],
      ['empty', 0],
    ]);
    expect(categories[0]!.image?.src).toBe('/uploads/bravo-front-1200.webp');
    expect(categories[2]!.image).toBeNull();
    expect(await listNavCategories(database.db)).toEqual([
      { slug: 'mugs', name: 'Mugs' },
      { slug: 'bowls', name: 'Bowls' },
      { slug: 'empty', name: 'Empty' },
    ]);
    expect((await getCategoryBySlug(database.db, 'bowls'))?.name).toBe('Bowls');
    expect(await getCategoryBySlug(database.db, 'nope')).toBeNull();
  });

  it('resolves listing addresses: pages, the page-1 redirect and pages past the end', async () => {
    const request = { basePath: '/shop/', perPage: 3, uploadsUrl: UPLOADS, currency: 'USD' };
    const first = await loadListing(database.db, { ...request, pageParam: undefined, orderby: null });
    expect(first.kind === 'page' && first.listing).toMatchObject({ page: 1, lastPage: 3, total: 7, sort: 'menu_order', resultCount: 'Showing 1–3 of 7 results' });
    const last = await loadListing(database.db, { ...request, pageParam: '3', orderby: 'price' });
    expect(last.kind === 'page' && last.listing.resultCount).toBe('Showing 7–7 of 7 results');
    expect(await loadListing(database.db, { ...request, pageParam: '1', orderby: 'price' })).toEqual({ kind: 'redirect', location: '/shop/?orderby=price' });
    expect(await loadListing(database.db, { ...request, pageParam: '1', orderby: 'garbage' })).toEqual({ kind: 'redirect', location: '/shop/' });
    expect(await loadListing(database.db, { ...request, pageParam: '4', orderby: null })).toEqual({ kind: 'not-found' });
    expect(await loadListing(database.db, { ...request, pageParam: '0', orderby: null })).toEqual({ kind: 'not-found' });
    expect(await loadListing(database.db, { ...request, pageParam: '99999999999', orderby: null })).toEqual({ kind: 'not-found' });
    const empty = await loadListing(database.db, { ...request, categoryId: 999_999, pageParam: undefined, orderby: null });
    expect(empty.kind === 'page' && empty.listing).toMatchObject({ total: 0, lastPage: 1, products: [] });
  });
});

describe.each(DIALECTS)('content queries on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  beforeAll(async () => {
    const image = serializePostImage({ file: 'hills-abc123', width: 1200, height: 800, sizes: [300, 600, 900, 1200], alt: '' });
    await database.db
      .insertInto('posts')
      .values([
        { type: 'post', slug: 'older', title: 'Older', excerpt: 'E1', content: 'C1', image, status: 'publish', published_at: '2026-01-01T00:00:00.000Z' },
        { type: 'post', slug: 'newer', title: 'Newer', excerpt: 'E2', content: 'C2', image: 'not json', status: 'publish', published_at: '2026-02-01T00:00:00.000Z' },
        { type: 'post', slug: 'unfinished', title: 'Draft', excerpt: '', content: '', image: null, status: 'draft', published_at: '2026-03-01T00:00:00.000Z' },
        { type: 'page', slug: 'about', title: 'About us', excerpt: 'Who we are', content: 'We make things.', image: null, status: 'publish', published_at: '2026-01-01T00:00:00.000Z' },
      ])
      .execute();
  });

  it('lists published posts newest first, with their images', async () => {
    const { posts, total } = await listPosts(database.db, { page: 1, perPage: 10, uploadsUrl: UPLOADS });
    expect(total).toBe(2);
    expect(slugsOf(posts)).toEqual(['newer', 'older']);
    expect(posts[0]!.image).toBeNull();
    expect(posts[1]!.image).toMatchObject({ src: '/uploads/hills-abc123-1200.webp', width: 1200, height: 800 });
    expect(slugsOf((await listPosts(database.db, { page: 2, perPage: 1, uploadsUrl: UPLOADS })).posts)).toEqual(['older']);
  });

  it('finds posts and pages by slug, each in its own kind, never drafts', async () => {
    expect((await getPostBySlug(database.db, 'older', UPLOADS))?.content).toBe('C1');
    expect(await getPostBySlug(database.db, 'unfinished', UPLOADS)).toBeNull();
    expect(await getPostBySlug(database.db, 'about', UPLOADS)).toBeNull();
    expect((await getPageBySlug(database.db, 'about', UPLOADS))?.title).toBe('About us');
    expect(await getPageBySlug(database.db, 'older', UPLOADS)).toBeNull();
  });
});

describe.each(DIALECTS)('product pages through the catalog memo on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  const ids = new Map<string, number>();

  beforeAll(async () => {
    const { db } = database;
    const mugs = await insertCategory(db, 'Mugs');
    for (const [slug, totalSales] of [['main', 0], ['first', 30], ['second', 20], ['third', 10]] as const) {
      const id = await insertProduct(db, { name: slug, slug, total_sales: totalSales, price: 1000, regular_price: 1000, stock: 5 });
      ids.set(slug, id);
      await db.insertInto('product_categories').values({ product_id: id, category_id: mugs }).execute();
      await db.insertInto('product_images').values({ product_id: id, position: 0, file: `${slug}-front`, alt: 'Front', width: 600, height: 600, sizes: '[300,600]' }).execute();
    }
  });

  const id = (slug: string) => ids.get(slug)!;
  const related = (memo: CatalogMemo) => relatedProducts(database.db, { id: id('main'), categoryIds: [] }, { limit: 2, uploadsUrl: UPLOADS }, memo);

  it('keeps images and categories until the memo is replaced, and reads price and stock on every view', async () => {
    const { db } = database;
    const memo = new CatalogMemo();
    const before = await getProductBySlug(db, 'main', UPLOADS, memo);
    expect(before).toMatchObject({ price: 1000, stock: 5, image: { alt: 'Front' }, categories: [{ slug: 'mugs' }] });
    // Orders change price and stock without an edit; an edit (a new content version, a new memo) changes images.
    await db.updateTable('products').set({ price: 800, sale_price: 800, stock: 2 }).where('id', '=', id('main')).execute();
    await db.updateTable('product_images').set({ alt: 'Renamed' }).where('product_id', '=', id('main')).execute();
    const same = await getProductBySlug(db, 'main', UPLOADS, memo);
    expect(same).toMatchObject({ price: 800, salePrice: 800, stock: 2, image: { alt: 'Front' } });
    expect(same!.images.map((image) => image.alt)).toEqual(['Front']);
    const edited = await getProductBySlug(db, 'main', UPLOADS, new CatalogMemo());
    expect(edited!.images.map((image) => image.alt)).toEqual(['Renamed']);
    expect(edited!.image?.alt).toBe('Renamed');
  });

  it('keeps the choice of related products for a while, with their prices and stock always current', async () => {
    const { db } = database;
    let now = 0;
    const memo = new CatalogMemo({ now: () => now });
    expect(slugsOf(await related(memo))).toEqual(['first', 'second']);
    await db.updateTable('products').set({ total_sales: 99, stock: 0, stock_status: 'outofstock' }).where('id', '=', id('third')).execute();
    await db.updateTable('products').set({ stock: 1 }).where('id', '=', id('first')).execute();
    now = RELATED_MAX_AGE_MS - 1;
    const kept = await related(memo);
    expect(slugsOf(kept)).toEqual(['first', 'second']);
    expect(kept[0]).toMatchObject({ stock: 1, image: { src: '/uploads/first-front-600.webp' } });
    now = RELATED_MAX_AGE_MS;
    const rechosen = await related(memo);
    expect(slugsOf(rechosen)).toEqual(['third', 'first']);
    expect(rechosen[0]).toMatchObject({ purchasable: false, stockStatus: 'outofstock' });
  });

  it('keeps each product’s first image until the memo is replaced, reading the ones it lacks together', async () => {
    const { db } = database;
    const memo = new CatalogMemo();
    const views = (productIds: number[], within: CatalogMemo) => firstImageViews(db, productIds, UPLOADS, within);
    expect((await views([id('first'), id('second')], memo)).get(id('first'))).toMatchObject({ alt: 'Front', src: '/uploads/first-front-600.webp' });
    await db.updateTable('product_images').set({ alt: 'Back' }).where('product_id', 'in', [id('first'), id('third')]).execute();
    const kept = await views([id('third'), id('first'), id('third')], memo);
    expect([...kept].map(([productId, image]) => [productId, image.alt])).toEqual([
      [id('third'), 'Back'],
      [id('first'), 'Front'],
    ]);
    expect((await views([id('first')], new CatalogMemo())).get(id('first'))?.alt).toBe('Back');
    await db.updateTable('product_images').set({ alt: 'Front' }).where('product_id', 'in', [id('first'), id('third')]).execute();
  });

  it('never shows a related product that is no longer published', async () => {
    const { db } = database;
    const memo = new CatalogMemo();
    const shown = slugsOf(await related(memo));
    await db.updateTable('products').set({ status: 'draft' }).where('id', '=', id(shown[0]!)).execute();
    expect(slugsOf(await related(memo))).toEqual(shown.slice(1));
    await db.updateTable('products').set({ status: 'publish' }).where('id', '=', id(shown[0]!)).execute();
  });
});
