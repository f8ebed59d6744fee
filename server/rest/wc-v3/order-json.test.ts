import { describe, expect, it } from 'vitest';
import type { OwnerOrder } from '../../../core/orders/owner-order-query.ts';
import type { OrderAttributionRow } from '../../../db/schema.ts';
import { attributionMetaData, orderJson } from './order-json.ts';

const emptyAttribution: OrderAttributionRow = {
  order_id: 42,
  source_type: null,
  referrer: null,
  utm_campaign: null,
  utm_source: null,
  utm_medium: null,
  utm_content: null,
  utm_id: null,
  utm_term: null,
  utm_source_platform: null,
  utm_creative_format: null,
  utm_marketing_tactic: null,
  session_entry: null,
  session_start_time: null,
  session_pages: null,
  session_count: null,
  user_agent: null,
  device_type: 'Unknown',
  origin: 'Unknown',
};

describe('attributionMetaData', () => {
  it('lists each recorded field as WooCommerce’s meta, as text, then device type and origin', () => {
    const row = { ...emptyAttribution, source_type: 'utm', utm_source: 'google', utm_medium: 'cpc', session_pages: 4, user_agent: 'Mozilla/5.0', device_type: 'Desktop', origin: 'Source: Google' };
    const meta = attributionMetaData(row);
    expect(meta.map(({ key, value }) => [key, value])).toEqual([
      ['_wc_order_attribution_source_type', 'utm'],
      ['_wc_order_attribution_utm_source', 'google'],
      ['_wc_order_attribution_utm_medium', 'cpc'],
      ['_wc_order_attribution_session_pages', '4'],
      ['_wc_order_attribution_user_agent', 'Mozilla/5.0'],
      ['_wc_order_attribution_device_type', 'Desktop'],
      ['_wc_order_attribution_origin', 'Source: Google'],
    ]);
    expect(new Set(meta.map((entry) => entry.id)).size).toBe(meta.length);
  });

  it('leaves out device type without a user agent and origin without a source, as WooCommerce stores them', () => {
    expect(attributionMetaData({ ...emptyAttribution, source_type: 'typein', origin: 'Direct' }).map((entry) => entry.key)).toEqual(['_wc_order_attribution_source_type']);
    expect(attributionMetaData(null)).toEqual([]);
  });
});

describe('orderJson', () => {
  const order: OwnerOrder = {
    order: {
      id: 42,
      order_key: 'wc_order_abc',
      status: 'completed',
      status_before_trash: null,
      customer_id: null,
      currency: 'USD',
      subtotal: 4500,
      shipping_total: 500,
      discount_total: 0,
      tax_total: 0,
      shipping_tax: 0,
      discount_tax: 0,
      prices_include_tax: 0,
      total: 5000,
      refunded_total: 0,
      payment_method: 'cod',
      payment_method_title: 'Cash on delivery',
      customer_note: 'Ring twice',
      billing_email: 'ada@example.com',
      locale: 'en',
      created_at: '2025-03-01T09:15:00.000Z',
      updated_at: '2025-03-03T12:00:00.000Z',
    },
    coupons: [],
    shippingLines: [],
    taxLines: [],
    lines: [{ id: 7, order_id: 42, product_id: null, name: 'Brass lamp', sku: null, quantity: 2, unit_price: 2250, subtotal: 4500, total: 4500, subtotal_tax: 0, total_tax: 0, taxes: '[]', tax_class: '', variation_id: null, attributes: '[]', restocked_quantity: 0 }],
    billing: { order_id: 42, type: 'billing', first_name: 'Ada', last_name: 'Lovelace', company: '', address_1: '1 Main St', address_2: '', city: 'London', state: '', postcode: 'SW1', country: 'GB', phone: '123', email: 'ada@example.com' },
    shipping: null,
    attribution: null,
  };

  it('writes an order in WooCommerce’s shape', () => {
    const json = orderJson(order, { siteOrigin: 'https://shop.example', uploadsUrl: '/uploads', currency: 'USD' });
    expect(json).toMatchObject({
      id: 42,
      number: '42',
      status: 'completed',
      total: '50.00',
      shipping_total: '5.00',
      customer_id: 0,
      date_created: '2025-03-01T09:15:00',
      date_created_gmt: '2025-03-01T09:15:00',
      date_completed: '2025-03-03T12:00:00',
      date_paid: null,
      billing: { first_name: 'Ada', email: 'ada@example.com', phone: '123', country: 'GB' },
      shipping: { first_name: '', phone: '' },
      meta_data: [],
      line_items: [{ id: 7, name: 'Brass lamp', product_id: 0, quantity: 2, subtotal: '45.00', total: '45.00', sku: '', price: 22.5 }],
      _links: { self: [{ href: 'https://shop.example/wp-json/wc/v3/orders/42' }] },
    });
    expect(json.shipping).not.toHaveProperty('email');
    expect(json._links).not.toHaveProperty('customer');
  });
});
