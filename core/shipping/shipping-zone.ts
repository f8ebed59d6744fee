/** WooCommerce's shipping methods the shop offers. */
export const SHIPPING_METHOD_IDS = ['flat_rate', 'free_shipping', 'local_pickup'] as const;
export type ShippingMethodId = (typeof SHIPPING_METHOD_IDS)[number];

/**
 * A zone's location: a continent (`EU`, core/shipping/continents.ts), a country (`DE`), a state (`US:CA`),
 * a postcode (`80331`, `CB2*`, `90210...90299`).
 */
export interface ZoneLocation {
  type: 'continent' | 'country' | 'state' | 'postcode';
  code: string;
}

/** Flat rate: a cost for the order (a WooCommerce cost formula in the currency's major units), plus costs per shipping class. */
export interface FlatRateSettings {
  title: string;
  taxable: boolean;
  /** `10`, `5 + 2 * [qty]`, `[fee percent="10" min_fee="3"]`; empty: no cost of its own. */
  cost: string;
  /** The cost formula of each shipping class by its id; `none` for products without a class. */
  classCosts: Readonly<Record<string, string>>;
  /** `class`: each class's cost added; `order`: only the dearest class's. */
  calculationType: 'class' | 'order';
}

/** Free shipping, on conditions. */
export interface FreeShippingSettings {
  title: string;
  /** What it needs: nothing, a free-shipping coupon, a minimum amount, either, or both. */
  requires: '' | 'coupon' | 'min_amount' | 'either' | 'both';
  /** Minor units, compared with the cart's subtotal after coupons (before them with `ignoreDiscounts`). */
  minAmount: number;
  ignoreDiscounts: boolean;
}

/** Collecting the order: a fixed cost (minor units), often none. */
export interface LocalPickupSettings {
  title: string;
  taxable: boolean;
  cost: number;
}

export type ShippingMethod =
  | { instanceId: number; methodId: 'flat_rate'; order: number; enabled: boolean; settings: FlatRateSettings }
  | { instanceId: number; methodId: 'free_shipping'; order: number; enabled: boolean; settings: FreeShippingSettings }
  | { instanceId: number; methodId: 'local_pickup'; order: number; enabled: boolean; settings: LocalPickupSettings };

/** Zone 0: "Locations not covered by your other zones". */
export const REST_OF_WORLD_ZONE_ID = 0;

export interface ShippingZone {
  id: number;
  name: string;
  order: number;
  locations: readonly ZoneLocation[];
  methods: readonly ShippingMethod[];
}

/** Where a package goes, as the shopper gave it (or the shop guessed it). */
export interface Destination {
  country: string;
  state: string;
  postcode: string;
  city: string;
}

/** A way to ship the cart, as the shopper chooses it: `flat_rate:3` is method `flat_rate`, instance 3. */
export interface ShippingRate {
  id: string;
  methodId: ShippingMethodId;
  instanceId: number;
  label: string;
  /** Minor units. */
  cost: number;
  taxable: boolean;
}

export const rateId = (method: Pick<ShippingMethod, 'methodId' | 'instanceId'>) => `${method.methodId}:${method.instanceId}`;
