import { formatMoney } from '../../../core/shared/money.ts';
import type { CartSummary, MoneyFormat } from './types.ts';

/** Subtotal, shipping and total rows, shared by the cart totals and the checkout's order review. */
export function TotalsRows({ cart, money }: { cart: Pick<CartSummary, 'subtotal' | 'shipping' | 'total'>; money: MoneyFormat }) {
  const price = (minor: number) => formatMoney(minor, money.currency, money.locale);
  return (
    <>
      <tr className="cart-subtotal">
        <th scope="row">Subtotal</th>
        <td>{price(cart.subtotal)}</td>
      </tr>
      <tr className="shipping">
        <th scope="row">Shipping</th>
        <td>{cart.shipping === 0 ? 'Free shipping' : `Flat rate: ${price(cart.shipping)}`}</td>
      </tr>
      <tr className="order-total">
        <th scope="row">Total</th>
        <td>
          <strong>{price(cart.total)}</strong>
        </td>
      </tr>
    </>
  );
}
