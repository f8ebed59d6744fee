import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/connect.ts';
import { getOrderDetail, type OrderDetail } from './order-details.ts';
import { isTrashed } from './status.ts';

const PREFIX = 'wc_order_';

/** `wc_order_` + 22 random URL-safe characters (128 bits): the only secret between a guest and their order. */
export function newOrderKey(): string {
  return PREFIX + randomBytes(16).toString('base64url');
}

/** Compares in constant time; hashing first hides the expected key's length as well. */
export function orderKeyMatches(expected: string, candidate: unknown): boolean {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 200) return false;
  const a = createHash('sha256').update(expected).digest();
  const b = createHash('sha256').update(candidate).digest();
  return timingSafeEqual(a, b);
}

/** The order, only when the id and its key match; null otherwise, or when it is in the trash (callers answer 404 either way). */
export async function getOrderWithKey(db: Db, id: number, key: unknown): Promise<OrderDetail | null> {
  const found = await getOrderDetail(db, id);
  const detail = found && !isTrashed(found.order) ? found : null;
  if (!detail) {
    // Same work as a real check, so a missing order and a wrong key look alike.
    orderKeyMatches(newOrderKey(), key);
    return null;
  }
  return orderKeyMatches(detail.order.order_key, key) ? detail : null;
}
