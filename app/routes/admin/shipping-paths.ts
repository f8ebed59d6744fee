/** Where the owner's shipping pages live (plain constants, safe for the pages' browser code). */
export const SHIPPING_PATH = '/admin/settings/shipping/';
export const zonePath = (zoneId: number) => `${SHIPPING_PATH}zones/${zoneId}/`;
export const methodPath = (zoneId: number, instanceId: number) => `${zonePath(zoneId)}methods/${instanceId}/`;
export const CLASSES_PATH = `${SHIPPING_PATH}classes/`;

/** WooCommerce's name for zone 0, which it shows in place of one. */
export const REST_OF_WORLD_NAME = 'Locations not covered by your other zones';
