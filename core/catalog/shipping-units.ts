/**
 * The shop's units for weight and dimensions, as WooCommerce offers them (its `woocommerce_weight_unit`
 * and `woocommerce_dimension_unit`). Every product's weight and dimensions are numbers in these units;
 * changing a unit converts nothing, as in WooCommerce.
 */
export const WEIGHT_UNITS = ['kg', 'g', 'lbs', 'oz'] as const;
export const DIMENSION_UNITS = ['m', 'cm', 'mm', 'in', 'yd'] as const;

export type WeightUnit = (typeof WEIGHT_UNITS)[number];
export type DimensionUnit = (typeof DIMENSION_UNITS)[number];

export interface ShippingUnits {
  weight: WeightUnit;
  dimension: DimensionUnit;
}

export const DEFAULT_WEIGHT_UNIT: WeightUnit = 'kg';
export const DEFAULT_DIMENSION_UNIT: DimensionUnit = 'cm';
export const DEFAULT_SHIPPING_UNITS: ShippingUnits = { weight: DEFAULT_WEIGHT_UNIT, dimension: DEFAULT_DIMENSION_UNIT };

/** The units of the store settings (`core/settings/settings.ts`). */
export function shippingUnitsOf(settings: { weightUnit: WeightUnit; dimensionUnit: DimensionUnit }): ShippingUnits {
  return { weight: settings.weightUnit, dimension: settings.dimensionUnit };
}
