import type { Db } from '../../db/connect.ts';

export interface NavCategory {
  slug: string;
  name: string;
}

export async function listNavCategories(db: Db): Promise<NavCategory[]> {
  return db.selectFrom('categories').select(['slug', 'name']).orderBy('menu_order').orderBy('name').execute();
}
