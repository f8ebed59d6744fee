import { formatMoney } from '../../../core/shared/money.ts';
import type { CartSummary, MoneyFormat } from '../cart/types.ts';

export function OrderReview({ cart, money }: { cart: CartSummary; money: MoneyFormat }) {
  const price = (minor: number) => formatMoney(minor, money.currency, money.locale);
  return (
    <table className="shop_table woocommerce-checkout-review-order-table">
      <caption className="visually-hidden">Products in your order</caption>
      <thead>
        <tr>
          <th scope="col" className="product-name">Product</th>
          <th scope="col" className="product-total">Subtotal</th>
        </tr>
      </thead>
      <tbody>
        {cart.lines.map((line) => (
          <tr key={line.key} className="cart_item">
            <td className="product-name">
              {line.name} <strong className="product-quantity">× {line.quantity}</strong>
            </td>
            <td className="product-total">{price(line.lineTotal)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
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
      </tfoot>
    </table>
  );
}
