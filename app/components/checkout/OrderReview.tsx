import { formatMoney } from '../../../core/shared/money.ts';
import type { CartSummary, MoneyFormat } from '../cart/types.ts';
import { TotalsRows } from '../cart/TotalsRows.tsx';

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
        <TotalsRows cart={cart} money={money} />
      </tfoot>
    </table>
  );
}
