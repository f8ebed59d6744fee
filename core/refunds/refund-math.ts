/**
 * The arithmetic of refunds, in whole minor units and nothing else: what refunding some units of an order
 * line gives back, and how an amount is shared over tax rates. Plain functions with no imports, so the
 * admin's refund form can work the same amounts out in the browser as the server does.
 */

/** An amount by tax rate id, as an order line's or the shipping's taxes are kept. */
export interface RateAmount {
  id: number;
  total: number;
}

/**
 * What refunding `quantity` more of a line's `units` gives back of its `total`, when `refundedUnits` units
 * and `refundedAmount` of it were refunded before: each unit its whole share (`total` divided by the units,
 * rounded down), and the last unit the remainder, so a line refunded unit by unit gives back exactly its
 * total. Never more than is left of the total.
 */
export function proRataShare(total: number, units: number, refundedUnits: number, quantity: number, refundedAmount: number): number {
  const left = Math.max(0, total - refundedAmount);
  if (quantity <= 0 || units <= 0 || left === 0) return 0;
  if (refundedUnits + quantity >= units) return left;
  const unitShare = Number(BigInt(Math.trunc(total)) / BigInt(Math.trunc(units)));
  return Math.min(left, unitShare * quantity);
}

/**
 * `amount` shared over parts in proportion to `weights` (each share rounded down), what rounding left over
 * given one unit at a time from the last part back, never past a part's own weight while there is room. The
 * shares add up to `amount` exactly; with no weight at all, the last part takes it.
 */
export function shareOut(amount: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const whole = weights.reduce((sum, weight) => sum + Math.max(0, weight), 0);
  const shares = weights.map((weight) => (whole > 0 ? Number((BigInt(amount) * BigInt(Math.max(0, weight))) / BigInt(whole)) : 0));
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  for (let index = shares.length - 1; index >= 0 && left > 0; index--) {
    const room = Math.max(0, (weights[index] ?? 0) - (shares[index] ?? 0));
    const added = Math.min(room, left);
    shares[index] = (shares[index] ?? 0) + added;
    left -= added;
  }
  shares[shares.length - 1] = (shares[shares.length - 1] ?? 0) + left;
  return shares;
}

/** The sum of amounts by rate. */
export function rateSum(amounts: readonly RateAmount[]): number {
  return amounts.reduce((sum, amount) => sum + amount.total, 0);
}

/** Amounts by rate added up rate by rate, in the order the rates first appear. */
export function addByRate(...lists: (readonly RateAmount[])[]): RateAmount[] {
  const sums = new Map<number, number>();
  for (const list of lists) for (const { id, total } of list) sums.set(id, (sums.get(id) ?? 0) + total);
  return [...sums].map(([id, total]) => ({ id, total }));
}

/** What is left of each charged rate once `refunded` is taken off (a rate refunded but not charged counts nothing). */
export function leftByRate(charged: readonly RateAmount[], refunded: readonly RateAmount[]): RateAmount[] {
  return charged.map(({ id, total }) => ({ id, total: Math.max(0, total - rateSum(refunded.filter((amount) => amount.id === id))) }));
}
