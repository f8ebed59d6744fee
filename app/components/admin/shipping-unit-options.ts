import type { DimensionUnit, WeightUnit } from '../../../core/catalog/shipping-units.ts';

/** The units as WooCommerce's product settings name them. */
export const WEIGHT_UNIT_OPTIONS: readonly { value: WeightUnit; label: string }[] = [
  { value: 'kg', label: 'kg' },
  { value: 'g', label: 'g' },
  { value: 'lbs', label: 'lbs' },
  { value: 'oz', label: 'oz' },
];

export const DIMENSION_UNIT_OPTIONS: readonly { value: DimensionUnit; label: string }[] = [
  { value: 'm', label: 'm' },
  { value: 'cm', label: 'cm' },
  { value: 'mm', label: 'mm' },
  { value: 'in', label: 'in' },
  { value: 'yd', label: 'yd' },
];
