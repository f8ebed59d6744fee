import type { Db } from '../../db/connect.ts';
import { groupedChildIds } from './product-kind.ts';
import { CARD_COLUMNS, toCards, type ProductCard } from './product-list.ts';

/** A grouped product's published products as cards, in the owner's order. */
export async function groupedProductCards(db: Db, groupedId: number, uploadsUrl: string): Promise<ProductCard[]> {
  const ids = (await groupedChildIds(db, [groupedId])).get(groupedId) ?? [];
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('products').select([...CARD_COLUMNS]).where('id', 'in', ids).where('status', '=', 'publish').execute();
  const cards = new Map((await toCards(db, rows, uploadsUrl)).map((card) => [card.id, card]));
  return ids.flatMap((id) => cards.get(id) ?? []);
}
