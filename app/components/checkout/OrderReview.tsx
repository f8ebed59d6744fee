import { formatMoney } from '../../../core/shared/money.ts';
import type { CartSummary, MoneyFormat } from '../cart/types.ts';
import { TotalsRows } from '../cart/TotalsRows.tsx';
import { useTranslate } from '../i18n/translate-context.ts';

export function OrderReview({ cart, money }: { cart: CartSummary; money: MoneyFormat }) {
  const price = (minor: number) => formatMoney(minor, money.currency, money.locale);
  const t = useTranslate();
  return (
    <table className="shop_table woocommerce-checkout-review-order-table">
      <caption className="visually-hidden">{t('checkout.reviewCaption')}</caption>
      <thead>
        <tr>
          <th scope="col" className="product-name">
            {t('cart.table.product')}
          </th>
          <th scope="col" className="product-total">
            {t('cart.table.subtotal')}
          </th>
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
