import { useEffect, useRef, useState, useSyncExternalStore, type FocusEvent, type FormEvent } from 'react';
import { StaticIsland } from '../StaticIsland.tsx';
import { Form, useFetcher, useSubmit } from 'react-router';
import type { FieldError } from '../../../core/checkout/checkout-form.ts';
import { ORDER_COMMENTS_MAX_LENGTH } from '../../../core/checkout/fields.ts';
import type { PaymentMethod } from '../../../core/checkout/payment-methods.ts';
import type { CartSummary, MoneyFormat } from '../cart/types.ts';
import { AddressFields } from './AddressFields.tsx';
import { ErrorSummary } from './ErrorSummary.tsx';
import type { CountryOption } from './FormField.tsx';
import { OrderReview } from './OrderReview.tsx';
import { PaymentMethods } from './PaymentMethods.tsx';
import { translateNodes, useTranslate } from '../i18n/translate-context.ts';
import { useLocalizedHref } from '../i18n/locale-context.ts';

/** The address fields that decide where the order ships (WooCommerce's checkout watches the same). */
const ADDRESS_FIELD = /^(billing|shipping)_(country|state|postcode|city)$/;

interface CheckoutFormProps {
  cart: CartSummary;
  money: MoneyFormat;
  values: Record<string, string>;
  errors: FieldError[];
  countries: CountryOption[];
  methods: PaymentMethod[];
  nonce: string;
}

/**
 * The checkout form. Without JavaScript the shipping fields are always shown beside their checkbox;
 * once the page is interactive they are hidden (and disabled) until the checkbox is ticked.
 */
export function CheckoutForm({ cart, money, values, errors, countries, methods, nonce }: CheckoutFormProps) {
  const interactive = useHydrated();
  const t = useTranslate();
  const href = useLocalizedHref();
  // The review follows the address as it is given: the shipping methods and totals for where the order goes.
  const review = useFetcher();
  const submit = useSubmit();
  const lastAddress = useRef('');
  // A review asked for and not back yet, and an order sent meanwhile: it goes once the review is back, so
  // the order is never sent for an address whose shipping the page has not shown yet.
  const reviewAsked = useRef(false);
  const orderWaiting = useRef<HTMLFormElement | null>(null);
  const askReview = (form: HTMLFormElement) => {
    const fields = new FormData(form);
    const prefix = fields.get('ship_to_different_address') ? 'shipping' : 'billing';
    const parts = ['country', 'state', 'postcode', 'city'];
    const address = Object.fromEntries(parts.map((part) => [part, String(fields.get(`${prefix}_${part}`) ?? '')]));
    // The billing address goes too: tax may follow it.
    const billing = Object.fromEntries(parts.map((part) => [`billing_${part}`, String(fields.get(`billing_${part}`) ?? '')]));
    const key = JSON.stringify([address, billing]);
    if (key === lastAddress.current) return;
    lastAddress.current = key;
    reviewAsked.current = true;
    review.submit({ _wpnonce: nonce, update_order_review: '1', ...address, ...billing }, { method: 'post', action: '/checkout/' });
  };
  const isAddressField = (target: EventTarget) => {
    const name = (target as HTMLInputElement).name ?? '';
    return ADDRESS_FIELD.test(name) || name === 'ship_to_different_address';
  };
  // A list or a box at once; a typed field once it is left (not at every key), as WooCommerce's checkout does.
  const reviewOnChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (isAddressField(target) && (target.tagName === 'SELECT' || target.type === 'checkbox')) askReview(event.currentTarget);
  };
  const reviewOnBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (isAddressField(event.target)) askReview(event.currentTarget);
  };
  const orderOnSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!reviewAsked.current) return;
    event.preventDefault();
    orderWaiting.current = event.currentTarget;
  };
  useEffect(() => {
    if (review.state !== 'idle') return;
    reviewAsked.current = false;
    const waiting = orderWaiting.current;
    orderWaiting.current = null;
    if (waiting) void submit(waiting, { method: 'post', action: '/checkout/' });
  }, [review.state, submit]);
  const [shipElsewhere, setShipElsewhere] = useState(Boolean(values.ship_to_different_address));
  const hideShipping = interactive && !shipElsewhere;
  const byField: Record<string, string> = {};
  for (const error of errors) if (error.field && !byField[error.field]) byField[error.field] = error.message;
  const firstMethod = methods[0]?.id ?? 'cod';

  return (
    <Form
      method="post"
      action="/checkout/"
      name="checkout"
      className="checkout woocommerce-checkout"
      noValidate
      onChange={reviewOnChange}
      onBlur={reviewOnBlur}
      onSubmit={orderOnSubmit}
    >
      <ErrorSummary errors={errors} anchorFor={(field) => (field === 'payment_method' ? `payment_method_${firstMethod}` : field)} />
      <input type="hidden" name="_wpnonce" value={nonce} />
      {/* The attribution tracker fills this with hidden wc_order_attribution_* inputs, perhaps before
          hydration, so React must leave it alone (an island); without JavaScript it stays empty. */}
      <StaticIsland className="order-attribution-inputs">
        <wc-order-attribution-inputs></wc-order-attribution-inputs>
      </StaticIsland>
      <p className="checkout-required-note">
        {translateNodes(t, 'checkout.requiredNote', {
          asterisk: (
            <>
              <span aria-hidden="true">*</span>
              <span className="visually-hidden">{t('checkout.asterisk')}</span>
            </>
          ),
        })}
      </p>
      <div className="checkout-layout">
        <div id="customer_details" className="checkout-customer">
          <fieldset className="woocommerce-billing-fields">
            <legend>
              <h2>{t('checkout.billingDetails')}</h2>
            </legend>
            <AddressFields kind="billing" values={values} errors={byField} countries={countries} />
          </fieldset>

          <fieldset className="woocommerce-shipping-fields">
            <legend id="ship-to-different-address">
              <input
                id="ship-to-different-address-checkbox"
                className="input-checkbox"
                type="checkbox"
                name="ship_to_different_address"
                value="1"
                defaultChecked={shipElsewhere}
                onChange={(event) => setShipElsewhere(event.currentTarget.checked)}
                aria-controls="shipping-address-fields"
              />
              <label htmlFor="ship-to-different-address-checkbox">{t('checkout.shipElsewhere')}</label>
            </legend>
            <fieldset className="shipping_address" id="shipping-address-fields" hidden={hideShipping} disabled={hideShipping}>
              <legend className="visually-hidden">{t('checkout.shippingAddress')}</legend>
              {interactive ? null : <p className="checkout-hint">{t('checkout.shippingHint')}</p>}
              <AddressFields kind="shipping" values={values} errors={byField} countries={countries} />
            </fieldset>
          </fieldset>

          <div className="woocommerce-additional-fields">
            <p className="form-row notes" id="order_comments_field">
              <label htmlFor="order_comments">
                {t('checkout.orderNotes')} <span className="optional">{t('checkout.optional')}</span>
              </label>
              <textarea
                id="order_comments"
                name="order_comments"
                className="input-text"
                rows={3}
                maxLength={ORDER_COMMENTS_MAX_LENGTH}
                defaultValue={values.order_comments ?? ''}
                placeholder={t('checkout.orderNotesPlaceholder')}
                aria-invalid={byField.order_comments ? true : undefined}
                aria-describedby={byField.order_comments ? 'order_comments-description' : undefined}
              />
              {byField.order_comments ? (
                <span className="checkout-inline-error-message" id="order_comments-description">
                  {byField.order_comments}
                </span>
              ) : null}
            </p>
          </div>
        </div>

        <div className="checkout-review">
          <h2 id="order_review_heading">{t('checkout.yourOrder')}</h2>
          <div id="order_review" className="woocommerce-checkout-review-order">
            <OrderReview
              cart={cart}
              money={money}
              removeCouponHref={(code) => href(`/checkout/?remove_coupon=${encodeURIComponent(code)}&_wpnonce=${encodeURIComponent(nonce)}`)}
              onShippingChange={(rateId) => review.submit({ _wpnonce: nonce, update_shipping_method: '1', 'shipping_method[0]': rateId }, { method: 'post', action: '/checkout/' })}
            />
            <PaymentMethods methods={methods} selected={values.payment_method ?? ''} error={byField.payment_method} />
            <div className="woocommerce-terms-and-conditions-wrapper">
              <p className="form-row validate-required" id="terms_field">
                <input
                  id="terms"
                  type="checkbox"
                  className="input-checkbox"
                  name="terms"
                  value="on"
                  defaultChecked={Boolean(values.terms)}
                  required
                  aria-invalid={byField.terms ? true : undefined}
                  aria-describedby={byField.terms ? 'terms-description' : undefined}
                />
                <label htmlFor="terms">
                  {t('checkout.terms')} <span aria-hidden="true">*</span>
                </label>
                {byField.terms ? (
                  <span className="checkout-inline-error-message" id="terms-description">
                    {byField.terms}
                  </span>
                ) : null}
              </p>
            </div>
            <button type="submit" className="button alt" name="woocommerce_checkout_place_order" id="place_order" value="Place order">
              {t('checkout.placeOrder')}
            </button>
          </div>
        </div>
      </div>
    </Form>
  );
}

const noSubscription = () => () => undefined;

/** False in the server render and during hydration, true once React runs in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
