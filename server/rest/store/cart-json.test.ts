import { describe, expect, it } from 'vitest';
import type { CartView } from '../../../core/cart/cart-view.ts';
import type { ProductSummary } from '../../../core/catalog/products.ts';
import { storeCartError, storeCartJson } from './cart-json.ts';
import type { StoreJsonContext } from './product-json.ts';

const context: StoreJsonContext = { siteOrigin: 'https://shop.example', uploadsUrl: '/uploads', currency: 'USD', locale: 'en-US', maxLineQuantity: 999 };

const cart: CartView = {
  lines: [
    { key: 'k1', productId: 12, variationId: null, attributes: [], name: 'Brass lamp', slug: 'brass-lamp', sku: 'LAMP-1', unitPrice: 3000, onSale: false, quantity: 2, lineSubtotal: 6000, lineTotal: 6000, maxQuantity: 5, image: null, tax: { taxes: [], subtotalTax: 0, totalTax: 0, netSubtotal: 6000, netTotal: 6000 } },
  ],
  count: 2,
  subtotal: 6000,
  coupons: [],
  discount: 0,
  shippingRates: [{ id: 'flat_rate:2', methodId: 'flat_rate', instanceId: 2, label: 'Flat rate', cost: 500, taxable: true }],
  shippingRate: { id: 'flat_rate:2', methodId: 'flat_rate', instanceId: 2, label: 'Flat rate', cost: 500, taxable: true },
  destination: { country: 'GB', state: '', postcode: '', city: '' },
  destinationGiven: false,
  freeShippingShortfall: null,
  shipping: 500,
  taxes: { enabled: false, display: 'excl', itemized: true, total: 0, shipping: 0, rows: [], netSubtotal: 6000 },
  total: 6500,
  hash: 'abc',
  items: [{ key: 'k1', productId: 12, quantity: 2 }],
  couponCodes: [],
  changed: false,
  notices: [],
  couponNotices: [],
};

const lamp: ProductSummary = { id: 12, slug: 'brass-lamp', name: 'Brass lamp', sku: 'LAMP-1', price: 3000, regularPrice: 4500, salePrice: 3000, onSale: true, stock: 5, stockStatus: 'instock', purchasable: true, type: 'simple', maxPrice: null, externalUrl: null, buttonText: null, taxStatus: 'taxable', taxClass: '' };

describe('storeCartJson', () => {
  it('answers the Store API cart shape: items with prices and totals, cart totals, counts', () => {
    const json = storeCartJson(cart, context, new Map([[12, lamp]]));
    expect(json.items).toHaveLength(1);
    expect(json.items[0]).toMatchObject({
      key: 'k1',
      id: 12,
      quantity: 2,
      quantity_limits: { minimum: 1, maximum: 5, multiple_of: 1, editable: true },
      name: 'Brass lamp',
      sku: 'LAMP-1',
      permalink: 'https://shop.example/product/brass-lamp/',
      prices: { price: '3000', regular_price: '4500', sale_price: '3000', currency_code: 'USD', raw_prices: { precision: 6, price: '30000000' } },
      totals: { line_subtotal: '6000', line_total: '6000', line_subtotal_tax: '0', line_total_tax: '0', currency_code: 'USD' },
    });
    expect(json.totals).toMatchObject({ total_items: '6000', total_shipping: '500', total_price: '6500', total_tax: '0', currency_code: 'USD', currency_minor_unit: 2 });
    expect(json).toMatchObject({ items_count: 2, needs_payment: true, needs_shipping: true, payment_methods: ['cod', 'bacs'], coupons: [], errors: [] });
  });

  it('lists the coupons with what each took off, and the lines before and after them', () => {
    const discounted: CartView = {
      ...cart,
      lines: cart.lines.map((line) => ({ ...line, lineTotal: 5400, tax: { ...line.tax, netTotal: 5400 } })),
      coupons: [{ code: 'spring10', discountType: 'percent', discount: 600, freeShipping: false }],
      discount: 600,
      total: 5900,
      couponCodes: ['spring10'],
    };
    const json = storeCartJson(discounted, context);
    expect(json.coupons).toEqual([{ code: 'spring10', discount_type: 'percent', totals: expect.objectContaining({ total_discount: '600', total_discount_tax: '0', currency_code: 'USD', currency_minor_unit: 2 }) }]);
    expect(json.items[0]?.totals).toMatchObject({ line_subtotal: '6000', line_total: '5400' });
    expect(json.totals).toMatchObject({ total_items: '6000', total_discount: '600', total_price: '5900' });
  });

  it('an empty cart needs neither payment nor shipping', () => {
    const empty = storeCartJson({ ...cart, lines: [], count: 0, subtotal: 0, shipping: 0, total: 0, hash: '', items: [] }, context);
    expect(empty).toMatchObject({ items: [], items_count: 0, needs_payment: false, needs_shipping: false, totals: { total_price: '0', total_shipping: null } });
  });

  it('prices a line whose product it was not given at the line price', () => {
    expect(storeCartJson(cart, context).items[0]?.prices).toMatchObject({ price: '3000', regular_price: '3000', sale_price: '3000' });
  });
});

describe('storeCartError', () => {
  it('maps the cart refusals onto the Store API codes, with the shop’s message', () => {
    expect(storeCartError('invalid_product', 'Sorry, this product cannot be purchased.')).toEqual({
      code: 'woocommerce_rest_cart_invalid_product',
      message: 'Sorry, this product cannot be purchased.',
      data: { status: 400 },
    });
    expect(storeCartError('out_of_stock', 'x').code).toBe('woocommerce_rest_product_out_of_stock');
    expect(storeCartError('not_enough_stock', 'x').code).toBe('woocommerce_rest_product_partially_out_of_stock');
    expect(storeCartError('line_limit', 'x').code).toBe('woocommerce_rest_product_invalid_quantity');
  });

  it('an unknown key is a conflict that carries the cart', () => {
    const current = storeCartJson(cart, context);
    const error = storeCartError('unknown_item', 'That item is no longer in your cart.', current);
    expect(error).toMatchObject({ code: 'woocommerce_rest_cart_invalid_key', data: { status: 409, cart: current } });
  });
});
