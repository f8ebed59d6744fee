import type { Db } from '../../db/connect.ts';

/** What the theme form offers for the menu: the published content pages and the categories. */
export interface ThemeMenuChoices {
  pages: { slug: string; title: string }[];
  categories: { slug: string; name: string }[];
}

export async function listThemeMenuChoices(db: Db): Promise<ThemeMenuChoices> {
  const [pages, categories] = await Promise.all([
    db.selectFrom('posts').select(['slug', 'title']).where('type', '=', 'page').where('status', '=', 'publish').orderBy('title').limit(100).execute(),
    db.selectFrom('categories').select(['slug', 'name']).orderBy('menu_order').orderBy('name').limit(100).execute(),
  ]);
  return { pages, categories };
}
