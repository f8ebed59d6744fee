import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { nowIso } from '../shared/time.ts';

/**
 * Puts `quantity` units of an order line back into stock, at most those of its units not back already:
 * the line counts them (`restocked_quantity`, raised by a conditional update so no unit goes back twice),
 * and the stock is the sellable unit's (a variation's own count, else the product's). Returns the units
 * that went back into a counted stock (0 for a product whose stock is not managed, or deleted).
 */
export async function restockOrderLine(trx: Db, line: { id: number; unitId: number | null }, quantity: number): Promise<number> {
  if (quantity <= 0) return 0;
  const counted = await trx
    .updateTable('order_lines')
    .set({ restocked_quantity: sql<number>`restocked_quantity + ${quantity}` })
    .where('id', '=', line.id)
    .where(sql<boolean>`restocked_quantity + ${quantity} <= quantity`)
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) !== 1 || line.unitId === null) return 0;
  const result = await trx
    .updateTable('products')
    .set({
      stock: sql<number>`stock + ${quantity}`,
      stock_status: sql<'instock'>`case when stock_status = 'onbackorder' and stock + ${quantity} <= 0 then 'onbackorder' else 'instock' end`,
      updated_at: nowIso(),
    })
    .where('id', '=', line.unitId)
    .where('stock', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? quantity : 0;
}
