import type { Db } from '../../db/connect.ts';
import type { Attribute } from '../../db/schema.ts';
import { searchText, type OwnerListQuery, type PageOf } from '../shared/owner-list.ts';

export interface AdminAttributeRow extends Attribute {
  /** How many terms the attribute has. */
  terms: number;
}

/**
 * The global attributes for the admin's list, by name, with their term counts; searched by name or
 * slug. A shop has a handful of attributes, so the list is read whole and paged here.
 */
export async function listAdminAttributes(db: Db, query: OwnerListQuery): Promise<PageOf<AdminAttributeRow>> {
  const rows = await db
    .selectFrom('attributes as a')
    .selectAll('a')
    .select((eb) => eb.selectFrom('attribute_terms as t').whereRef('t.attribute_id', '=', 'a.id').select((inner) => inner.fn.countAll<number>().as('n')).as('terms'))
    .orderBy('a.name')
    .orderBy('a.id')
    .execute();
  const search = searchText(query.search).toLowerCase();
  const found = search ? rows.filter((row) => row.name.toLowerCase().includes(search) || row.slug.includes(search)) : rows;
  const start = (query.page - 1) * query.perPage;
  return {
    total: found.length,
    rows: found.slice(start, start + query.perPage).map((row) => ({ ...row, terms: Number(row.terms ?? 0) })),
  };
}
