import type { Db } from '../../db/connect.ts';
import type { ShippingZone } from './shipping-zone.ts';

/** The answer for each list of zones already asked about (the site data's, kept until an edit replaces it). */
const charging = new WeakMap<readonly ShippingZone[], boolean>();

/** Whether some flat rate charges by shipping class, so the cart's classes must be read. */
export function chargesByClass(zones: readonly ShippingZone[]): boolean {
  let answer = charging.get(zones);
  if (answer === undefined) {
    answer = zones.some((zone) => zone.methods.some((method) => method.methodId === 'flat_rate' && Object.values(method.settings.classCosts).some((cost) => cost.trim() !== '')));
    charging.set(zones, answer);
  }
  return answer;
}

/**
 * The lines with their units' shipping classes (a variation's own, else its product's), read only where a
 * flat rate charges by class: most shops charge none, and their carts read nothing more.
 */
export async function withShippingClasses<Line extends { target: { productId: number; variationId: number | null } }>(
  db: Db,
  lines: readonly Line[],
  zones: readonly ShippingZone[],
): Promise<(Line & { shippingClassId: number | null })[]> {
  if (lines.length === 0 || !chargesByClass(zones)) return lines.map((line) => ({ ...line, shippingClassId: null }));
  const ids = [...new Set(lines.flatMap((line) => [line.target.productId, ...(line.target.variationId === null ? [] : [line.target.variationId])]))];
  const rows = await db.selectFrom('products').select(['id', 'shipping_class_id']).where('id', 'in', ids).execute();
  const classOf = new Map(rows.map((row) => [row.id, row.shipping_class_id]));
  return lines.map((line) => ({
    ...line,
    shippingClassId: (line.target.variationId === null ? null : (classOf.get(line.target.variationId) ?? null)) ?? classOf.get(line.target.productId) ?? null,
  }));
}
