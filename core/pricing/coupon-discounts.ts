import { couponCoversLine, PERCENT_SCALE, type Coupon, type CouponTarget } from './coupon.ts';

/** A cart line as coupons see it. Minor units. */
export interface DiscountLine {
  unitPrice: number;
  quantity: number;
  target: CouponTarget;
}

export interface CouponDiscounts {
  /** Per line (in the order given), the discount all coupons took off it. */
  byLine: number[];
  /** Per coupon (in the order given), what it took off in all. */
  byCoupon: number[];
}

/** Coupons work in this order, whatever order they were applied in: per unit, then shares, then amounts off the cart. */
const TYPE_ORDER: Record<Coupon['discountType'], number> = { fixed_product: 0, percent: 1, fixed_cart: 2 };

/** One line while coupons are taken off it: what is left of its price. */
interface Slot {
  index: number;
  line: DiscountLine;
  left: number;
}

/**
 * What each coupon takes off each line, after WooCommerce's discount rules (WC_Discounts), in whole minor
 * units: each coupon reckons on the lines' own prices (not on what earlier coupons left), never takes a
 * line below zero, and the cents a split leaves over go one by one to the dearest units, so a percent
 * coupon takes exactly its share of what it covers and a fixed cart coupon exactly its amount (up to the
 * cart's value). Coupons are valid for the cart already (see couponRefusal).
 */
export function couponDiscounts(lines: readonly DiscountLine[], coupons: readonly Coupon[]): CouponDiscounts {
  // The dearest units first: a coupon limited to X items covers those.
  const slots: Slot[] = lines.map((line, index) => ({ index, line, left: line.unitPrice * line.quantity })).sort((a, b) => b.line.unitPrice - a.line.unitPrice);
  const order = coupons.map((coupon, index) => ({ coupon, index })).sort((a, b) => TYPE_ORDER[a.coupon.discountType] - TYPE_ORDER[b.coupon.discountType]);
  const byLine = lines.map(() => 0);
  const byCoupon = coupons.map(() => 0);
  for (const { coupon, index } of order) {
    const take = (slot: Slot, amount: number) => {
      slot.left -= amount;
      byLine[slot.index] = (byLine[slot.index] ?? 0) + amount;
      byCoupon[index] = (byCoupon[index] ?? 0) + amount;
      return amount;
    };
    const priced = slots.filter((slot) => slot.line.unitPrice > 0 && slot.line.quantity > 0);
    if (coupon.discountType === 'fixed_cart') fixedCart(priced, coupon.amount, take);
    else {
      const covered = priced.filter((slot) => couponCoversLine(coupon, slot.line.target));
      if (coupon.discountType === 'percent') percent(covered, coupon.amount, coupon.limitUsageToXItems, take);
      else fixedProduct(covered, coupon.amount, coupon.limitUsageToXItems, take);
    }
  }
  return { byLine, byCoupon };
}

type Take = (slot: Slot, amount: number) => number;

/** Units of each line a coupon limited to `limit` units covers, the dearest first. */
function unitsCovered(slots: readonly Slot[], limit: number | null): number[] {
  let left = limit ?? Number.POSITIVE_INFINITY;
  return slots.map((slot) => {
    const units = Math.min(slot.line.quantity, left);
    left -= units;
    return units;
  });
}

/** `amount` off each unit covered (never more than the unit's price, nor what is left of the line). */
function fixedProduct(slots: readonly Slot[], amount: number, limit: number | null, take: Take): number {
  const units = unitsCovered(slots, limit);
  return slots.reduce((total, slot, i) => total + take(slot, Math.min(Math.min(amount, slot.line.unitPrice) * (units[i] ?? 0), slot.left)), 0);
}

/**
 * A share of each unit covered, rounded down per line; what rounding down left short of the share of
 * them all (rounded half down, as WooCommerce rounds discounts) goes one cent per unit.
 */
function percent(slots: readonly Slot[], hundredths: number, limit: number | null, take: Take): number {
  const units = unitsCovered(slots, limit);
  let base = 0;
  let total = 0;
  slots.forEach((slot, i) => {
    const price = slot.line.unitPrice * (units[i] ?? 0);
    base += price;
    total += take(slot, Math.min(shareOf(price, hundredths, 'down'), slot.left));
  });
  const whole = shareOf(base, hundredths, 'half-down');
  if (total < whole) total += remainder(slots.filter((_, i) => (units[i] ?? 0) > 0), whole - total, take);
  return total;
}

/**
 * `amount` spread evenly over every unit, a line taking no more than is left of it; what could not be
 * placed is spread again over what is left, and the last cents go one per unit.
 */
function fixedCart(slots: readonly Slot[], amount: number, take: Take): number {
  const unitCount = slots.reduce((sum, slot) => sum + slot.line.quantity, 0);
  if (unitCount === 0 || amount <= 0) return 0;
  const perUnit = Math.floor(amount / unitCount);
  if (perUnit === 0) return remainder(slots, amount, take);
  const total = fixedProduct(slots, perUnit, null, take);
  return total > 0 && total < amount ? total + fixedCart(slots, amount - total, take) : total;
}

/** Up to `amount` more, one minor unit per unit of each line that has some price left, the dearest lines first. */
function remainder(slots: readonly Slot[], amount: number, take: Take): number {
  let total = 0;
  for (const slot of slots) {
    if (total >= amount) break;
    total += take(slot, Math.min(slot.line.quantity, slot.left, amount - total));
  }
  return total;
}

/**
 * `price` × hundredths / 10,000 in whole minor units, exactly (a line total times a share can pass 2^53,
 * so the product is taken in BigInt): rounded down, or to the nearest with halves down.
 */
export function shareOf(price: number, hundredths: number, rounding: 'down' | 'half-down'): number {
  const product = BigInt(price) * BigInt(hundredths);
  const scale = BigInt(PERCENT_SCALE);
  const floor = product / scale;
  const rest = product % scale;
  return Number(rounding === 'half-down' && rest * 2n > scale ? floor + 1n : floor);
}
