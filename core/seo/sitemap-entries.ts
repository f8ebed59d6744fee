import type { Db } from '../../db/connect.ts';

/** One page a sitemap lists: its path as the routes know it (no language prefix) and when it last changed, when known. */
export interface SitemapPage {
  path: string;
  lastModified: string | null;
}

/**
 * Every page a search engine should find, in the shop's default language: home, shop and journal,
 * categories that hold a published product, published products, posts and pages. Carts, checkout,
 * accounts and the admin are not pages to index (robots.txt keeps crawlers out of them).
 */
export async function sitemapPages(db: Db): Promise<SitemapPage[]> {
  const [products, categories, posts] = await Promise.all([
    db.selectFrom('products').select(['slug', 'updated_at']).where('status', '=', 'publish').orderBy('id').execute(),
    db
      .selectFrom('categories')
      .select(['slug'])
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('product_categories')
            .innerJoin('products', 'products.id', 'product_categories.product_id')
            .select('product_categories.product_id')
            .whereRef('product_categories.category_id', '=', 'categories.id')
            .where('products.status', '=', 'publish'),
        ),
      )
      .orderBy('menu_order')
      .orderBy('id')
      .execute(),
    db.selectFrom('posts').select(['type', 'slug', 'published_at']).where('status', '=', 'publish').orderBy('id').execute(),
  ]);
  return [
    { path: '/', lastModified: null },
    { path: '/shop/', lastModified: null },
    { path: '/blog/', lastModified: null },
    ...categories.map((category) => ({ path: `/product-category/${category.slug}/`, lastModified: null })),
    ...products.map((product) => ({ path: `/product/${product.slug}/`, lastModified: product.updated_at })),
    ...posts.map((post) => ({ path: post.type === 'post' ? `/blog/${post.slug}/` : `/${post.slug}/`, lastModified: post.published_at })),
  ];
}
