import type { FieldErrors } from '../shared/validation.ts';
import { isCountryCode } from './rate-fields.ts';
import { readTaxClassLines, taxClassLinesText } from './tax-class-list.ts';
import { TAX_BASES, TAX_DISPLAYS, type TaxSettings } from './tax-settings.ts';
import type { TaxClass } from './tax-store.ts';
import { TAX_OPTION_FIELDS, type TaxOptionName, type TaxOptionsFormValues } from './tax-option-names.ts';

export { TAX_OPTION_FIELDS, type TaxOptionName, type TaxOptionsFormValues };

const NAMES = Object.values(TAX_OPTION_FIELDS);
const CHECKBOXES: readonly TaxOptionName[] = [TAX_OPTION_FIELDS.enabled, TAX_OPTION_FIELDS.roundAtSubtotal, TAX_OPTION_FIELDS.samePriceEverywhere];
/** `woocommerce_shipping_tax_class`'s value for "Shipping tax class based on cart items". */
export const INHERIT_SHIPPING_CLASS = 'inherit';

const yes = (value: boolean) => (value ? 'yes' : '');

/** The form's values for the saved options and classes. */
export function taxOptionsFormValues(settings: TaxSettings, classes: readonly TaxClass[]): TaxOptionsFormValues {
  return {
    [TAX_OPTION_FIELDS.enabled]: yes(settings.enabled),
    [TAX_OPTION_FIELDS.pricesIncludeTax]: settings.pricesIncludeTax ? 'yes' : 'no',
    [TAX_OPTION_FIELDS.basedOn]: settings.basedOn,
    [TAX_OPTION_FIELDS.shippingTaxClass]: settings.shippingTaxClass,
    [TAX_OPTION_FIELDS.roundAtSubtotal]: yes(settings.roundAtSubtotal),
    [TAX_OPTION_FIELDS.classes]: taxClassLinesText(classes),
    [TAX_OPTION_FIELDS.displayShop]: settings.displayShop,
    [TAX_OPTION_FIELDS.displayCart]: settings.displayCart,
    [TAX_OPTION_FIELDS.priceSuffix]: settings.priceSuffix,
    [TAX_OPTION_FIELDS.totalDisplay]: settings.totalDisplay,
    [TAX_OPTION_FIELDS.samePriceEverywhere]: yes(settings.samePriceEverywhere),
    [TAX_OPTION_FIELDS.baseCountry]: settings.base.country,
    [TAX_OPTION_FIELDS.baseState]: settings.base.state,
    [TAX_OPTION_FIELDS.basePostcode]: settings.base.postcode,
    [TAX_OPTION_FIELDS.baseCity]: settings.base.city,
  } as TaxOptionsFormValues;
}

/** A posted form's values (each at most 10,000 characters; a checkbox left unticked is absent). */
export function readTaxOptionsForm(form: { get(name: string): unknown }): TaxOptionsFormValues {
  const values = {} as TaxOptionsFormValues;
  for (const name of NAMES) {
    const value = form.get(name);
    const text = typeof value === 'string' ? value.slice(0, 10_000) : '';
    values[name] = CHECKBOXES.includes(name) ? (text === 'yes' || text === '1' ? 'yes' : '') : text;
  }
  return values;
}

/**
 * The options and the classes the form asks for, or its mistakes by field name. The shipping tax class
 * may be one of the classes the same form adds, not one it removes.
 */
export function parseTaxOptionsForm(values: TaxOptionsFormValues): { ok: true; settings: TaxSettings; classes: TaxClass[] } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const text = (name: TaxOptionName) => values[name].trim();
  const classes = readTaxClassLines(values[TAX_OPTION_FIELDS.classes]);
  if (!classes.ok) errors[TAX_OPTION_FIELDS.classes] = classes.error;

  const included = text(TAX_OPTION_FIELDS.pricesIncludeTax);
  if (included !== 'yes' && included !== 'no') errors[TAX_OPTION_FIELDS.pricesIncludeTax] = 'Choose whether you enter prices with tax or without.';
  const basedOn = text(TAX_OPTION_FIELDS.basedOn);
  if (!(TAX_BASES as readonly string[]).includes(basedOn)) errors[TAX_OPTION_FIELDS.basedOn] = 'Choose the address tax is calculated from.';
  const shippingClass = text(TAX_OPTION_FIELDS.shippingTaxClass);
  if (shippingClass !== INHERIT_SHIPPING_CLASS && shippingClass !== '' && classes.ok && !classes.classes.some((taxClass) => taxClass.slug === shippingClass)) {
    errors[TAX_OPTION_FIELDS.shippingTaxClass] = 'Choose a shipping tax class from the list (a class you remove from the list cannot be it).';
  }
  for (const name of [TAX_OPTION_FIELDS.displayShop, TAX_OPTION_FIELDS.displayCart]) {
    if (!(TAX_DISPLAYS as readonly string[]).includes(text(name))) errors[name] = 'Choose Including tax or Excluding tax.';
  }
  const totalDisplay = text(TAX_OPTION_FIELDS.totalDisplay);
  if (totalDisplay !== 'single' && totalDisplay !== 'itemized') errors[TAX_OPTION_FIELDS.totalDisplay] = 'Choose As a single total or Itemized.';
  const suffix = text(TAX_OPTION_FIELDS.priceSuffix);
  if (suffix.length > 100) errors[TAX_OPTION_FIELDS.priceSuffix] = 'Keep the suffix under 100 characters.';
  // eslint-disable-next-line no-control-regex
  else if (/[\u0000-\u001f\u007f-\u009f<>]/.test(suffix)) errors[TAX_OPTION_FIELDS.priceSuffix] = 'Write the suffix as plain text, without angle brackets.';

  // WooCommerce's own value is "DE" or "US:CA" (a country and its state).
  const [countryPart = '', statePart = ''] = text(TAX_OPTION_FIELDS.baseCountry).toUpperCase().split(':');
  if (!isCountryCode(countryPart)) errors[TAX_OPTION_FIELDS.baseCountry] = 'Choose the country your shop is in.';
  const state = (text(TAX_OPTION_FIELDS.baseState) || statePart).toUpperCase();
  if (state !== '' && !/^[A-Z0-9-]{1,10}$/.test(state)) errors[TAX_OPTION_FIELDS.baseState] = 'Enter a state code such as CA (letters, digits and -, at most 10), or leave it blank.';
  const postcode = text(TAX_OPTION_FIELDS.basePostcode).toUpperCase();
  if (postcode !== '' && !/^[A-Z0-9 -]{1,20}$/.test(postcode)) errors[TAX_OPTION_FIELDS.basePostcode] = 'Enter a postcode of letters, digits, spaces and -, at most 20, or leave it blank.';
  const city = text(TAX_OPTION_FIELDS.baseCity);
  if (city.length > 100) errors[TAX_OPTION_FIELDS.baseCity] = 'Keep the city under 100 characters.';
  // eslint-disable-next-line no-control-regex
  else if (/[\u0000-\u001f\u007f-\u009f]/.test(city)) errors[TAX_OPTION_FIELDS.baseCity] = 'Write the city as plain text.';

  if (Object.keys(errors).length > 0 || !classes.ok) return { ok: false, errors };
  return {
    ok: true,
    classes: classes.classes,
    settings: {
      enabled: values[TAX_OPTION_FIELDS.enabled] === 'yes',
      pricesIncludeTax: included === 'yes',
      basedOn: basedOn as TaxSettings['basedOn'],
      shippingTaxClass: shippingClass,
      roundAtSubtotal: values[TAX_OPTION_FIELDS.roundAtSubtotal] === 'yes',
      displayShop: text(TAX_OPTION_FIELDS.displayShop) as TaxSettings['displayShop'],
      displayCart: text(TAX_OPTION_FIELDS.displayCart) as TaxSettings['displayCart'],
      priceSuffix: suffix,
      totalDisplay: totalDisplay as TaxSettings['totalDisplay'],
      samePriceEverywhere: values[TAX_OPTION_FIELDS.samePriceEverywhere] === 'yes',
      base: { country: countryPart, state, postcode, city },
    },
  };
}
