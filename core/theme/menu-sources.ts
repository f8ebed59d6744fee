import type { Db } from '../../db/connect.ts';
import type { MenuCategorySource, MenuPageSource, MenuSources, TranslatedLabels } from './menu.ts';

/** Non-empty translated names by item id, then locale: the menu is read once for every language. */
function labelsById(rows: readonly { id: number; locale: string; label: string }[]): Map<number, TranslatedLabels> {
  const byId = new Map<number, Record<string, string>>();
  for (const row of rows) {
    if (row.label.trim() === '') continue;
    byId.set(row.id, { ...byId.get(row.id), [row.locale]: row.label });
  }
  return byId;
}

/** Every category, with whether it holds a published product. */
async function readMenuCategories(db: Db): Promise<MenuCategorySource[]> {
  const rows = await db
    .selectFrom('categories as c')
    .select(['c.id', 'c.slug', 'c.name'])
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
  const names = labelsById(await db.selectFrom('category_translations').select(['category_id as id', 'locale', 'name as label']).execute());
  return rows.map((row) => {
    const translated = names.get(row.id);
    return { slug: row.slug, name: row.name, hasProducts: Boolean(Number(row.has_products)), ...(translated ? { names: translated } : {}) };
  });
}

/** The published content pages' slugs and titles (a shop has few pages). */
async function readMenuPages(db: Db): Promise<MenuPageSource[]> {
  const rows = await db.selectFrom('posts').select(['id', 'slug', 'title']).where('type', '=', 'page').where('status', '=', 'publish').orderBy('slug').execute();
  const titles = labelsById(
    await db
      .selectFrom('post_translations')
      .select(['post_id as id', 'locale', 'title as label'])
      .where('post_id', 'in', rows.length > 0 ? rows.map((row) => row.id) : [0])
      .execute(),
  );
  return rows.map((row) => {
    const translated = titles.get(row.id);
    return { slug: row.slug, title: row.title, ...(translated ? { titles: translated } : {}) };
  });
}

/** What the header menu needs, read together (cached per content version by the caller). */
export async function readMenuSources(db: Db): Promise<MenuSources> {
  const [categories, pages] = await Promise.all([readMenuCategories(db), readMenuPages(db)]);
  return { categories, pages };
}
