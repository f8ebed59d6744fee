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
});
