import type { CartView } from '../../../core/cart/cart-view.ts';
import type { CartErrorCode } from '../../../core/cart/types.ts';
import type { ProductSummary } from '../../../core/catalog/products.ts';
import { unitIdOf } from '../../../core/catalog/sellable-units.ts';
import { PAYMENT_METHOD_IDS } from '../../../core/checkout/payment-methods.ts';
import { percentText } from '../../../core/tax/tax-rate.ts';
import { restError, type RestError } from '../errors.ts';
import { minorUnits, storeCurrency } from './currency-json.ts';
import { productPermalink, storeImageViewJson, storePricesJson, type StoreJsonContext } from './product-json.ts';

const ADDRESS_PARTS = ['first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'state', 'postcode', 'country'] as const;
/** The session keeps no address before checkout: the cart answers WooCommerce's fields, empty. */
const emptyAddress = () => Object.fromEntries(ADDRESS_PARTS.map((part) => [part, '']));

/**
 * The cart in the Store API's cart shape (`wc/store/v1/cart`). `products`: the lines' sellable units (by
 * unit id) when the caller has them, for the regular and sale prices (a line without one shows its price as both).
 */
export function storeCartJson(cart: CartView, context: StoreJsonContext, products: ReadonlyMap<number, ProductSummary> = new Map()) {
  const currency = storeCurrency(context.currency, context.locale);
  const money = (amount: number) => minorUnits(amount);
  const items = cart.lines.map((line) => {
    const product = products.get(unitIdOf(line));
    const prices = storePricesJson(
      product && product.price === line.unitPrice ? product : { price: line.unitPrice, regularPrice: line.unitPrice, salePrice: null, onSale: false },
      currency,
    );
    return {
      key: line.key,
      // WooCommerce names a variation's line by the variation's id.
      id: unitIdOf(line),
      type: line.variationId === null ? 'simple' : 'variation',
      quantity: line.quantity,
      quantity_limits: { minimum: 1, maximum: line.maxQuantity, multiple_of: 1, editable: true },
      name: line.name,
      short_description: '',
      description: '',
      sku: line.sku ?? '',
      low_stock_remaining: null,
      backorders_allowed: false,
      show_backorder_badge: false,
      sold_individually: false,
      permalink: productPermalink(context.siteOrigin, line.slug),
      images: line.image ? [storeImageViewJson(0, line.image, context.siteOrigin)] : [],
      variation: line.attributes.map(({ name, value }) => ({ attribute: name, value })),
      item_data: [],
      prices: {
        ...prices,
        // WooCommerce's unrounded prices, at six decimal places.
        raw_prices: { precision: 6, price: money(line.unitPrice * 10_000), regular_price: money(Number(prices.regular_price) * 10_000), sale_price: money(Number(prices.sale_price) * 10_000) },
      },
      // WooCommerce's meaning: the line without tax, its tax beside it.
      totals: { line_subtotal: money(line.tax.netSubtotal), line_subtotal_tax: money(line.tax.subtotalTax), line_total: money(line.tax.netTotal), line_total_tax: money(line.tax.totalTax), ...currency },
      catalog_visibility: 'visible',
      extensions: {},
    };
  });
  const hasItems = cart.lines.length > 0;
  const { taxes } = cart;
  const itemsSubtotalTax = cart.lines.reduce((sum, line) => sum + line.tax.subtotalTax, 0);
  const itemsTotalTax = cart.lines.reduce((sum, line) => sum + line.tax.totalTax, 0);
  const netTotal = cart.lines.reduce((sum, line) => sum + line.tax.netTotal, 0);
  return {
    items,
    coupons: cart.coupons.map((coupon) => ({
      code: coupon.code,
      discount_type: coupon.discountType,
      totals: { total_discount: money(coupon.discount), total_discount_tax: '0', ...currency },
    })),
    fees: [],
    totals: {
      total_items: money(taxes.netSubtotal),
      total_items_tax: money(itemsSubtotalTax),
      total_fees: '0',
      total_fees_tax: '0',
      total_discount: money(taxes.netSubtotal - netTotal),
      total_discount_tax: money(itemsSubtotalTax - itemsTotalTax),
      total_shipping: hasItems ? money(cart.shipping) : null,
      total_shipping_tax: hasItems ? money(taxes.shipping) : null,
      total_price: money(cart.total),
      total_tax: money(taxes.total),
      tax_lines: taxes.rows.map((row) => ({ name: row.label, price: money(row.amount), rate: percentText(row.rate) })),
      ...currency,
    },
    shipping_address: { ...emptyAddress(), country: cart.destination.country, state: cart.destination.state, postcode: cart.destination.postcode, city: cart.destination.city },
    billing_address: { ...emptyAddress(), email: '', phone: '' },
    needs_payment: cart.total > 0,
    needs_shipping: hasItems,
    payment_requirements: ['products'],
    has_calculated_shipping: hasItems,
    // One package, as WooCommerce's Store API lists a cart shipped from one place.
    shipping_rates: hasItems
      ? [
          {
            package_id: 0,
            name: 'Shipment 1',
            destination: { address_1: '', address_2: '', city: cart.destination.city, state: cart.destination.state, postcode: cart.destination.postcode, country: cart.destination.country },
            items: cart.lines.map((line) => ({ key: line.key, name: line.name, quantity: line.quantity })),
            shipping_rates: cart.shippingRates.map((rate) => ({
              rate_id: rate.id,
              name: rate.label,
              description: '',
              delivery_time: '',
              price: money(rate.cost),
              taxes: '0',
              instance_id: rate.instanceId,
              method_id: rate.methodId,
              meta_data: [],
              selected: rate.id === cart.shippingRate?.id,
              ...currency,
            })),
          },
        ]
      : [],
    items_count: cart.count,
    items_weight: 0,
    cross_sells: [],
    errors: [],
    payment_methods: [...PAYMENT_METHOD_IDS],
    extensions: {},
  };
}

export type StoreCartJson = ReturnType<typeof storeCartJson>;

/** The Store API's code and status for each way a cart change is refused; the message is the shop's own (core/cart/messages.ts). */
const CART_ERRORS: Record<CartErrorCode, { code: string; status: number }> = {
  invalid_product: { code: 'woocommerce_rest_cart_invalid_product', status: 400 },
  invalid_quantity: { code: 'woocommerce_rest_product_invalid_quantity', status: 400 },
  line_limit: { code: 'woocommerce_rest_product_invalid_quantity', status: 400 },
  out_of_stock: { code: 'woocommerce_rest_product_out_of_stock', status: 400 },
  not_enough_stock: { code: 'woocommerce_rest_product_partially_out_of_stock', status: 400 },
  // A conflict: the client's cart is stale, so the answer carries the cart as it is (WooCommerce does the same).
  unknown_item: { code: 'woocommerce_rest_cart_invalid_key', status: 409 },
};

export interface StoreCartError extends RestError {
  data: RestError['data'] & { cart?: StoreCartJson };
}

/** A refused cart change in the Store API's error shape; a 409 carries the current cart. */
export function storeCartError(code: CartErrorCode, message: string, cart?: StoreCartJson): StoreCartError {
  const { code: restCode, status } = CART_ERRORS[code];
  const error = restError(status, restCode, message);
  return status === 409 && cart ? { ...error, data: { ...error.data, cart } } : error;
}
