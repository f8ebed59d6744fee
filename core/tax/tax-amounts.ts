import { RATE_SCALE, type TaxRate } from './tax-rate.ts';

/**
 * Taxes are worked out exactly (fractions of BigInt) and kept in millionths of a minor unit until they are
 * rounded: per line, or once at the subtotal, as the owner's setting says (WooCommerce's
 * `woocommerce_tax_round_at_subtotal`).
 */
export const MICROS = 1_000_000n;

/** A fraction n/d with d > 0. */
interface Fraction {
  n: bigint;
  d: bigint;
}

const of = (value: number | bigint): Fraction => ({ n: BigInt(value), d: 1n });
const add = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });
const sub = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.d - b.n * a.d, d: a.d * b.d });
const mul = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.n, d: a.d * b.d });
const div = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.d, d: a.d * b.n });
/** A rate as a share: 19 % is 190000/1000000. */
const share = (rate: TaxRate): Fraction => ({ n: BigInt(rate.rate), d: BigInt(RATE_SCALE) });

/** A fraction in millionths of a minor unit, rounded half away from zero. */
function toMicros(value: Fraction): bigint {
  const scaled = value.n * MICROS;
  const sign = scaled < 0n !== value.d < 0n ? -1n : 1n;
  const n = scaled < 0n ? -scaled : scaled;
  const d = value.d < 0n ? -value.d : value.d;
  return sign * ((n * 2n + d) / (2n * d));
}

/** Each rate's tax, by rate id, in millionths of a minor unit. */
export type Taxes = Map<number, bigint>;

/**
 * The taxes on a price that does not include them (WC_Tax::calc_exclusive_tax): each regular rate on the
 * price; each compound rate, the last first, on the price with every tax before it.
 */
export function exclusiveTaxes(price: number, rates: readonly TaxRate[]): Taxes {
  const taxes: Taxes = new Map(rates.map((rate) => [rate.id, 0n]));
  const regular = rates.filter((rate) => !rate.compound);
  const compound = rates.filter((rate) => rate.compound).reverse();
  let before = of(0);
  for (const rate of regular) {
    const tax = mul(of(price), share(rate));
    taxes.set(rate.id, toMicros(tax));
    before = add(before, tax);
  }
  for (const rate of compound) {
    const tax = mul(add(of(price), before), share(rate));
    taxes.set(rate.id, toMicros(tax));
    before = add(before, tax);
  }
  return taxes;
}

/**
 * The taxes a price that includes them holds (WC_Tax::calc_inclusive_tax): the compound rates taken out
 * first, the last first, then the regular ones shared out of what is left in proportion to their rates.
 */
export function inclusiveTaxes(price: number, rates: readonly TaxRate[]): Taxes {
  const taxes: Taxes = new Map(rates.map((rate) => [rate.id, 0n]));
  const regular = rates.filter((rate) => !rate.compound);
  const compound = rates.filter((rate) => rate.compound).reverse();
  let withoutCompound = of(price);
  for (const rate of compound) {
    const tax = sub(withoutCompound, div(withoutCompound, add(of(1), share(rate))));
    taxes.set(rate.id, (taxes.get(rate.id) ?? 0n) + toMicros(tax));
    withoutCompound = sub(withoutCompound, tax);
  }
  const regularTotal = regular.reduce((sum, rate) => add(sum, share(rate)), of(0));
  const divisor = add(of(1), regularTotal);
  for (const rate of regular) {
    // The rate's part of what is left: rate / (1 + all regular rates) of the price without compound taxes.
    const tax = mul(div(share(rate), divisor), withoutCompound);
    taxes.set(rate.id, (taxes.get(rate.id) ?? 0n) + toMicros(tax));
  }
  return taxes;
}

/** Millionths of a minor unit rounded to a whole minor unit, half away from zero (WooCommerce rounds tax half up). */
export function roundTax(micros: bigint): number {
  const sign = micros < 0n ? -1n : 1n;
  const whole = ((micros < 0n ? -micros : micros) * 2n + MICROS) / (2n * MICROS);
  return Number(sign * whole);
}

/** The taxes of several lines added up, by rate. */
export function sumTaxes(all: readonly Taxes[]): Taxes {
  const total: Taxes = new Map();
  for (const taxes of all) for (const [id, amount] of taxes) total.set(id, (total.get(id) ?? 0n) + amount);
  return total;
}

/** Every rate's tax rounded to whole minor units: each line's before adding (per line) or the sum once (at subtotal). */
export function roundedTotals(lines: readonly Taxes[], roundAtSubtotal: boolean): Map<number, number> {
  if (roundAtSubtotal) return new Map([...sumTaxes(lines)].map(([id, micros]) => [id, roundTax(micros)]));
  const total = new Map<number, number>();
  for (const taxes of lines) for (const [id, micros] of taxes) total.set(id, (total.get(id) ?? 0) + roundTax(micros));
  return total;
}
