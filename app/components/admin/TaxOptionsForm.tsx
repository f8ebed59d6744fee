import { Form } from 'react-router';
import { TAX_OPTION_FIELDS as F, type TaxOptionsFormValues } from '../../../core/tax/tax-option-names.ts';
import { CheckboxField, FieldNotes, FormErrorSummary, NonceField, SelectField, TextAreaField, TextField } from './Field.tsx';

interface TaxOptionsFormProps {
  nonce: string;
  values: TaxOptionsFormValues;
  errors?: Record<string, string> | undefined;
  /** The shop's tax classes (slug, '' standard, and name), for the shipping tax class. */
  classes: readonly { value: string; label: string }[];
  /** Countries the shop's base may be in. */
  countries: readonly { code: string; name: string }[];
}

/** A group of radio buttons with its legend, hint and error, like the admin's other fields. */
function RadioGroup({ name, legend, value, options, error, hint }: { name: string; legend: string; value: string; options: readonly { value: string; label: string }[]; error?: string | undefined; hint?: string }) {
  const id = name.replaceAll('_', '-');
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={`form-row form-row--radios${error ? ' form-row--invalid' : ''}`} aria-describedby={describedBy}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="form-row__radio">
          <input type="radio" name={name} value={option.value} defaultChecked={value === option.value} aria-invalid={error ? true : undefined} /> {option.label}
        </label>
      ))}
      <FieldNotes id={id} hint={hint} error={error} />
    </fieldset>
  );
}

const DISPLAY_OPTIONS = [
  { value: 'incl', label: 'Including tax' },
  { value: 'excl', label: 'Excluding tax' },
];

/**
 * WooCommerce's tax options (Settings → Tax → Tax options), in its words, with the shop's base address
 * that "Shop base address" and prices entered with tax are worked out from.
 */
export function TaxOptionsForm({ nonce, values, errors = {}, classes, countries }: TaxOptionsFormProps) {
  return (
    <Form method="post" className="admin-form tax-options-form" noValidate>
      <NonceField nonce={nonce} />
      <FormErrorSummary errors={errors} />
      <fieldset className="admin-fieldset">
        <legend>Taxes</legend>
        <CheckboxField
          id="woocommerce-calc-taxes"
          name={F.enabled}
          value="yes"
          label="Enable tax rates and calculations"
          defaultChecked={values[F.enabled] === 'yes'}
          hint="Rates will be configurable and taxes will be calculated during checkout."
        />
        <RadioGroup
          name={F.pricesIncludeTax}
          legend="Prices entered with tax"
          value={values[F.pricesIncludeTax]}
          options={[
            { value: 'yes', label: 'Yes, I will enter prices inclusive of tax' },
            { value: 'no', label: 'No, I will enter prices exclusive of tax' },
          ]}
          error={errors[F.pricesIncludeTax]}
          hint="This option is important as it will affect how you input prices. Changing it will not update existing products."
        />
        <CheckboxField
          id="same-price-everywhere"
          name={F.samePriceEverywhere}
          value="yes"
          label="Keep prices the same in every country"
          defaultChecked={values[F.samePriceEverywhere] === 'yes'}
          hint="Only for prices entered with tax. Ticked, every customer pays the price you entered, whatever their country’s rate: the tax inside it changes. Unticked, your own country’s tax is taken out of the price and the customer’s added, so the price differs from country to country. With prices entered without tax this changes nothing."
        />
        <SelectField
          id="woocommerce-tax-based-on"
          name={F.basedOn}
          label="Calculate tax based on"
          defaultValue={values[F.basedOn]}
          options={[
            { value: 'shipping', label: 'Customer shipping address' },
            { value: 'billing', label: 'Customer billing address' },
            { value: 'base', label: 'Shop base address' },
          ]}
          error={errors[F.basedOn]}
          hint="This option determines which address is used to calculate tax."
        />
        <SelectField
          id="woocommerce-shipping-tax-class"
          name={F.shippingTaxClass}
          label="Shipping tax class"
          defaultValue={values[F.shippingTaxClass]}
          options={[{ value: 'inherit', label: 'Shipping tax class based on cart items' }, ...classes]}
          error={errors[F.shippingTaxClass]}
          hint="Optionally control which tax class shipping gets, or leave it so shipping tax is based on the cart items themselves."
        />
        <fieldset className="form-row form-row--group">
          <legend>Rounding</legend>
          <CheckboxField id="woocommerce-tax-round-at-subtotal" name={F.roundAtSubtotal} value="yes" label="Round tax at subtotal level, instead of rounding per line" defaultChecked={values[F.roundAtSubtotal] === 'yes'} />
        </fieldset>
        <TextAreaField
          id="woocommerce-tax-classes"
          name={F.classes}
          label="Additional tax classes"
          rows={4}
          defaultValue={values[F.classes]}
          error={errors[F.classes]}
          hint="List additional tax classes you need below (1 per line, e.g. Reduced rate). These are in addition to “Standard rate” which exists by default. Removing a line deletes its class and its rates; its products are then taxed at the standard rates."
        />
      </fieldset>
      <fieldset className="admin-fieldset">
        <legend>Display</legend>
        <SelectField id="woocommerce-tax-display-shop" name={F.displayShop} label="Display prices in the shop" defaultValue={values[F.displayShop]} options={DISPLAY_OPTIONS} error={errors[F.displayShop]} />
        <SelectField id="woocommerce-tax-display-cart" name={F.displayCart} label="Display prices during cart and checkout" defaultValue={values[F.displayCart]} options={DISPLAY_OPTIONS} error={errors[F.displayCart]} />
        <TextField
          id="woocommerce-price-display-suffix"
          name={F.priceSuffix}
          label="Price display suffix"
          maxLength={100}
          defaultValue={values[F.priceSuffix]}
          error={errors[F.priceSuffix]}
          hint="Words shown after your product prices, for example “incl. VAT”, to explain your pricing."
        />
        <SelectField
          id="woocommerce-tax-total-display"
          name={F.totalDisplay}
          label="Display tax totals"
          defaultValue={values[F.totalDisplay]}
          options={[
            { value: 'single', label: 'As a single total' },
            { value: 'itemized', label: 'Itemized' },
          ]}
          error={errors[F.totalDisplay]}
        />
      </fieldset>
      <fieldset className="admin-fieldset">
        <legend>Shop base address</legend>
        <p className="form-row__hint">Where your shop is: “Shop base address” taxes by it, and prices entered with tax include its rates.</p>
        <SelectField
          id="woocommerce-default-country"
          name={F.baseCountry}
          label="Country"
          defaultValue={values[F.baseCountry]}
          options={countries.map((country) => ({ value: country.code, label: country.name }))}
          error={errors[F.baseCountry]}
        />
        <TextField id="store-state" name={F.baseState} label="State code" maxLength={10} autoComplete="off" defaultValue={values[F.baseState]} error={errors[F.baseState]} hint="Such as CA; leave blank where the country has no states." />
        <TextField id="woocommerce-store-postcode" name={F.basePostcode} label="Postcode / ZIP" maxLength={20} autoComplete="off" defaultValue={values[F.basePostcode]} error={errors[F.basePostcode]} />
        <TextField id="woocommerce-store-city" name={F.baseCity} label="City" maxLength={100} autoComplete="off" defaultValue={values[F.baseCity]} error={errors[F.baseCity]} />
      </fieldset>
      <button type="submit" className="button">
        Save changes
      </button>
    </Form>
  );
}
