import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { translator } from '../../../core/i18n/translator.ts';
import { OrderReview } from '../checkout/OrderReview.tsx';
import { TranslateContext } from '../i18n/translate-context.ts';
import { OrderLines, type LineColumn } from './OrderLines.tsx';

const LINE = { key: 'k1', productId: 7, variationId: null, attributes: [], name: 'Mug', slug: 'mug', sku: null, unitPrice: 1200, onSale: false, quantity: 2, lineSubtotal: 2400, lineTotal: 2400, maxQuantity: 9, image: null, tax: { taxes: [], subtotalTax: 0, totalTax: 0, netSubtotal: 2400, netTotal: 2400 } };

const SHIPPING = {
  shippingRates: [
    { id: 'free_shipping:1', methodId: 'free_shipping' as const, instanceId: 1, label: 'Free shipping', cost: 0, taxable: false },
    { id: 'flat_rate:2', methodId: 'flat_rate' as const, instanceId: 2, label: 'Flat rate', cost: 500, taxable: true },
  ],
  shippingRateId: 'flat_rate:2',
  shippingTo: 'London, SW1A 1AA, United Kingdom',
  freeShippingShortfall: null,
};

describe('order lines', () => {
  it('write the checkout review with WooCommerce’s classes, as themes style it', () => {
    const cart = { lines: [LINE], subtotal: 2400, coupons: [], discount: 0, shippingRates: [], shippingRateId: null, shippingTo: 'United Kingdom', freeShippingShortfall: null, shipping: 0, total: 2400, count: 2 };
    const html = renderToStaticMarkup(
      <TranslateContext value={translator('en')}>
        <OrderReview cart={cart} money={{ currency: 'USD', locale: 'en-US' }} />
      </TranslateContext>,
    );
    expect(html.slice(0, html.indexOf('<tfoot>'))).toBe(
      '<table class="shop_table woocommerce-checkout-review-order-table"><caption class="visually-hidden">Products in your order</caption>' +
        '<thead><tr><th scope="col" class="product-name">Product</th><th scope="col" class="product-total">Subtotal</th></tr></thead>' +
        '<tbody><tr class="cart_item"><td class="product-name">Mug <strong class="product-quantity">× 2</strong></td><td class="product-total">$24.00</td></tr></tbody>',
    );
  });

  it('hide a heading from sight, make the naming cell the row’s heading and label the cells for narrow screens', () => {
    const columns: LineColumn<typeof LINE>[] = [
      { className: 'product-remove', heading: 'Remove', headingHidden: true, cell: () => 'x' },
      { className: 'product-name', heading: 'Product', rowHeading: true, titled: true, cell: (line) => line.name },
    ];
    const html = renderToStaticMarkup(<OrderLines className="cart" columns={columns} lines={[LINE]} lineKey={(line) => line.key} lineClassName="cart_item" />);
    expect(html).toBe(
      '<table class="cart"><thead><tr><th scope="col" class="product-remove"><span class="visually-hidden">Remove</span></th><th scope="col" class="product-name">Product</th></tr></thead>' +
        '<tbody><tr class="cart_item"><td class="product-remove">x</td><th scope="row" class="product-name" data-title="Product">Mug</th></tr></tbody></table>',
    );
  });

  it('list each coupon between subtotal and shipping, with what it took off and its "[Remove]" link', () => {
    const cart = { lines: [{ ...LINE, lineTotal: 2160 }], subtotal: 2400, coupons: [{ code: 'spring10', discountType: 'percent' as const, discount: 240, freeShipping: false }], discount: 240, ...SHIPPING, shipping: 500, total: 2660, count: 2 };
    const html = renderToStaticMarkup(
      <TranslateContext value={translator('en')}>
        <OrderReview cart={cart} money={{ currency: 'USD', locale: 'en-US' }} removeCouponHref={(code) => `/checkout/?remove_coupon=${code}&_wpnonce=n1`} />
      </TranslateContext>,
    );
    const footer = html.slice(html.indexOf('<tfoot>'));
    expect(footer).toContain(
      '<tr class="cart-discount coupon-spring10"><th scope="row">Coupon: spring10</th><td>-$2.40 <a href="/checkout/?remove_coupon=spring10&amp;_wpnonce=n1" class="woocommerce-remove-coupon" data-coupon="spring10" aria-label="Remove coupon “spring10”">[Remove]</a></td></tr>',
    );
    expect(footer.indexOf('cart-subtotal')).toBeLessThan(footer.indexOf('cart-discount'));
    expect(footer.indexOf('cart-discount')).toBeLessThan(footer.indexOf('woocommerce-shipping-totals'));
    expect(footer).toContain('<strong>$26.60</strong>');
    // Two ways to ship: radios named as WooCommerce's, the chosen one checked, and where the cart ships.
    expect(footer).toContain('<ul id="shipping_method" class="woocommerce-shipping-methods"><li><input type="radio" data-index="0" id="shipping_method_0_free_shipping1" class="shipping_method" name="shipping_method[0]" value="free_shipping:1"/><label for="shipping_method_0_free_shipping1">Free shipping</label></li><li><input type="radio" data-index="0" id="shipping_method_0_flat_rate2" class="shipping_method" name="shipping_method[0]" checked="" value="flat_rate:2"/><label for="shipping_method_0_flat_rate2">Flat rate: $5.00</label></li></ul>');
    expect(footer).toContain('<p class="woocommerce-shipping-destination">Shipping to London, SW1A 1AA, United Kingdom.</p>');
    // The line shows its amount before coupons, as WooCommerce's review does.
    expect(html).toContain('<td class="product-total">$24.00</td>');
  });
});
