import type { Db } from '../../db/connect.ts';
import type { MenuCategorySource, MenuPageSource, MenuSources } from './menu.ts';

/** Every category, with whether it holds a published product. */
async function readMenuCategories(db: Db): Promise<MenuCategorySource[]> {
  const rows = await db
    .selectFrom('categories as c')
    .select(['c.slug', 'c.name'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('product_categories as pc')
            .innerJoin('products as p', 'p.id', 'pc.product_id')
            .whereRef('pc.category_id', '=', 'c.id')
            .where('p.status', '=', 'publish')
            .select('p.id'),
        )
        .as('has_products'),
    )
    .orderBy('c.name')
    .execute();
  return rows.map((row) => ({ slug: row.slug, name: row.name, hasProducts: Boolean(Number(row.has_products)) }));
}

/** The published content pages' slugs and titles (a shop has few pages). */
async function readMenuPages(db: Db): Promise<MenuPageSource[]> {
  return db.selectFrom('posts').select(['slug', 'title']).where('type', '=', 'page').where('status', '=', 'publish').orderBy('slug').execute();
}

/** What the header menu needs, read together (cached per content version by the caller). */
export async function readMenuSources(db: Db): Promise<MenuSources> {
  const [categories, pages] = await Promise.all([readMenuCategories(db), readMenuPages(db)]);
  return { categories, pages };
}
