import type { Db } from '../../db/connect.ts';
import { imageView, type ImageView } from './products.ts';
import { toCard, toCards, type ProductCard } from './product-list.ts';

export interface ProductCategoryLink {
  id: number;
  slug: string;
  name: string;
}

/** Everything the product page shows. */
export interface ProductDetail extends ProductCard {
  shortDescription: string;
  description: string;
  images: ImageView[];
  categories: ProductCategoryLink[];
  createdAt: string;
  updatedAt: string;
}

/** Longest slug we look up; anything longer cannot be one of ours. */
const MAX_SLUG_LENGTH = 200;

/** A published product by its slug, with its images (in position order) and categories; null when unknown. */
export async function getProductBySlug(db: Db, slug: string, uploadsUrl: string): Promise<ProductDetail | null> {
  if (!slug || slug.length > MAX_SLUG_LENGTH) return null;
  const row = await db.selectFrom('products').selectAll().where('slug', '=', slug).where('status', '=', 'publish').executeTakeFirst();
  if (!row) return null;
  const [images, categories] = await Promise.all([
    db.selectFrom('product_images').selectAll().where('product_id', '=', row.id).orderBy('position').orderBy('id').execute(),
    db
      .selectFrom('categories')
      .innerJoin('product_categories', 'product_categories.category_id', 'categories.id')
      .select(['categories.id', 'categories.slug', 'categories.name'])
      .where('product_categories.product_id', '=', row.id)
      .orderBy('categories.menu_order')
      .orderBy('categories.name')
      .execute(),
  ]);
  // The card's image is the first of the product's own, already loaded in position order.
  return {
    ...toCard(row, images[0], uploadsUrl),
    shortDescription: row.short_description,
    description: row.description,
    images: images.map((image) => imageView(image, uploadsUrl)),
    categories,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export interface RelatedOptions {
  limit: number;
  uploadsUrl: string;
}

/**
 * Published products sharing a category with this one, best sellers first; topped up with other best
 * sellers when the categories are small, so the row is never half empty.
 */
export async function relatedProducts(
  db: Db,
  product: { id: number; categoryIds: number[] },
  options: RelatedOptions,
): Promise<ProductCard[]> {
  const limit = Math.max(0, Math.min(24, Math.floor(options.limit)));
  if (limit === 0) return [];
  const base = db.selectFrom('products').selectAll().where('status', '=', 'publish').where('id', '!=', product.id);
  const sameCategory =
    product.categoryIds.length > 0
      ? await base
          .where('id', 'in', db.selectFrom('product_categories').select('product_id').where('category_id', 'in', product.categoryIds))
          .orderBy('total_sales', 'desc')
          .orderBy('id')
          .limit(limit)
          .execute()
      : [];
  let rows = sameCategory;
  if (rows.length < limit) {
    const taken = [product.id, ...rows.map((row) => row.id)];
    const more = await db
      .selectFrom('products')
      .selectAll()
      .where('status', '=', 'publish')
      .where('id', 'not in', taken)
      .orderBy('total_sales', 'desc')
      .orderBy('id')
      .limit(limit - rows.length)
      .execute();
    rows = [...rows, ...more];
  }
  return toCards(db, rows, options.uploadsUrl);
}
