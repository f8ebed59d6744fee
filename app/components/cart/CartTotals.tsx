import { formatMoney } from '../../../core/shared/money.ts';
import type { CartSummary, MoneyFormat } from './types.ts';
import { TotalsRows } from './TotalsRows.tsx';
import { useTranslate } from '../i18n/translate-context.ts';
import { useLocalizedHref } from '../i18n/locale-context.ts';

interface CartTotalsProps {
  cart: CartSummary;
  money: MoneyFormat;
  freeShippingThreshold: number;
  /** For the coupons' "[Remove]" links. */
  nonce: string;
}

export function CartTotals({ cart, money, freeShippingThreshold, nonce }: CartTotalsProps) {
  const price = (minor: number) => formatMoney(minor, money.currency, money.locale);
  const t = useTranslate();
  const href = useLocalizedHref();
  // Shipping is judged on what is left after coupons.
  const toFreeShipping = freeShippingThreshold - (cart.subtotal - cart.discount);
  return (
    <section className="cart_totals" aria-labelledby="cart-totals-heading">
      <h2 id="cart-totals-heading">{t('cart.totals.title')}</h2>
      <table className="shop_table">
        <tbody>
          <TotalsRows cart={cart} money={money} removeCouponHref={(code) => href(`/cart/?remove_coupon=${encodeURIComponent(code)}&_wpnonce=${encodeURIComponent(nonce)}`)} />
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
