import { sql } from 'kysely';
import { shippingOf, type ShippingColumns } from './product-shipping.ts';
import type { Db } from '../../db/connect.ts';
import { reusableQuery } from '../../db/reusable-query.ts';
import { NO_MEMO, type CatalogReads } from './catalog-memo.ts';
import { imageView, type ImageView } from './products.ts';
import { CARD_COLUMNS, cardOf, firstImageViews, type ProductCard } from './product-list.ts';

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
  /** Its own weight and dimensions, for the "Additional information" table. */
  shipping: ShippingColumns;
}

/** Longest slug we look up; anything longer cannot be one of ours. */
const MAX_SLUG_LENGTH = 200;

/**
 * How long a product page keeps its choice of related products. Best sellers come first, and sales
 * change with every order without an edit; like other shops we let the order settle for a while
 * rather than rank the catalog on every view.
 */
export const RELATED_MAX_AGE_MS = 10 * 60_000;

/**
 * A published product by its slug, with its images (in position order) and categories; null when unknown.
 * The product's own row (price, stock) is read on every call; its images and categories come through
 * `memo`, which keeps them until the next catalog edit (core/catalog/catalog-memo.ts).
 */
const publishedBySlug = reusableQuery((db, p: { slug: string }) => db.selectFrom('products').selectAll().where('slug', '=', p.slug).where('status', '=', 'publish'));
const publishedCardRows = reusableQuery((db, p: { ids: number[] }) => db.selectFrom('products').select(CARD_COLUMNS).where('id', 'in', p.ids).where('status', '=', 'publish'));

export async function getProductBySlug(db: Db, slug: string, uploadsUrl: string, memo: CatalogReads = NO_MEMO): Promise<ProductDetail | null> {
  if (!slug || slug.length > MAX_SLUG_LENGTH) return null;
  const [row] = await publishedBySlug(db, { slug });
  if (!row) return null;
  const [images, categories] = await Promise.all([
    memo.read(`images:${uploadsUrl}:${row.id}`, () => productImages(db, row.id, uploadsUrl)),
    memo.read(`categories:${row.id}`, () => productCategories(db, row.id)),
  ]);
  // The card's image is the first of the product's own, in position order.
  return {
    ...cardOf(row, images[0] ?? null),
    shortDescription: row.short_description,
    description: row.description,
    images,
    categories,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    shipping: shippingOf(row),
  };
}

async function productImages(db: Db, productId: number, uploadsUrl: string): Promise<ImageView[]> {
  const rows = await db.selectFrom('product_images').selectAll().where('product_id', '=', productId).orderBy('position').orderBy('id').execute();
  return rows.map((image) => imageView(image, uploadsUrl));
}

function productCategories(db: Db, productId: number): Promise<ProductCategoryLink[]> {
  return db
    .selectFrom('categories')
    .innerJoin('product_categories', 'product_categories.category_id', 'categories.id')
    .select(['categories.id', 'categories.slug', 'categories.name'])
    .where('product_categories.product_id', '=', productId)
    .orderBy('categories.menu_order')
    .orderBy('categories.name')
    .execute();
}

export interface RelatedOptions {
  limit: number;
  uploadsUrl: string;
}

/**
 * Published products sharing a category with this one, best sellers first; topped up with other best
 * sellers when the categories are small, so the row is never half empty. Which products, and their
 * images, come through `memo` (the choice for up to RELATED_MAX_AGE_MS); their prices and stock are
 * read on every call.
 */
export async function relatedProducts(
  db: Db,
  product: { id: number; categoryIds: number[] },
  options: RelatedOptions,
  memo: CatalogReads = NO_MEMO,
): Promise<ProductCard[]> {
  const limit = Math.max(0, Math.min(24, Math.floor(options.limit)));
  if (limit === 0) return [];
  const ids = await memo.read(`related:${product.id}:${limit}:${product.categoryIds.join(',')}`, () => relatedIds(db, product, limit), RELATED_MAX_AGE_MS);
  if (ids.length === 0) return [];
  const { uploadsUrl } = options;
  const [rows, images] = await Promise.all([
    publishedCardRows(db, { ids }),
    firstImageViews(db, ids, uploadsUrl, memo),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [cardOf(row, images.get(id) ?? null)] : [];
  });
}

/**
 * The ids of the products `relatedProducts` shows, in order: the best sellers of the product's categories,
 * ties the newest product first, as the shop's popularity order has them.
 */
async function relatedIds(db: Db, product: { id: number; categoryIds: number[] }, limit: number): Promise<number[]> {
  // Each category's best sellers from the head of its listed links' sales index (migration 029), merged:
  // found among the products by their own sales index, a large category's every id was listed first (196 ms at a million).
  const perCategory = await Promise.all(
    product.categoryIds.map((categoryId) =>
      db
        .selectFrom('product_categories')
        .select(['product_id', 'total_sales'])
        .where('category_id', '=', categoryId)
        .where('listed', '=', 1)
        .where('product_id', '!=', product.id)
        .orderBy('total_sales', 'desc')
        .orderBy('product_id', 'desc')
        .limit(limit)
        .execute(),
    ),
  );
  const bestFirst = new Map(perCategory.flat().map((row) => [row.product_id, Number(row.total_sales)]));
  const sameCategory = [...bestFirst]
    .sort(([a, salesA], [b, salesB]) => salesB - salesA || b - a)
    .slice(0, limit)
    .map(([id]) => ({ id }));
  const ids = sameCategory.map((row) => row.id);
  if (ids.length < limit) {
    const more = await db
      .selectFrom('products')
      .select('id')
      .where('status', '=', 'publish')
      .where('type', '<>', sql.lit('variation'))
      .where('id', 'not in', [product.id, ...ids])
      .orderBy('total_sales', 'desc')
      .orderBy('id', 'desc')
      .limit(limit - ids.length)
      .execute();
    ids.push(...more.map((row) => row.id));
  }
  return ids;
}
