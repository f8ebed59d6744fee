import { describe, expect, it } from 'vitest';
import { readCouponFields } from '../core/coupons/coupon-fields.ts';
import { createCoupon } from '../core/coupons/coupon-store.ts';
import { alignStoredAmounts, MONEY_DIGITS_SETTING } from '../core/settings/money-digits.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { insertCoupon } from './fixtures/coupons.ts';

describe.each(DIALECTS)('the coupons’ store on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  it('keeps one coupon per code when the same code is saved several times at once', async () => {
    const read = readCouponFields({ code: 'Twice-Saved', discount_type: 'percent', amount: '5' }, 'USD');
    if (!read.ok) throw new Error('the fields should read');
    const results = await Promise.all(Array.from({ length: 6 }, () => createCoupon(database.db, read.value)));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok).map((result) => !result.ok && result.error)).toEqual(
      Array.from({ length: 5 }, () => ({ code: 'code_taken', message: 'A coupon with the code “twice-saved” already exists.', field: 'code' })),
    );
    expect(await database.db.selectFrom('coupons').select('code').where('code', '=', 'twice-saved').execute()).toHaveLength(1);
  });

  it('brings the coupons’ amounts to a new currency’s decimals with the products’, and leaves a percent alone', async () => {
    const { db } = database;
    await db.deleteFrom('settings').where('key', '=', MONEY_DIGITS_SETTING).execute();
    await db.insertInto('settings').values({ key: MONEY_DIGITS_SETTING, value: '2' }).execute();
    const fixed = await insertCoupon(db, { code: 'ten-off', discount_type: 'fixed_cart', amount: '10.00', minimum_amount: '50.00', maximum_amount: '500' });
    const share = await insertCoupon(db, { code: 'share-off', discount_type: 'percent', amount: '12.5', minimum_amount: '20' });
    await alignStoredAmounts(db, 'JPY');
    const rows = await db.selectFrom('coupons').select(['id', 'amount', 'minimum_amount', 'maximum_amount']).where('id', 'in', [fixed, share]).orderBy('id').execute();
    expect(rows.map(({ amount, minimum_amount, maximum_amount }) => [Number(amount), Number(minimum_amount), maximum_amount === null ? null : Number(maximum_amount)])).toEqual([
      [10, 50, 500],
      [1250, 20, null],
    ]);
    await db.deleteFrom('coupons').execute();
  });

  it('brings the shipping methods’ amounts along, and leaves a flat rate’s formula as written', async () => {
    const { db } = database;
    await db.deleteFrom('settings').where('key', '=', MONEY_DIGITS_SETTING).execute();
    await db.insertInto('settings').values({ key: MONEY_DIGITS_SETTING, value: '2' }).execute();
    const insert = (method_id: 'free_shipping' | 'local_pickup' | 'flat_rate', settings: object) =>
      db.insertInto('shipping_zone_methods').values({ zone_id: 0, method_id, settings: JSON.stringify(settings) }).returning('id').executeTakeFirstOrThrow();
    const free = await insert('free_shipping', { title: 'Free', requires: 'min_amount', minAmount: 5050, ignoreDiscounts: false });
    const pickup = await insert('local_pickup', { title: 'Pickup', taxable: true, cost: 250 });
    const flat = await insert('flat_rate', { title: 'Flat', taxable: true, cost: '4.90', classCosts: {}, calculationType: 'class' });
    await alignStoredAmounts(db, 'JPY');
    const settings = async (id: number) => JSON.parse((await db.selectFrom('shipping_zone_methods').select('settings').where('id', '=', id).executeTakeFirstOrThrow()).settings) as Record<string, unknown>;
    expect((await settings(free.id)).minAmount).toBe(51);
    expect((await settings(pickup.id)).cost).toBe(3);
    expect((await settings(flat.id)).cost).toBe('4.90');
    await db.deleteFrom('shipping_zone_methods').where('id', 'in', [free.id, pickup.id, flat.id]).execute();
  });
});
