import type { Db } from '../../db/connect.ts';
import type { Category } from '../../db/schema.ts';
import { reusableQuery } from '../../db/reusable-query.ts';
import { imageView, type ImageView } from './products.ts';
import { firstImages } from './product-list.ts';

export interface NavCategory {
  slug: string;
  name: string;
}

export async function listNavCategories(db: Db): Promise<NavCategory[]> {
  return db.selectFrom('categories').select(['slug', 'name']).orderBy('menu_order').orderBy('name').execute();
}

export interface CategoryWithCount {
  id: number;
  slug: string;
  name: string;
  description: string;
  /** Published products in the category. */
  count: number;
  /** The first image of the category's first product (as its page lists them), as its cover. */
  image: ImageView | null;
}

/** Categories in menu order with their published product counts (variations never count) and a cover image. */
export async function listCategoriesWithCounts(db: Db, uploadsUrl: string): Promise<CategoryWithCount[]> {
  const rows = await db
    .selectFrom('categories as c')
    // The count is kept by the database as products and links change (db/migrations/021_category_counts.ts).
    .select(['c.id', 'c.slug', 'c.name', 'c.description', 'c.product_count as count'])
    .select((eb) =>
      // The first product as the category's page lists it, read from the head of its listed links'
      // index (migration 029): ordered from the products, the category's were sorted (1.8 s at a million).
      eb
        .selectFrom('product_categories as pc')
        .whereRef('pc.category_id', '=', 'c.id')
        .where('pc.listed', '=', 1)
        .select('pc.product_id')
        .orderBy('pc.menu_order')
        .orderBy('pc.name')
        .orderBy('pc.product_id')
        .limit(1)
        .as('cover_product_id'),
    )
    .orderBy('c.menu_order')
    .orderBy('c.name')
    .execute();
  const covers = await firstImages(
    db,
    rows.map((row) => row.cover_product_id).filter((id): id is number => id !== null && id !== undefined),
  );
  return rows.map((row) => {
    const cover = row.cover_product_id ? covers.get(Number(row.cover_product_id)) : undefined;
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      description: row.description,
      count: Number(row.count ?? 0),
      image: cover ? imageView(cover, uploadsUrl) : null,
    };
  });
}

const categoryBySlug = reusableQuery((db, p: { slug: string }) => db.selectFrom('categories').selectAll().where('slug', '=', p.slug));

/** A category by slug, or null when unknown. */
export async function getCategoryBySlug(db: Db, slug: string): Promise<Category | null> {
  if (!slug || slug.length > 200) return null;
  const [row] = await categoryBySlug(db, { slug });
  return row ?? null;
}
