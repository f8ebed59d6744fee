import type { CartView } from '../../core/cart/cart-view.ts';
import { countryName } from '../../core/checkout/countries.ts';
import type { CartSummary } from '../components/cart/types.ts';
import { shownAmount, shownCart } from '../../core/tax/tax-display.ts';

/**
 * What the cart and checkout pages show of a cart: its lines, coupons, shipping choices and totals, with
 * the address it ships to in words ("London, SW1A 1AA, United Kingdom", the country alone until the
 * shopper gives more).
 */
export function cartSummary(cart: CartView, locale: string): CartSummary {
  const { city, state, postcode, country } = cart.destination;
  const shippingTo = [city, state, postcode, country ? countryName(country, locale) : ''].map((part) => part.trim()).filter(Boolean).join(', ');
  // With tax or without, as the owner shows cart prices; a shop without tax shows them as they are.
  const { taxes } = cart;
  const display = taxes.enabled ? taxes.display : null;
  const shown = shownCart(cart);
  return {
    lines: shown.lines,
    subtotal: shown.subtotal,
    coupons: cart.coupons,
    discount: cart.discount,
    shippingRates: cart.shippingRates,
    shippingRateId: cart.shippingRate?.id ?? null,
    shippingTo,
    freeShippingShortfall: cart.freeShippingShortfall,
    shipping: display ? shownAmount(cart.shipping, taxes.shipping, display) : cart.shipping,
    ...(display ? { tax: { display, itemized: taxes.itemized, total: taxes.total, rows: taxes.rows.map(({ code, label, amount }) => ({ code, label, amount })) } } : {}),
    total: cart.total,
    count: cart.count,
  };
}
