import { intlLocale } from '../../core/i18n/format.ts';
import { readFormData } from './request-form.ts';
import { translator } from '../../core/i18n/translator.ts';
import { data, redirect } from 'react-router';
import type { Route } from './+types/checkout.ts';
import { cartSummary } from '../services/cart-summary.ts';
import { services, type AppServices } from '../context.ts';
import type { PageHandle } from '../document/page-meta.ts';
import { cartMessagesFor } from '../../core/cart/messages.ts';
import { readCheckoutForm, type CheckoutValues, type FieldError } from '../../core/checkout/checkout-form.ts';
import { countryOptions } from '../../core/checkout/countries.ts';
import { PAYMENT_METHODS } from '../../core/checkout/payment-methods.ts';
import { checkoutPrefill } from '../../core/checkout/prefill.ts';
import { orderReceivedPath } from '../../core/checkout/order-received-path.ts';
import { readDestination } from '../../core/shipping/destination-input.ts';
import { CheckoutForm } from '../components/checkout/CheckoutForm.tsx';
import { CartNotices } from '../components/cart/CartNotices.tsx';
import { CouponForm } from '../components/cart/CouponForm.tsx';
import { useTranslate } from '../components/i18n/translate-context.ts';
import cartCss from '../styles/cart.css?inline';

export const handle: PageHandle = { bodyClass: 'woocommerce-checkout', styles: [{ id: 'cart', css: cartCss }] };

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

/** Back to the cart, saying why it is empty: `removed` are the notices of lines just dropped (sold out meanwhile). */
async function emptyCartRedirect(app: AppServices, removed: readonly string[] = []) {
  for (const message of removed) await app.session.addNotice({ type: 'error', message });
  await app.session.addNotice({ type: 'info', message: cartMessagesFor(app.locale).checkoutEmpty });
  return redirect('/cart/', 303);
}

export async function loader({ context }: Route.LoaderArgs) {
  const app = services(context);
  const { cart, notices } = await app.cart.view();
  // After a refused order the page is loaded again, and the line that sold out is dropped here.
  if (cart.lines.length === 0) throw await emptyCartRedirect(app, notices);

  const prefill = await checkoutPrefill(app.db, await app.session.userId());
  const countries = countryOptions(app.config.store.countries, intlLocale(app.locale, app.config.store.locale));
  // The visitor's country when the shop ships there, else the shop's own (first configured).
  const defaultCountry = app.country && app.config.store.countries.includes(app.country) ? app.country : (app.config.store.countries[0] ?? '');
  return data({
    cart: cartSummary(cart, intlLocale(app.locale, app.config.store.locale)),
    notices,
    values: { billing_country: defaultCountry, shipping_country: defaultCountry, ...prefill } as CheckoutValues,
    nonce: await app.session.nonce(),
    countries,
    methods: Object.values(PAYMENT_METHODS),
    money: { currency: app.config.store.currency, locale: intlLocale(app.locale, app.config.store.locale) },
  });
}

function formError(values: CheckoutValues, errors: FieldError[], status: number) {
  return data({ values, errors }, { status });
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = services(context);
  const form = await readFormData(request, translator(app.locale));
  const values = readCheckoutForm(form);
  if (!(await app.session.verifyNonce(form.get('_wpnonce')))) {
    return formError(values, [{ field: '', message: cartMessagesFor(app.locale).expiredLink }], 403);
  }
  // The review following the address as it is typed, or another shipping rate picked: saved, and the page's data read again.
  if (form.has('update_order_review')) {
    const address = readDestination({ country: form.get('country'), state: form.get('state'), postcode: form.get('postcode'), city: form.get('city') });
    // The billing address too, where tax follows it (the same as the destination unless the order ships elsewhere).
    const billing = readDestination({ country: form.get('billing_country'), state: form.get('billing_state'), postcode: form.get('billing_postcode'), city: form.get('billing_city') });
    if (address.country !== '') await app.cart.shipTo(address, { quiet: true, billing: billing.country !== '' ? billing : address });
    return data({ values, errors: [] as FieldError[] });
  }
  if (form.has('update_shipping_method')) {
    await app.cart.chooseShipping(form.get('shipping_method[0]'), { quiet: true });
    return data({ values, errors: [] as FieldError[] });
  }
  // The rate chosen in the review, sent with the order (the page may not have run its scripts).
  const chosen = form.get('shipping_method[0]');
  if (typeof chosen === 'string' && chosen !== '') await app.cart.chooseShipping(chosen, { quiet: true });
  const outcome = await app.checkout.place({
    values,
    attribution: { source: form, prefix: app.config.attribution.prefix },
  });
  switch (outcome.kind) {
    case 'empty_cart':
      return emptyCartRedirect(app);
    case 'invalid':
      return formError(values, outcome.errors, 400);
    case 'cart_changed':
      if (outcome.cartEmpty) return emptyCartRedirect(app, outcome.notices);
      return formError(values, outcome.notices.map((message) => ({ field: '', message })), 409);
    case 'not_placed':
      return formError(values, [{ field: '', message: outcome.message }], 409);
    // A second submit of a cart that became an order (a double click, a retry) is shown that order.
    case 'already_placed':
    case 'placed':
      return redirect(orderReceivedPath(outcome.order), 303);
  }
}

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const { cart, notices, nonce, countries, methods, money } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const t = useTranslate();
  return (
    <div className="container woocommerce checkout-page">
      <title>{t('checkout.title')}</title>
      <h1>{t('checkout.title')}</h1>
      <CartNotices notices={notices} />
      <details className="checkout-coupon">
        <summary className="woocommerce-info showcoupon">{t('coupon.checkoutToggle')}</summary>
        <p>{t('coupon.checkoutHint')}</p>
        <CouponForm nonce={nonce} returnTo="checkout" />
      </details>
      <CheckoutForm
        cart={cart}
        money={money}
        values={values}
        errors={actionData?.errors ?? []}
        countries={countries}
        methods={methods}
        nonce={nonce}
      />
    </div>
  );
}
