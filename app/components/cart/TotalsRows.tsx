import { formatMoney } from '../../../core/shared/money.ts';
import type { CartSummary, MoneyFormat } from './types.ts';
import { useTranslate } from '../i18n/translate-context.ts';

interface TotalsRowsProps {
  cart: Pick<CartSummary, 'subtotal' | 'coupons' | 'shipping' | 'tax' | 'total' | 'shippingRates' | 'shippingRateId' | 'shippingTo'>;
  money: MoneyFormat;
  /** The address of a coupon's "[Remove]" link (it works without JS); no link where absent. */
  removeCouponHref?: (code: string) => string;
  /** The form the shipping choices belong to (`form` attribute): the cart's own small form; absent at checkout, whose form holds them. */
  shippingForm?: string;
  /** Called when the shopper picks another rate (the page then updates its totals). */
  onShippingChange?: (rateId: string) => void;
}

/** Subtotal, coupons, shipping and total rows, shared by the cart totals and the checkout's order review. */
export function TotalsRows({ cart, money, removeCouponHref, shippingForm, onShippingChange }: TotalsRowsProps) {
  const price = (minor: number) => formatMoney(minor, money.currency, money.locale);
  const t = useTranslate();
  return (
    <>
      <tr className="cart-subtotal">
        <th scope="row">{t('totals.subtotal')}</th>
        <td>{price(cart.subtotal)}</td>
      </tr>
      {cart.coupons.map((coupon) => (
        <tr key={coupon.code} className={`cart-discount coupon-${coupon.code.replace(/[^a-z0-9_-]/g, '-')}`}>
          <th scope="row">{t('coupon.totalsLabel', { code: coupon.code })}</th>
          <td>
            {coupon.discount > 0 || !coupon.freeShipping ? price(-coupon.discount) : t('coupon.freeShipping')}
            {removeCouponHref ? (
              <>
                {' '}
                <a href={removeCouponHref(coupon.code)} className="woocommerce-remove-coupon" data-coupon={coupon.code} aria-label={t('coupon.removeLabel', { code: coupon.code })}>
                  {t('coupon.remove')}
                </a>
              </>
            ) : null}
          </td>
        </tr>
      ))}
      <tr className="woocommerce-shipping-totals shipping">
        <th scope="row">{t('totals.shipping')}</th>
        <td>
          <ShippingChoices cart={cart} price={price} form={shippingForm} onChange={onShippingChange} />
          <p className="woocommerce-shipping-destination">{t('shipping.to', { address: cart.shippingTo })}</p>
        </td>
      </tr>
      {cart.tax?.display === 'excl' ? <TaxRows tax={cart.tax} price={price} /> : null}
      <tr className="order-total">
        <th scope="row">{t('totals.total')}</th>
        <td>
          <strong>{price(cart.total)}</strong>
          {cart.tax?.display === 'incl' && cart.tax.total > 0 ? (
            <>
              {' '}
              <small className="includes_tax">{t('totals.includesTax', { taxes: includedTaxes(cart.tax, price, t('totals.tax')) })}</small>
            </>
          ) : null}
        </td>
      </tr>
    </>
  );
}

/** The tax before the total, as WooCommerce's totals show it: a row per rate (`tr.tax-rate`), or one `tr.tax-total`. */
function TaxRows({ tax, price }: { tax: NonNullable<CartSummary['tax']>; price: (minor: number) => string }) {
  const t = useTranslate();
  if (!tax.itemized) {
    return (
      <tr className="tax-total">
        <th scope="row">{t('totals.tax')}</th>
        <td>{price(tax.total)}</td>
      </tr>
    );
  }
  return (
    <>
      {tax.rows.map((row) => (
        <tr key={row.code} className={`tax-rate tax-rate-${row.code.toLowerCase().replace(/[^a-z0-9_-]+/g, '-')}`}>
          <th scope="row">{row.label}</th>
          <td>{price(row.amount)}</td>
        </tr>
      ))}
    </>
  );
}

/** "1,90 € MwSt." or, per rate, "1,90 € MwSt., 0,35 € MwSt. 7 %": what the total includes. */
export function includedTaxes(tax: NonNullable<CartSummary['tax']>, price: (minor: number) => string, taxWord: string): string {
  return tax.itemized && tax.rows.length > 0 ? tax.rows.map((row) => `${price(row.amount)} ${row.label}`).join(', ') : `${price(tax.total)} ${taxWord}`;
}

/**
 * The cart's shipping rates as WooCommerce lists them (`ul#shipping_method`, radios named
 * `shipping_method[0]`); one rate is shown as text, none says that nothing ships there.
 */
function ShippingChoices({
  cart,
  price,
  form,
  onChange,
}: {
  cart: Pick<CartSummary, 'shippingRates' | 'shippingRateId'>;
  price: (minor: number) => string;
  form: string | undefined;
  onChange: ((rateId: string) => void) | undefined;
}) {
  const t = useTranslate();
  const label = (rate: CartSummary['shippingRates'][number]) => (rate.cost > 0 ? t('shipping.rate', { label: rate.label, amount: price(rate.cost) }) : rate.label);
  if (cart.shippingRates.length === 0) return <p className="woocommerce-shipping-none">{t('shipping.none')}</p>;
  if (cart.shippingRates.length === 1) {
    const [only] = cart.shippingRates;
    return (
      <>
        <input type="hidden" name="shipping_method[0]" value={only?.id} form={form} />
        <span className="shipping-rate-only">{only ? label(only) : null}</span>
      </>
    );
  }
  return (
    <fieldset className="shipping-methods">
      <legend className="visually-hidden">{t('shipping.methods')}</legend>
      {/* Keyed by the choice, so a choice made elsewhere (a new address) shows once the totals come back. */}
      <ul id="shipping_method" className="woocommerce-shipping-methods" key={cart.shippingRateId}>
        {cart.shippingRates.map((rate) => {
          const id = `shipping_method_0_${rate.id.replace(/[^a-z0-9_]/gi, '')}`;
          return (
            <li key={rate.id}>
              <input
                type="radio"
                name="shipping_method[0]"
                data-index="0"
                id={id}
                value={rate.id}
                className="shipping_method"
                form={form}
                defaultChecked={rate.id === cart.shippingRateId}
                onChange={onChange ? () => onChange(rate.id) : undefined}
              />
              <label htmlFor={id}>{label(rate)}</label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
