import { describe, expect, it } from 'vitest';
import { readCouponFields } from '../../../core/coupons/coupon-fields.ts';
import type { CouponRow } from '../../../db/schema.ts';
import { couponFieldsOf, couponJson, couponParams, parseCouponBody } from './coupon-json.ts';

const row: CouponRow = {
  id: 9,
  code: 'spring',
  description: 'Spring sale',
  discount_type: 'percent',
  amount: 1250,
  expires_at: '2030-06-01T00:00:00.000Z',
  minimum_amount: 5000,
  maximum_amount: null,
  individual_use: 1,
  exclude_sale_items: 0,
  product_ids: '[3,4]',
  excluded_product_ids: '[]',
  product_categories: '[]',
  excluded_product_categories: '[7]',
  email_restrictions: '["*@example.com"]',
  usage_limit: 10,
  usage_limit_per_user: null,
  limit_usage_to_x_items: null,
  free_shipping: 0,
  usage_count: 2,
  status: 'publish',
  created_at: '2025-03-01T09:15:00.123Z',
  updated_at: '2025-03-02T10:00:00.000Z',
};

const base = { siteOrigin: 'https://shop.example', uploadsUrl: '/uploads', currency: 'USD' };

describe('couponJson', () => {
  it('writes amounts, dates, flags and uses as WooCommerce does', () => {
    const json = couponJson(row, [{ customer_id: null, email: 'ada@example.com' }, { customer_id: 12, email: 'grace@example.com' }], base);
    expect(json).toMatchObject({
      amount: '12.50',
      date_created: '2025-03-01T09:15:00',
      date_modified_gmt: '2025-03-02T10:00:00',
      date_expires: '2030-06-01T00:00:00',
      individual_use: true,
      free_shipping: false,
      product_ids: [3, 4],
      excluded_product_categories: [7],
      minimum_amount: '50.00',
      maximum_amount: '0.00',
      usage_limit_per_user: null,
      used_by: ['ada@example.com', '12'],
      _links: { self: [{ href: 'https://shop.example/wp-json/wc/v3/coupons/9' }] },
    });
    expect(couponJson({ ...row, discount_type: 'fixed_cart', amount: 1200, minimum_amount: null }, [], { ...base, currency: 'JPY' })).toMatchObject({ amount: '1200', minimum_amount: '0' });
  });
});

describe('couponFieldsOf', () => {
  it('reads back to the same coupon, in any currency', () => {
    for (const [currency, stored] of [['USD', row], ['JPY', { ...row, discount_type: 'fixed_product' as const, amount: 700, maximum_amount: 90000 }]] as const) {
      const read = readCouponFields(couponFieldsOf(stored, currency), currency);
      expect(read.ok && read.value).toMatchObject({
        code: stored.code,
        discountType: stored.discount_type,
        amount: stored.amount,
        expiresAt: stored.expires_at,
        minimumAmount: stored.minimum_amount,
        maximumAmount: stored.maximum_amount,
        productIds: [3, 4],
        excludedCategoryIds: [7],
        emailRestrictions: ['*@example.com'],
        usageLimit: 10,
        usageLimitPerUser: null,
      });
    }
  });
});

describe('parseCouponBody', () => {
  it('keeps the fields sent, reads date_expires_gmt as the expiry and refuses others by name', () => {
    expect(parseCouponBody({ amount: '5', date_expires: null })).toEqual({ ok: true, fields: { amount: '5', date_expires: null }, expiresGmt: false });
    expect(parseCouponBody({ date_expires: '2030-01-01', date_expires_gmt: '2031-01-01' })).toEqual({ ok: true, fields: { date_expires: '2031-01-01' }, expiresGmt: true });
    expect(parseCouponBody({ id: 3, code: 'x' })).toEqual({ ok: false, params: { id: 'is not accepted' } });
    expect(parseCouponBody('code')).toEqual({ ok: false, params: { body: 'must be a JSON object' } });
    expect(couponParams({ date_expires: 'must be a date (YYYY-MM-DD)', form: 'bad' }, true)).toEqual({ date_expires_gmt: 'must be a date (YYYY-MM-DD)', body: 'bad' });
  });
});
