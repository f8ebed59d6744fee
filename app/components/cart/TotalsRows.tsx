import { formatMoney } from '../../../core/shared/money.ts';
import type { CartSummary, MoneyFormat } from './types.ts';
import { useTranslate } from '../i18n/translate-context.ts';

/** Subtotal, shipping and total rows, shared by the cart totals and the checkout's order review. */
export function TotalsRows({ cart, money }: { cart: Pick<CartSummary, 'subtotal' | 'shipping' | 'total'>; money: MoneyFormat }) {
  const price = (minor: number) => formatMoney(minor, money.currency, money.locale);
  const t = useTranslate();
  return (
    <>
      <tr className="cart-subtotal">
        <th scope="row">{t('totals.subtotal')}</th>
        <td>{price(cart.subtotal)}</td>
      </tr>
      <tr className="shipping">
        <th scope="row">{t('totals.shipping')}</th>
        <td>{cart.shipping === 0 ? t('totals.freeShipping') : t('totals.flatRate', { amount: price(cart.shipping) })}</td>
      </tr>
      <tr className="order-total">
        <th scope="row">{t('totals.total')}</th>
        <td>
          <strong>{price(cart.total)}</strong>
        </td>
      </tr>
    </>
  );
}
