import { intlLocale } from '../../core/i18n/format.ts';
import { readFormData } from './request-form.ts';
import { translator } from '../../core/i18n/translator.ts';
import { data, redirect } from 'react-router';
import type { Route } from './+types/cart.ts';
import { cartSummary } from '../services/cart-summary.ts';
import { services } from '../context.ts';
import type { PageHandle } from '../document/page-meta.ts';
import type { QuantityChange } from '../../core/cart/change-cart.ts';
import { cartMessagesFor } from '../../core/cart/messages.ts';
import { CartTable } from '../components/cart/CartTable.tsx';
import { CartTotals } from '../components/cart/CartTotals.tsx';
import { EmptyCart } from '../components/cart/EmptyCart.tsx';
import { CartNotices } from '../components/cart/CartNotices.tsx';
import { CouponForm } from '../components/cart/CouponForm.tsx';
import { countryOptions } from '../../core/checkout/countries.ts';
import { readDestination } from '../../core/shipping/destination-input.ts';
import { useTranslate } from '../components/i18n/translate-context.ts';
import cartCss from '../styles/cart.css?inline';

export const handle: PageHandle = { bodyClass: 'woocommerce-cart', styles: [{ id: 'cart', css: cartCss }] };

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export async function loader({ context }: Route.LoaderArgs) {
  const app = services(context);
  const { cart, notices } = await app.cart.view();
  const nonce = cart.lines.length > 0 ? await app.session.nonce() : '';
  return data({
    cart: cartSummary(cart, intlLocale(app.locale, app.config.store.locale)),
    notices,
    nonce,
    money: { currency: app.config.store.currency, locale: intlLocale(app.locale, app.config.store.locale) },
    countries: countryOptions(app.config.store.countries, intlLocale(app.locale, app.config.store.locale)),
    destination: cart.destination,
  });
}

const QTY_FIELD = /^cart\[([0-9a-f]{32})\]\[qty\]$/;

/**
 * "Update cart": new quantities for every line at once (0 removes); "Apply coupon" (`apply_coupon` with
 * `coupon_code`), from the cart or from checkout, which it goes back to (`return_to`); the shipping
 * calculator (`calc_shipping`) and the choice of a shipping rate (`update_shipping_method`).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const app = services(context);
  const form = await readFormData(request, translator(app.locale));
  const back = form.get('return_to') === 'checkout' ? '/checkout/' : '/cart/';
  if (!(await app.session.verifyNonce(form.get('_wpnonce')))) {
    await app.session.addNotice({ type: 'error', message: cartMessagesFor(app.locale).expiredLink });
    return redirect(back, 303);
  }
  if (form.has('apply_coupon')) {
    await app.cart.applyCoupon(form.get('coupon_code') ?? '');
    return redirect(back, 303);
  }
  if (form.has('calc_shipping')) {
    const field = (part: string) => form.get(`calc_shipping_${part}`);
    await app.cart.shipTo(readDestination({ country: field('country'), state: field('state'), city: field('city'), postcode: field('postcode') }));
    return redirect('/cart/', 303);
  }
  if (form.has('update_shipping_method')) {
    await app.cart.chooseShipping(form.get('shipping_method[0]'));
    return redirect('/cart/', 303);
  }
  const changes: QuantityChange[] = [];
  for (const [name, value] of form) {
    const match = QTY_FIELD.exec(name);
    if (match?.[1] && typeof value === 'string') changes.push({ key: match[1], quantity: value });
  }
  await app.cart.setQuantities(changes);
  return redirect('/cart/', 303);
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { cart, notices, nonce, money, countries, destination } = loaderData;
  const t = useTranslate();
  return (
    <div className="container woocommerce cart-page">
      <title>{t('cart.page.title')}</title>
      <h1>{t('cart.page.title')}</h1>
      <CartNotices notices={notices} />
      {cart.lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="cart-layout">
          <CartTable cart={cart} money={money} nonce={nonce} />
          <div className="cart-collaterals">
            <CouponForm nonce={nonce} returnTo="cart" />
            <CartTotals cart={cart} money={money} nonce={nonce} countries={countries} destination={destination} />
          </div>
        </div>
      )}
    </div>
  );
}
