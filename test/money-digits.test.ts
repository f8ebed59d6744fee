import { sql, type Kysely } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { keptCountMismatches } from '../bench/scale-catalog.ts';
import { up as migration049 } from '../db/migrations/049_money_digits.ts';
import { adoptWrittenCatalogue, alignStoredAmounts, DEMO_MONEY_DIGITS, HUNDREDTHS_ORDERS_SETTING, MONEY_DIGITS_SETTING } from '../core/settings/money-digits.ts';
import { readSetting } from '../core/settings/settings.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { insertOrder, insertProduct } from './fixtures/shop-data.ts';

/**
 * Amounts follow each currency's decimals (core/settings/money-digits.ts): what was stored in
 * hundredths is marked by migration 049 and brought to the currency's decimals at start, products in
 * the shop's currency, orders in their own; once, however many processes start at once.
 */
describe.each(DIALECTS)('stored amounts in the currency’s decimals on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  const clear = async () => {
    const { db } = database;
    await db.deleteFrom('order_lines').execute();
    await db.deleteFrom('order_addresses').execute();
    await db.deleteFrom('orders').execute();
    await db.deleteFrom('product_categories').execute();
    await db.deleteFrom('products').execute();
    await db.deleteFrom('settings').where('key', 'in', [MONEY_DIGITS_SETTING, HUNDREDTHS_ORDERS_SETTING]).execute();
  };
  beforeEach(clear);
  /** Migration 049 run again over what the test wrote (it marks only what is not marked yet). */
  const markHundredths = (db: unknown) => migration049(db as Kysely<unknown>);

  const prices = async () =>
    (await database.db.selectFrom('products').select(['slug', 'regular_price', 'sale_price', 'price', 'max_price']).orderBy('slug').execute()).map((row) => ({
      slug: row.slug,
      regular: Number(row.regular_price),
      sale: row.sale_price === null ? null : Number(row.sale_price),
      price: Number(row.price),
      max: row.max_price === null ? null : Number(row.max_price),
    }));
  const orderAmounts = async (id: number) => {
    const order = await database.db.selectFrom('orders').select(['subtotal', 'shipping_total', 'total']).where('id', '=', id).executeTakeFirstOrThrow();
    const lines = await database.db.selectFrom('order_lines').select(['unit_price', 'total']).where('order_id', '=', id).execute();
    return { subtotal: Number(order.subtotal), shipping: Number(order.shipping_total), total: Number(order.total), lines: lines.map((line) => [Number(line.unit_price), Number(line.total)]) };
  };
  const inCurrency = (id: number, currency: string) => database.db.updateTable('orders').set({ currency }).where('id', '=', id).execute();
  const mismatches = () => keptCountMismatches(async <T,>(query: string) => (await sql.raw<T>(query).execute(database.db)).rows);

  it('marks what a database held before, and nothing in an empty one', async () => {
    const { db } = database;
    await markHundredths(db);
    expect(await readSetting(db, MONEY_DIGITS_SETTING)).toBeUndefined();
    expect(await readSetting(db, HUNDREDTHS_ORDERS_SETTING)).toBeUndefined();
    await insertProduct(db, { name: 'Teapot', regular_price: 120000 });
    await insertOrder(db);
    const last = await insertOrder(db);
    await markHundredths(db);
    expect(await readSetting(db, MONEY_DIGITS_SETTING)).toBe('2');
    expect(await readSetting(db, HUNDREDTHS_ORDERS_SETTING)).toBe(String(last + 1));
  });

  it("brings a yen shop's products and orders from hundredths to yen, and a dinar's order to fils, once", async () => {
    const { db } = database;
    await insertProduct(db, { name: 'Teapot', slug: 'teapot', regular_price: 120000, sale_price: 99950, price: 99950 });
    await insertProduct(db, { name: 'Kettle', slug: 'kettle', regular_price: 450049, price: 450049, max_price: 990050 });
    const yen = await insertOrder(db, { lines: [{ productId: null, name: 'Teapot', quantity: 2, unitPrice: 120000 }] });
    const dinar = await insertOrder(db, { lines: [{ productId: null, name: 'Lamp', quantity: 1, unitPrice: 1234 }] });
    const dollar = await insertOrder(db);
    await inCurrency(yen, 'JPY');
    await inCurrency(dinar, 'KWD');
    await markHundredths(db);
    // An order placed after the migration is in its currency's decimals already.
    const later = await insertOrder(db, { lines: [{ productId: null, name: 'Cup', quantity: 1, unitPrice: 800 }] });
    await inCurrency(later, 'JPY');

    expect(await alignStoredAmounts(db, 'JPY')).toEqual({ productsFrom: 2, orderCurrencies: expect.arrayContaining(['JPY', 'KWD']) as string[] });
    expect(await prices()).toEqual([
      // Half a yen rounds away from zero.
      { slug: 'kettle', regular: 4500, sale: null, price: 4500, max: 9901 },
      { slug: 'teapot', regular: 1200, sale: 1000, price: 1000, max: null },
    ]);
    expect(await orderAmounts(yen)).toEqual({ subtotal: 2400, shipping: 5, total: 2405, lines: [[1200, 2400]] });
    expect(await orderAmounts(dinar)).toEqual({ subtotal: 12340, shipping: 5000, total: 17340, lines: [[12340, 12340]] });
    expect(await orderAmounts(dollar)).toEqual({ subtotal: 2500, shipping: 500, total: 3000, lines: [[2500, 2500]] });
    expect(await orderAmounts(later)).toEqual({ subtotal: 800, shipping: 500, total: 1300, lines: [[800, 800]] });
    // The kept copies and counts of prices followed the products'.
    expect(await mismatches()).toEqual([]);
    expect(await readSetting(db, MONEY_DIGITS_SETTING)).toBe('0');
    expect(await readSetting(db, HUNDREDTHS_ORDERS_SETTING)).toBeUndefined();

    // Started again: nothing left to do.
    expect(await alignStoredAmounts(db, 'JPY')).toEqual({ productsFrom: null, orderCurrencies: [] });
    expect((await prices())[1]).toMatchObject({ regular: 1200 });
  });

  it("follows the owner's change of currency, and marks a database that held nothing as already right", async () => {
    const { db } = database;
    expect(await alignStoredAmounts(db, 'KWD')).toEqual({ productsFrom: null, orderCurrencies: [] });
    expect(await readSetting(db, MONEY_DIGITS_SETTING)).toBe('3');
    await insertProduct(db, { name: 'Lamp', slug: 'lamp', regular_price: 12345 });
    expect(await alignStoredAmounts(db, 'USD')).toEqual({ productsFrom: 3, orderCurrencies: [] });
    expect((await prices())[0]).toMatchObject({ regular: 1235 });
    expect(await alignStoredAmounts(db, 'JPY')).toEqual({ productsFrom: 2, orderCurrencies: [] });
    expect((await prices())[0]).toMatchObject({ regular: 12 });
    expect(await alignStoredAmounts(db, 'EUR')).toEqual({ productsFrom: 0, orderCurrencies: [] });
    expect((await prices())[0]).toMatchObject({ regular: 1200 });
  });

  it('rescales once when two starts align at the same time', async () => {
    const { db } = database;
    await insertProduct(db, { name: 'Teapot', slug: 'teapot', regular_price: 120000 });
    const order = await insertOrder(db, { lines: [{ productId: null, name: 'Teapot', quantity: 1, unitPrice: 120000 }] });
    await inCurrency(order, 'JPY');
    await markHundredths(db);
    const results = await Promise.allSettled([alignStoredAmounts(db, 'JPY'), alignStoredAmounts(db, 'JPY')]);
    // SQLite may refuse the second writer outright (the database is busy); it never rescales twice.
    const done = results.filter((result) => result.status === 'fulfilled').map((result) => result.value);
    expect(done.filter((aligned) => aligned.productsFrom !== null)).toHaveLength(1);
    expect(await prices()).toEqual([{ slug: 'teapot', regular: 1200, sale: null, price: 1200, max: null }]);
    expect(await orderAmounts(order)).toMatchObject({ subtotal: 1200, lines: [[1200, 1200]] });
  });

  it("takes the demo store's hundredths into a shop already in yen, or marks them for the first start", async () => {
    const { db } = database;
    await insertProduct(db, { name: 'Mug', slug: 'mug', regular_price: 1800 });
    await adoptWrittenCatalogue(db, DEMO_MONEY_DIGITS);
    expect(await readSetting(db, MONEY_DIGITS_SETTING)).toBe('2');
    expect(await alignStoredAmounts(db, 'JPY')).toMatchObject({ productsFrom: 2 });
    expect((await prices())[0]).toMatchObject({ regular: 18 });
    // A reseed in a yen shop: the new catalogue's hundredths are brought to yen at once.
    await db.deleteFrom('products').execute();
    await insertProduct(db, { name: 'Mug', slug: 'mug', regular_price: 1800 });
    await adoptWrittenCatalogue(db, DEMO_MONEY_DIGITS);
    expect((await prices())[0]).toMatchObject({ regular: 18 });
    expect(await mismatches()).toEqual([]);
  });
});
