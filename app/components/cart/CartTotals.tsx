import { useSubmit } from 'react-router';
import { formatMoney } from '../../../core/shared/money.ts';
import type { Destination } from '../../../core/shipping/shipping-zone.ts';
import type { CountryOption } from '../checkout/FormField.tsx';
import type { CartSummary, MoneyFormat } from './types.ts';
import { TotalsRows } from './TotalsRows.tsx';
import { ShippingCalculator, ShippingChoiceForm } from './ShippingCalculator.tsx';
import { useTranslate } from '../i18n/translate-context.ts';
import { useLocalizedHref } from '../i18n/locale-context.ts';

interface CartTotalsProps {
  cart: CartSummary;
  money: MoneyFormat;
  /** For the coupons' "[Remove]" links and the shipping forms. */
  nonce: string;
  countries: CountryOption[];
  destination: Destination;
}

const SHIPPING_FORM = 'cart-shipping-method';

export function CartTotals({ cart, money, nonce, countries, destination }: CartTotalsProps) {
  const price = (minor: number) => formatMoney(minor, money.currency, money.locale);
  const t = useTranslate();
  const href = useLocalizedHref();
  const submit = useSubmit();
  return (
    <section className="cart_totals" aria-labelledby="cart-totals-heading">
      <h2 id="cart-totals-heading">{t('cart.totals.title')}</h2>
      <table className="shop_table">
        <tbody>
          <TotalsRows
            cart={cart}
            money={money}
            removeCouponHref={(code) => href(`/cart/?remove_coupon=${encodeURIComponent(code)}&_wpnonce=${encodeURIComponent(nonce)}`)}
            shippingForm={SHIPPING_FORM}
            // Once the page runs, a choice is saved as it is made.
            onShippingChange={(rateId) => submit({ _wpnonce: nonce, update_shipping_method: '1', 'shipping_method[0]': rateId }, { method: 'post', action: '/cart/' })}
          />
        </tbody>
      </table>
      <ShippingChoiceForm id={SHIPPING_FORM} nonce={nonce} show={cart.shippingRates.length > 1} />
      <ShippingCalculator nonce={nonce} countries={countries} destination={destination} />
      {cart.freeShippingShortfall !== null ? <p className="cart-free-shipping-hint">{t('cart.freeShippingHint', { amount: price(cart.freeShippingShortfall) })}</p> : null}
      <div className="wc-proceed-to-checkout">
        <a href={href('/checkout/')} className="checkout-button button alt wc-forward">
          {t('cart.proceedToCheckout')}
        </a>
      </div>
    </section>
  );
}
