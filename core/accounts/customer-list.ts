import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { User } from '../../db/schema.ts';
import { containsPattern, lowerLike } from '../shared/sql.ts';
import type { Role } from './user-view.ts';

export const CUSTOMER_LIST_ORDERS = ['id', 'include', 'name', 'registered_date'] as const;

export interface CustomerListQuery {
  /** Part of the username, e-mail address, first, last or display name (any case). */
  search?: string;
  /** The whole e-mail address (any case). */
  email?: string;
  /** One role, or every account. */
  role: Role | 'all';
  include?: readonly number[];
  exclude?: readonly number[];
  /** `include` is the order the ids were given in, whatever `order` says (as WordPress). */
  orderBy: (typeof CUSTOMER_LIST_ORDERS)[number];
  order: 'asc' | 'desc';
  perPage: number;
  offset: number;
}

/** The name WordPress sorts users by: the display name, else first and last name, else the username. */
const SHOWN_NAME = sql<string>`lower(coalesce(nullif(display_name, ''), nullif(trim(first_name || ' ' || last_name), ''), username))`;

/** A page of accounts as WooCommerce's `wc/v3/customers` lists them, and how many match in all. */
export async function listCustomers(db: Db, query: CustomerListQuery): Promise<{ rows: User[]; total: number }> {
  let base = db.selectFrom('users');
  if (query.role !== 'all') base = base.where('role', '=', query.role);
  if (query.email) base = base.where('email', '=', query.email.trim().toLowerCase());
  const search = query.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    base = base.where((eb) => eb.or(['username', 'email', 'first_name', 'last_name', 'display_name'].map((column) => lowerLike(sql.ref(column), pattern))));
  }
  if (query.include && query.include.length > 0) base = base.where('id', 'in', [...query.include]);
  if (query.exclude && query.exclude.length > 0) base = base.where('id', 'not in', [...query.exclude]);
  const include = query.include ?? [];
  const ordered = (() => {
    const rows = base.selectAll();
    switch (query.orderBy) {
      case 'include':
        if (include.length > 0) return rows.orderBy(sql`case id ${sql.join(include.map((id, rank) => sql`when ${sql.lit(id)} then ${sql.lit(rank)}`), sql` `)} end`).orderBy('id');
        return rows.orderBy('id', query.order);
      case 'name':
        return rows.orderBy(SHOWN_NAME, query.order).orderBy('id', query.order);
      case 'registered_date':
        return rows.orderBy('created_at', query.order).orderBy('id', query.order);
      case 'id':
        return rows.orderBy('id', query.order);
    }
  })();
  const [rows, count] = await Promise.all([
    ordered.limit(query.perPage).offset(query.offset).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}
