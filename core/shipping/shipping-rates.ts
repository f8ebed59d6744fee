import { minorUnitDigits } from '../shared/money.ts';
import { evaluateCostFormula } from './cost-formula.ts';
import { rateId, type FlatRateSettings, type FreeShippingSettings, type ShippingMethod, type ShippingRate, type ShippingZone } from './shipping-zone.ts';

/** A cart line as shipping sees it: how many, what they cost after coupons (minor units), which shipping class. */
export interface PackageLine {
  quantity: number;
  total: number;
  shippingClassId: number | null;
}

/** What is shipped: the lines, the cart's amounts (minor units), and whether a coupon gives free shipping. */
export interface ShippingPackage {
  lines: readonly PackageLine[];
  subtotal: number;
  discount: number;
  freeShippingCoupon: boolean;
}

/**
 * The ways the zone's enabled methods ship the package, in the owner's order, as WooCommerce offers
 * them: a flat rate with a cost (an order cost and class costs), free shipping when its condition is met,
 * local pickup. A flat rate with no cost at all is not offered, nor is one whose formula does not read.
 */
export function shippingRates(zone: ShippingZone | null, pkg: ShippingPackage, currency: string): ShippingRate[] {
  if (!zone || pkg.lines.length === 0) return [];
  const scale = 10 ** minorUnitDigits(currency);
  const rates: ShippingRate[] = [];
  for (const method of [...zone.methods].sort((a, b) => a.order - b.order || a.instanceId - b.instanceId)) {
    if (!method.enabled) continue;
    const rate = rateOf(method, pkg, scale);
    if (rate) rates.push(rate);
  }
  return rates;
}

function rateOf(method: ShippingMethod, pkg: ShippingPackage, scale: number): ShippingRate | null {
  const base = { id: rateId(method), methodId: method.methodId, instanceId: method.instanceId, label: method.settings.title };
  switch (method.methodId) {
    case 'flat_rate': {
      const cost = flatRateCost(method.settings, pkg, scale);
      return cost === null ? null : { ...base, cost, taxable: method.settings.taxable };
    }
    case 'free_shipping':
      return freeShippingAvailable(method.settings, pkg) ? { ...base, cost: 0, taxable: false } : null;
    case 'local_pickup':
      return { ...base, cost: method.settings.cost, taxable: method.settings.taxable };
  }
}

/** The flat rate's cost in minor units, or null when it has no cost set (or one that does not read). */
export function flatRateCost(settings: FlatRateSettings, pkg: ShippingPackage, scale: number): number | null {
  const quantity = (lines: readonly PackageLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);
  const contents = (lines: readonly PackageLine[]) => lines.reduce((sum, line) => sum + line.total, 0) / scale;
  let hasCost = false;
  let cost = 0;
  if (settings.cost.trim() !== '') {
    const value = evaluateCostFormula(settings.cost, { qty: quantity(pkg.lines), cost: contents(pkg.lines) });
    if (!value.ok) return null;
    hasCost = true;
    cost += value.value;
  }
  const byClass = new Map<string, PackageLine[]>();
  for (const line of pkg.lines) {
    const key = line.shippingClassId === null ? 'none' : String(line.shippingClassId);
    byClass.set(key, [...(byClass.get(key) ?? []), line]);
  }
  let dearest = 0;
  for (const [key, lines] of byClass) {
    const formula = settings.classCosts[key] ?? '';
    if (formula.trim() === '') continue;
    const value = evaluateCostFormula(formula, { qty: quantity(lines), cost: contents(lines) });
    if (!value.ok) return null;
    hasCost = true;
    if (settings.calculationType === 'class') cost += value.value;
    else dearest = Math.max(dearest, value.value);
  }
  cost += dearest;
  return hasCost ? Math.max(0, Math.round(cost * scale)) : null;
}

/** WooCommerce's conditions: a free-shipping coupon, the minimum amount (after coupons unless told otherwise), either or both. */
export function freeShippingAvailable(settings: FreeShippingSettings, pkg: Pick<ShippingPackage, 'subtotal' | 'discount' | 'freeShippingCoupon'>): boolean {
  const total = settings.ignoreDiscounts ? pkg.subtotal : pkg.subtotal - pkg.discount;
  const metAmount = total >= settings.minAmount;
  switch (settings.requires) {
    case '':
      return true;
    case 'coupon':
      return pkg.freeShippingCoupon;
    case 'min_amount':
      return metAmount;
    case 'either':
      return pkg.freeShippingCoupon || metAmount;
    case 'both':
      return pkg.freeShippingCoupon && metAmount;
  }
}

/** The rate the shopper chose when it is still offered, else the first offered (WooCommerce's default); null when none is. */
export function chosenRate(rates: readonly ShippingRate[], chosen: string | null | undefined): ShippingRate | null {
  return rates.find((rate) => rate.id === chosen) ?? rates[0] ?? null;
}

/**
 * How much more the cart needs for the zone's free shipping by minimum amount ("Add $12.00 more to get
 * free shipping"); null when no such method waits (none in the zone, already offered, or it needs a coupon too).
 */
export function freeShippingShortfall(zone: ShippingZone | null, pkg: Pick<ShippingPackage, 'subtotal' | 'discount' | 'freeShippingCoupon'>, offered: readonly ShippingRate[]): number | null {
  if (!zone || offered.some((rate) => rate.methodId === 'free_shipping')) return null;
  const shortfalls = zone.methods.flatMap((method) => {
    if (!method.enabled || method.methodId !== 'free_shipping') return [];
    const { requires, minAmount, ignoreDiscounts } = method.settings;
    if (requires !== 'min_amount' && requires !== 'either') return [];
    const total = ignoreDiscounts ? pkg.subtotal : pkg.subtotal - pkg.discount;
    return minAmount > total ? [minAmount - total] : [];
  });
  return shortfalls.length > 0 ? Math.min(...shortfalls) : null;
}
