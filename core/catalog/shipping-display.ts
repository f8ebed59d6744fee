import { formatNumber } from '../i18n/format.ts';
import { DIMENSION_FIELDS, type ShippingColumns } from './product-shipping.ts';
import type { DimensionUnit, WeightUnit } from './shipping-units.ts';

/**
 * Weight and dimensions as the product page shows them, WooCommerce's `wc_format_weight` and
 * `wc_format_dimensions`: "0.4 kg", "30 × 20 × 2 cm" with the page's decimal mark; '' when there is none
 * (the page then says "N/A" in its language).
 */
const UP_TO_THREE_DECIMALS: Intl.NumberFormatOptions = { maximumFractionDigits: 3 };
const decimal = (value: string, locale: string) => formatNumber(Number(value), locale, UP_TO_THREE_DECIMALS);

export function formatWeight(weight: string | null, unit: WeightUnit, locale: string): string {
  return weight ? `${decimal(weight, locale)} ${unit}` : '';
}

/** The dimensions given, in order, joined by "×"; the missing ones are left out, as WooCommerce does. */
export function formatDimensions(values: Pick<ShippingColumns, 'length' | 'width' | 'height'>, unit: DimensionUnit, locale: string): string {
  const given = DIMENSION_FIELDS.flatMap((field) => (values[field] ? [decimal(values[field], locale)] : []));
  return given.length > 0 ? `${given.join(' × ')} ${unit}` : '';
}
