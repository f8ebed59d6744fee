import { formatMoney } from '../../../core/shared/money.ts';
import type { CartSummary, MoneyFormat } from './types.ts';
import { TotalsRows } from './TotalsRows.tsx';

interface CartTotalsProps {
  cart: CartSummary;
  money: MoneyFormat;
  freeShippingThreshold: number;
}

export function CartTotals({ cart, money, freeShippingThreshold }: CartTotalsProps) {
  const price = (minor: number) => formatMoney(minor, money.currency, money.locale);
  const toFreeShipping = freeShippingThreshold - cart.subtotal;
  return (
    <section className="cart_totals" aria-labelledby="cart-totals-heading">
      <h2 id="cart-totals-heading">Cart totals</h2>
      <table className="shop_table">
        <tbody>
          <TotalsRows cart={cart} money={money} />
        </tbody>
      </table>
      {cart.shipping > 0 && toFreeShipping > 0 ? (
        <p className="cart-free-shipping-hint">Add {price(toFreeShipping)} more to get free shipping.</p>
      ) : null}
      <div className="wc-proceed-to-checkout">
        <a href="/checkout/" className="checkout-button button alt wc-forward">
          Proceed to checkout
        </a>
      </div>
    </section>
  );
}
