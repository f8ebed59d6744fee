import { Form } from 'react-router';
import type { Destination } from '../../../core/shipping/shipping-zone.ts';
import type { CountryOption } from '../checkout/FormField.tsx';
import { useTranslate } from '../i18n/translate-context.ts';

interface ShippingCalculatorProps {
  nonce: string;
  countries: CountryOption[];
  destination: Destination;
}

/**
 * WooCommerce's shipping calculator (`calc_shipping_country`, `…_state`, `…_city`, `…_postcode`,
 * `calc_shipping`) behind a native "Calculate shipping" toggle: the cart is priced for the address given.
 */
export function ShippingCalculator({ nonce, countries, destination }: ShippingCalculatorProps) {
  const t = useTranslate();
  const field = (name: 'state' | 'city' | 'postcode', autoComplete: string) => (
    <p className="form-row form-row-wide" id={`calc_shipping_${name}_field`}>
      <label htmlFor={`calc_shipping_${name}`}>{t(`shipping.${name}`)}</label>
      <input type="text" className="input-text" id={`calc_shipping_${name}`} name={`calc_shipping_${name}`} defaultValue={destination[name]} autoComplete={autoComplete} maxLength={100} />
    </p>
  );
  return (
    <details className="shipping-calculator">
      <summary className="shipping-calculator-button">{t('shipping.calculate')}</summary>
      <Form method="post" action="/cart/" className="woocommerce-shipping-calculator">
        <input type="hidden" name="_wpnonce" value={nonce} />
        <p className="form-row form-row-wide" id="calc_shipping_country_field">
          <label htmlFor="calc_shipping_country">{t('shipping.country')}</label>
          <select id="calc_shipping_country" name="calc_shipping_country" defaultValue={destination.country} autoComplete="country">
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        </p>
        {field('state', 'address-level1')}
        {field('city', 'address-level2')}
        {field('postcode', 'postal-code')}
        <button type="submit" className="button" name="calc_shipping" value="1">
          {t('shipping.update')}
        </button>
      </Form>
    </details>
  );
}

/** The cart's shipping choices' own form (the radios name it): a choice is saved with "Update shipping". */
export function ShippingChoiceForm({ id, nonce, show }: { id: string; nonce: string; show: boolean }) {
  const t = useTranslate();
  return (
    <Form method="post" action="/cart/" id={id} className="shipping-choice-form">
      <input type="hidden" name="_wpnonce" value={nonce} />
      {show ? (
        <button type="submit" className="button" name="update_shipping_method" value="1">
          {t('shipping.updateChoice')}
        </button>
      ) : null}
    </Form>
  );
}
