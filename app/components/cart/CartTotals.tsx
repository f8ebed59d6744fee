import { formatMoney } from '../../../core/shared/money.ts';
import type { CartSummary, MoneyFormat } from './types.ts';
import { TotalsRows } from './TotalsRows.tsx';
import { useTranslate } from '../i18n/translate-context.ts';
import { useLocalizedHref } from '../i18n/locale-context.ts';

interface CartTotalsProps {
  cart: CartSummary;
  money: MoneyFormat;
  freeShippingThreshold: number;
}

export function CartTotals({ cart, money, freeShippingThreshold }: CartTotalsProps) {
  const price = (minor: number) => formatMoney(minor, money.currency, money.locale);
  const t = useTranslate();
  const href = useLocalizedHref();
  const toFreeShipping = freeShippingThreshold - cart.subtotal;
  return (
    <section className="cart_totals" aria-labelledby="cart-totals-heading">
      <h2 id="cart-totals-heading">{t('cart.totals.title')}</h2>
      <table className="shop_table">
        <tbody>
          <TotalsRows cart={cart} money={money} />
        </tbody>
      </table>
      {cart.shipping > 0 && toFreeShipping > 0 ? (
        <p className="cart-free-shipping-hint">{t('cart.freeShippingHint', { amount: price(toFreeShipping) })}</p>
      ) : null}
      <div className="wc-proceed-to-checkout">
        <a href={href('/checkout/')} className="checkout-button button alt wc-forward">
          {t('cart.proceedToCheckout')}
        </a>
      </div>
    </section>
  );
}
