import { getAccountRow } from '../../../core/accounts/customer-accounts.ts';
import { getEditableProduct } from '../../../core/catalog/product-editor.ts';
import { getCoupon } from '../../../core/coupons/coupon-store.ts';
import { getOwnerOrder } from '../../../core/orders/owner-order-query.ts';
import type { WebhookPayloads } from '../../../core/webhooks/deliver.ts';
import { couponsJson } from './coupons.ts';
import { customersJsonWith } from './customers.ts';
import { orderJson } from './order-json.ts';
import { productsJsonWith } from './products.ts';
import type { WcLinkBase } from './wc-format.ts';

/**
 * A webhook's body: the resource's JSON exactly as `GET /wc/v3/<resource>s/<id>` answers it (a variation
 * as a product of type `variation`, as WooCommerce's products route answers one), or null once it is gone.
 */
export function wcV3Payloads(base: WcLinkBase): WebhookPayloads {
  return async (db, resource, id) => {
    switch (resource) {
      case 'order': {
        const order = await getOwnerOrder(db, id);
        return order ? orderJson(order, base) : null;
      }
      case 'product': {
        const editable = await getEditableProduct(db, id);
        return editable ? ((await productsJsonWith(db, [editable.product], base))[0] ?? null) : null;
      }
      case 'coupon': {
        const coupon = await getCoupon(db, id);
        return coupon ? ((await couponsJson(db, [coupon], base))[0] ?? null) : null;
      }
      case 'customer': {
        const user = await getAccountRow(db, id);
        return user ? ((await customersJsonWith(db, [user], base))[0] ?? null) : null;
      }
    }
  };
}
