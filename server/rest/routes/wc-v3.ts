import type { RestRoute } from '../route-table.ts';

/** WooCommerce's REST API for the owner, API keys and application passwords. */
export const wcV3Routes: RestRoute[] = [];
