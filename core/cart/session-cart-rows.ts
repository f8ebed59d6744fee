import { PostgresAdapter, sql, type Compilable } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { reusableQuery } from '../../db/reusable-query.ts';
import type { Product } from '../../db/schema.ts';
import { readCatalogRows, withParents, type CatalogRow } from '../catalog/sellable-units.ts';
import { isSessionId, loadSession, sessionRecordFrom, type SessionRecord } from '../session/store.ts';
import { isRowId } from '../shared/row-id.ts';

/** A visitor's session and the catalogue rows a change of its cart reads first. */
export interface SessionWithCartRows {
  record: SessionRecord | null;
  /** The rows of the ids asked for and of every line of the stored cart (a few more when the stored cart is not one). */
  rows: Map<number, CatalogRow>;
}

/** The session's columns and its products' rows as JSON (null for none). */
type SessionWithProductsRow = { session_id: string; session_user_id: number | null; session_data: string; session_expires_at: string; products: Product[] | null };

/**
 * On PostgreSQL the session and the products of its cart lines and of `ids` in one query: each query is a
 * round trip to another process, and an add to the cart needs both before anything else. The lines' units
 * (a line's variation, else its product) are read from the stored JSON as the session store writes it.
 * The products come as one JSON value (their columns' values as pg would parse them: numbers, text and
 * nulls): the driver reads five columns rather than a session beside each of some forty product columns,
 * which took it longer than the query took the server.
 */
const sessionWithProducts = reusableQuery(
  (db, p: { id: string; ids: string }): Compilable<SessionWithProductsRow> => ({
    compile: () =>
      sql<SessionWithProductsRow>`select s.id as session_id, s.user_id as session_user_id, s.data as session_data, s.expires_at as session_expires_at, cart.products
from sessions as s
cross join lateral (select json_agg(p) as products from products as p where p.id = any(string_to_array(${p.ids}, ',')::bigint[] || array(
  select coalesce(line ->> 'variationId', line ->> 'productId')::bigint
  from jsonb_array_elements(case when jsonb_typeof(s.data::jsonb -> 'cart') = 'array' then s.data::jsonb -> 'cart' else '[]'::jsonb end) as line
  where jsonb_typeof(line) = 'object' and coalesce(line ->> 'variationId', line ->> 'productId') ~ '^[0-9]{1,15}$'))) as cart
where s.id = ${p.id}`.compile(db),
  }),
);

/** PostgreSQL's error for a text that is not what it was cast to (here: JSON). */
const INVALID_TEXT = '22P02';

/**
 * The session named by `sessionId` (null when there is none or it has expired) and the catalogue rows of
 * `ids` and of its cart's lines. On SQLite, where a query costs no round trip, the two reads as ever.
 */
export async function readSessionWithCartRows(db: Db, sessionId: string, ids: readonly number[]): Promise<SessionWithCartRows> {
  const wanted = [...new Set(ids.filter((id) => isRowId(id)))];
  if (db.getExecutor().adapter instanceof PostgresAdapter && isSessionId(sessionId)) {
    // A session whose data PostgreSQL cannot read as JSON (never written so by the shop) is read the usual way.
    const joined = await sessionWithProducts(db, { id: sessionId, ids: wanted.join(',') }).catch((error: unknown) => {
      if ((error as { code?: unknown }).code === INVALID_TEXT) return null;
      throw error;
    });
    if (joined) {
      const [row] = joined;
      if (!row) return { record: null, rows: await readCatalogRows(db, wanted) };
      const record = sessionRecordFrom({ id: row.session_id, user_id: row.session_user_id, data: row.session_data, expires_at: row.session_expires_at });
      return { record, rows: await withParents(db, row.products ?? []) };
    }
  }
  const record = await loadSession(db, sessionId);
  const lineIds = (record?.data.cart ?? []).map((line) => line.variationId ?? line.productId);
  return { record, rows: await readCatalogRows(db, [...wanted, ...lineIds]) };
}
