import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { DEFAULT_CURRENCY, minorUnitDigits } from '../shared/money.ts';
import { readSetting, safeJson } from './settings.ts';

/**
 * Stored amounts are integers in the minor unit of their currency (core/shared/money.ts): a product's
 * in the shop's currency, an order's in its own. Amounts were once kept in hundredths whatever the
 * currency; migration 049 marks what was stored then, and the shop brings it to each currency's decimals
 * at start (alignStoredAmounts), so ¥1,200 stays ¥1,200 and 12.345 KWD stays 12.345 KWD.
 */

/** How many decimals the products' amounts have (the shop's currency's, once aligned). */
export const MONEY_DIGITS_SETTING = 'money_digits';
/** Orders numbered below this one keep their amounts in hundredths, whatever their currency (migration 049). */
export const HUNDREDTHS_ORDERS_SETTING = 'money_hundredths_orders_below';

/** The demo store is priced in the default currency, whatever the shop's, and its amounts are rescaled after. */
export const DEMO_CURRENCY = DEFAULT_CURRENCY;
export const DEMO_MONEY_DIGITS = minorUnitDigits(DEMO_CURRENCY);

const PRODUCT_AMOUNTS = ['regular_price', 'sale_price', 'price', 'max_price'] as const;
const ORDER_AMOUNTS = ['subtotal', 'shipping_total', 'discount_total', 'tax_total', 'total'] as const;
const ORDER_LINE_AMOUNTS = ['unit_price', 'subtotal', 'total'] as const;
const COUPON_AMOUNTS = ['minimum_amount', 'maximum_amount'] as const;

/** The decimals of the products' amounts as the settings say; null when nothing says (a database empty when it was made). */
export async function storedMoneyDigits(db: Db): Promise<number | null> {
  const value = await readSetting(db, MONEY_DIGITS_SETTING);
  return value !== undefined && /^\d$/.test(value) ? Number(value) : null;
}

/** The amount `column` holds, from `from` decimals to `to`: multiplied exactly, or divided and rounded half away from zero. */
function rescaled(column: string, from: number, to: number): RawBuilder<unknown> {
  const ref = sql.ref(column);
  if (to > from) return sql`${ref} * ${sql.lit(10 ** (to - from))}`;
  return sql`cast(round(${ref} / ${sql.raw(`${10 ** (from - to)}.0`)}) as bigint)`;
}

function assignments(columns: readonly string[], from: number, to: number): RawBuilder<unknown> {
  return sql.join(columns.map((column) => sql`${sql.ref(column)} = ${rescaled(column, from, to)}`));
}

/** Rescales every product's amounts from `from` decimals to `to` (the kept copies and counts of prices follow by trigger). */
export async function rescaleProductAmounts(db: Db, from: number, to: number): Promise<void> {
  if (from !== to) await sql`update products set ${assignments(PRODUCT_AMOUNTS, from, to)}`.execute(db);
}

/** An amount from `from` decimals to `to`, as the SQL above rescales one: exactly up, rounded half away from zero down. */
function rescaledAmount(minor: number, from: number, to: number): number {
  return to > from ? minor * 10 ** (to - from) : Math.sign(minor) * Math.round(Math.abs(minor) / 10 ** (from - to));
}

/**
 * Rescales the shipping methods' amounts (free shipping's minimum, local pickup's cost), kept in their
 * settings' JSON. A flat rate's cost formula is written in the currency's major units and stays as written.
 */
async function rescaleShippingAmounts(db: Db, from: number, to: number): Promise<void> {
  if (from === to) return;
  const methods = await db.selectFrom('shipping_zone_methods').select(['id', 'method_id', 'settings']).where('method_id', 'in', ['free_shipping', 'local_pickup']).execute();
  for (const method of methods) {
    const settings = safeJson(method.settings);
    const key = method.method_id === 'free_shipping' ? 'minAmount' : 'cost';
    const value = settings[key];
    if (typeof value !== 'number') continue;
    await db.updateTable('shipping_zone_methods').set({ settings: JSON.stringify({ ...settings, [key]: rescaledAmount(value, from, to) }) }).where('id', '=', method.id).execute();
  }
}

/** Rescales the coupons' amounts in the shop's currency (fixed amounts and spend bounds; a percent is no amount). */
async function rescaleCouponAmounts(db: Db, from: number, to: number): Promise<void> {
  if (from === to) return;
  await sql`update coupons set ${assignments(COUPON_AMOUNTS, from, to)},
    amount = case when discount_type = 'percent' then amount else ${rescaled('amount', from, to)} end`.execute(db);
}

/** Rescales from hundredths the amounts of the orders in `currency` numbered below `below`, and of their lines. */
async function rescaleHundredthsOrders(db: Db, currency: string, below: number): Promise<void> {
  const to = minorUnitDigits(currency);
  if (to === 2) return;
  await sql`update order_lines set ${assignments(ORDER_LINE_AMOUNTS, 2, to)}
    where order_id in (select id from orders where id < ${below} and currency = ${currency})`.execute(db);
  await sql`update orders set ${assignments(ORDER_AMOUNTS, 2, to)} where id < ${below} and currency = ${currency}`.execute(db);
}

export interface AlignedAmounts {
  /** The decimals the products' amounts were rescaled from; null when they were right. */
  productsFrom: number | null;
  /** The currencies whose earlier orders were rescaled from hundredths. */
  orderCurrencies: string[];
}

/**
 * Brings the stored amounts to their currencies' decimals, in one transaction. Each settings row is
 * changed before the amounts it stands for: a second shop process starting at the same time waits on
 * that row and then finds nothing left to do, so no amount is rescaled twice.
 */
export async function alignStoredAmounts(db: Db, currency: string): Promise<AlignedAmounts> {
  const wanted = String(minorUnitDigits(currency));
  return db.transaction().execute(async (trx) => {
    const aligned: AlignedAmounts = { productsFrom: null, orderCurrencies: [] };
    const below = await readSetting(trx, HUNDREDTHS_ORDERS_SETTING);
    if (below !== undefined) {
      const claimed = await trx.deleteFrom('settings').where('key', '=', HUNDREDTHS_ORDERS_SETTING).where('value', '=', below).executeTakeFirst();
      if (Number(claimed.numDeletedRows) === 1 && /^\d{1,15}$/.test(below)) {
        const currencies = await trx.selectFrom('orders').select('currency').distinct().where('id', '<', Number(below)).execute();
        for (const { currency: ordered } of currencies) {
          if (minorUnitDigits(ordered) === 2) continue;
          await rescaleHundredthsOrders(trx, ordered, Number(below));
          aligned.orderCurrencies.push(ordered);
        }
      }
    }
    const stored = await storedMoneyDigits(trx);
    if (stored === null) {
      // Nothing was stored before amounts followed the currency: what is stored is in its decimals.
      await trx.insertInto('settings').values({ key: MONEY_DIGITS_SETTING, value: wanted }).onConflict((oc) => oc.column('key').doNothing()).execute();
    } else if (String(stored) !== wanted) {
      const claimed = await trx.updateTable('settings').set({ value: wanted }).where('key', '=', MONEY_DIGITS_SETTING).where('value', '=', String(stored)).executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 1) {
        await rescaleProductAmounts(trx, stored, Number(wanted));
        await rescaleCouponAmounts(trx, stored, Number(wanted));
        await rescaleShippingAmounts(trx, stored, Number(wanted));
        aligned.productsFrom = stored;
      }
    }
    return aligned;
  });
}

/**
 * The catalogue just written with `digits` decimals (the demo store's, in hundredths, into an empty
 * catalogue) brought to the stored products' decimals; where no amounts were stored before, the settings
 * say `digits`, and the next alignStoredAmounts brings them to the currency's.
 */
export async function adoptWrittenCatalogue(db: Db, digits: number): Promise<void> {
  const stored = await storedMoneyDigits(db);
  if (stored === null) await db.insertInto('settings').values({ key: MONEY_DIGITS_SETTING, value: String(digits) }).onConflict((oc) => oc.column('key').doNothing()).execute();
  else await rescaleProductAmounts(db, digits, stored);
}
