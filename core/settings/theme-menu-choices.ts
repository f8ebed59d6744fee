import type { Db } from '../../db/connect.ts';
import { fontFamiliesOf } from '../theme/font-faces.ts';
import { listFontFaces } from '../theme/font-library.ts';

/** What the theme form offers for the menu: the published content pages and the categories; and for the fonts, the font library's families. */
export interface ThemeMenuChoices {
  pages: { slug: string; title: string }[];
  categories: { slug: string; name: string }[];
  fontFamilies?: readonly string[];
}

export async function listThemeMenuChoices(db: Db): Promise<ThemeMenuChoices> {
  const [pages, categories, fonts] = await Promise.all([
    db.selectFrom('posts').select(['slug', 'title']).where('type', '=', 'page').where('status', '=', 'publish').orderBy('title').limit(100).execute(),
    db.selectFrom('categories').select(['slug', 'name']).orderBy('menu_order').orderBy('name').limit(100).execute(),
    listFontFaces(db),
  ]);
  return { pages, categories, fontFamilies: fontFamiliesOf(fonts).map((family) => family.name) };
}
