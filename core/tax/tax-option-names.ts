/**
 * The owner's tax options form (WooCommerce → Settings → Tax), by WooCommerce's option names where it
 * has them; `store_state` and `same_price_everywhere` are the shop's own. Checkboxes send `yes` (or `1`).
 * Plain names, imported by the form's browser code too.
 */
export const TAX_OPTION_FIELDS = {
  enabled: 'woocommerce_calc_taxes',
  pricesIncludeTax: 'woocommerce_prices_include_tax',
  basedOn: 'woocommerce_tax_based_on',
  shippingTaxClass: 'woocommerce_shipping_tax_class',
  roundAtSubtotal: 'woocommerce_tax_round_at_subtotal',
  classes: 'woocommerce_tax_classes',
  displayShop: 'woocommerce_tax_display_shop',
  displayCart: 'woocommerce_tax_display_cart',
  priceSuffix: 'woocommerce_price_display_suffix',
  totalDisplay: 'woocommerce_tax_total_display',
  samePriceEverywhere: 'same_price_everywhere',
  baseCountry: 'woocommerce_default_country',
  baseState: 'store_state',
  basePostcode: 'woocommerce_store_postcode',
  baseCity: 'woocommerce_store_city',
} as const;

export type TaxOptionName = (typeof TAX_OPTION_FIELDS)[keyof typeof TAX_OPTION_FIELDS];
/** The form as typed, by field name; a ticked checkbox is `yes`, an unticked one ''. */
export type TaxOptionsFormValues = Record<TaxOptionName, string>;
