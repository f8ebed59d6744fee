import type { RestRoute } from '../route-table.ts';
import { createCategory, getCategory, listCategories, removeCategory, updateCategory } from '../wc-v3/categories.ts';
import { batchCouponsRoute, createCouponRoute, getCouponRoute, listCouponsRoute, removeCouponRoute, updateCouponRoute } from '../wc-v3/coupons.ts';
import { getOrder, listOrders, removeOrder, updateOrder } from '../wc-v3/orders.ts';
import { batchCustomersRoute, createCustomerRoute, getCustomerRoute, listCustomersRoute, removeCustomerRoute, updateCustomerRoute } from '../wc-v3/customers.ts';
import { batchWebhooksRoute, createWebhookRoute, getWebhookRoute, listWebhooksRoute, removeWebhookRoute, updateWebhookRoute } from '../wc-v3/webhooks.ts';
import { batchReviewsRoute, createReviewRoute, getReviewRoute, listReviewsRoute, removeReviewRoute, updateReviewRoute } from '../wc-v3/reviews.ts';
import { createRefundRoute, getRefundRoute, listRefundsRoute, removeRefundRoute } from '../wc-v3/refunds.ts';
import {
  createShippingClassRoute,
  getShippingClassRoute,
  listShippingClassesRoute,
  removeShippingClassRoute,
  updateShippingClassRoute,
} from '../wc-v3/shipping-classes.ts';
import {
  createMethodRoute,
  createZoneRoute,
  getLocationsRoute,
  getMethodRoute,
  getShippingMethodRoute,
  getZoneRoute,
  listMethodsRoute,
  listShippingMethodsRoute,
  listZonesRoute,
  removeMethodRoute,
  removeZoneRoute,
  updateLocationsRoute,
  updateMethodRoute,
  updateZoneRoute,
} from '../wc-v3/shipping-zones.ts';
import {
  batchTaxesRoute,
  createTaxClassRoute,
  createTaxRoute,
  getTaxClassRoute,
  getTaxRoute,
  listTaxClassesRoute,
  listTaxesRoute,
  removeTaxClassRoute,
  removeTaxRoute,
  updateTaxRoute,
} from '../wc-v3/taxes.ts';
import { createProduct, getProduct, listProducts, removeProduct, updateProduct } from '../wc-v3/products.ts';
import {
  batchVariationsRoute,
  createVariationRoute,
  generateVariationsRoute,
  getVariationRoute,
  listVariationsRoute,
  removeVariationRoute,
  updateVariationRoute,
} from '../wc-v3/variations.ts';
import {
  createAttributeRoute,
  createTermRoute,
  getAttributeRoute,
  getTermRoute,
  listAttributesRoute,
  listTermsRoute,
  removeAttributeRoute,
  removeTermRoute,
  updateAttributeRoute,
  updateTermRoute,
} from '../wc-v3/attributes.ts';

/**
 * WooCommerce's REST API for the owner, API keys and application passwords. As WooCommerce registers
 * them, an item's POST, PUT and PATCH all update it, and a POST may name another method (router.ts).
 */
export const wcV3Routes: RestRoute[] = [
  { path: '/wc/v3/products', methods: { GET: listProducts, POST: createProduct } },
  { path: '/wc/v3/products/reviews', methods: { GET: listReviewsRoute, POST: createReviewRoute } },
  { path: '/wc/v3/products/reviews/batch', methods: { POST: batchReviewsRoute, PUT: batchReviewsRoute, PATCH: batchReviewsRoute } },
  { path: '/wc/v3/products/reviews/:id', methods: { GET: getReviewRoute, POST: updateReviewRoute, PUT: updateReviewRoute, PATCH: updateReviewRoute, DELETE: removeReviewRoute } },
  { path: '/wc/v3/products/categories', methods: { GET: listCategories, POST: createCategory } },
  { path: '/wc/v3/products/categories/:id', methods: { GET: getCategory, POST: updateCategory, PUT: updateCategory, PATCH: updateCategory, DELETE: removeCategory } },
  { path: '/wc/v3/products/:id', methods: { GET: getProduct, POST: updateProduct, PUT: updateProduct, PATCH: updateProduct, DELETE: removeProduct } },
  { path: '/wc/v3/products/shipping_classes', methods: { GET: listShippingClassesRoute, POST: createShippingClassRoute } },
  {
    path: '/wc/v3/products/shipping_classes/:id',
    methods: { GET: getShippingClassRoute, POST: updateShippingClassRoute, PUT: updateShippingClassRoute, PATCH: updateShippingClassRoute, DELETE: removeShippingClassRoute },
  },
  { path: '/wc/v3/products/attributes', methods: { GET: listAttributesRoute, POST: createAttributeRoute } },
  { path: '/wc/v3/products/attributes/:id', methods: { GET: getAttributeRoute, POST: updateAttributeRoute, PUT: updateAttributeRoute, PATCH: updateAttributeRoute, DELETE: removeAttributeRoute } },
  { path: '/wc/v3/products/attributes/:attribute_id/terms', methods: { GET: listTermsRoute, POST: createTermRoute } },
  {
    path: '/wc/v3/products/attributes/:attribute_id/terms/:id',
    methods: { GET: getTermRoute, POST: updateTermRoute, PUT: updateTermRoute, PATCH: updateTermRoute, DELETE: removeTermRoute },
  },
  { path: '/wc/v3/products/:product_id/variations', methods: { GET: listVariationsRoute, POST: createVariationRoute } },
  { path: '/wc/v3/products/:product_id/variations/batch', methods: { POST: batchVariationsRoute, PUT: batchVariationsRoute, PATCH: batchVariationsRoute } },
  { path: '/wc/v3/products/:product_id/variations/generate', methods: { POST: generateVariationsRoute } },
  {
    path: '/wc/v3/products/:product_id/variations/:id',
    methods: { GET: getVariationRoute, POST: updateVariationRoute, PUT: updateVariationRoute, PATCH: updateVariationRoute, DELETE: removeVariationRoute },
  },
  { path: '/wc/v3/orders', methods: { GET: listOrders } },
  { path: '/wc/v3/orders/:id', methods: { GET: getOrder, POST: updateOrder, PUT: updateOrder, PATCH: updateOrder, DELETE: removeOrder } },
  { path: '/wc/v3/orders/:order_id/refunds', methods: { GET: listRefundsRoute, POST: createRefundRoute } },
  { path: '/wc/v3/orders/:order_id/refunds/:id', methods: { GET: getRefundRoute, DELETE: removeRefundRoute } },
  { path: '/wc/v3/customers', methods: { GET: listCustomersRoute, POST: createCustomerRoute } },
  { path: '/wc/v3/customers/batch', methods: { POST: batchCustomersRoute, PUT: batchCustomersRoute, PATCH: batchCustomersRoute } },
  {
    path: '/wc/v3/customers/:id',
    methods: { GET: getCustomerRoute, POST: updateCustomerRoute, PUT: updateCustomerRoute, PATCH: updateCustomerRoute, DELETE: removeCustomerRoute },
  },
  { path: '/wc/v3/coupons', methods: { GET: listCouponsRoute, POST: createCouponRoute } },
  { path: '/wc/v3/coupons/batch', methods: { POST: batchCouponsRoute, PUT: batchCouponsRoute, PATCH: batchCouponsRoute } },
  { path: '/wc/v3/coupons/:id', methods: { GET: getCouponRoute, POST: updateCouponRoute, PUT: updateCouponRoute, PATCH: updateCouponRoute, DELETE: removeCouponRoute } },
  { path: '/wc/v3/taxes', methods: { GET: listTaxesRoute, POST: createTaxRoute } },
  { path: '/wc/v3/taxes/batch', methods: { POST: batchTaxesRoute, PUT: batchTaxesRoute, PATCH: batchTaxesRoute } },
  { path: '/wc/v3/taxes/classes', methods: { GET: listTaxClassesRoute, POST: createTaxClassRoute } },
  { path: '/wc/v3/taxes/classes/:slug', methods: { GET: getTaxClassRoute, DELETE: removeTaxClassRoute } },
  { path: '/wc/v3/taxes/:id', methods: { GET: getTaxRoute, POST: updateTaxRoute, PUT: updateTaxRoute, PATCH: updateTaxRoute, DELETE: removeTaxRoute } },
  { path: '/wc/v3/shipping/zones', methods: { GET: listZonesRoute, POST: createZoneRoute } },
  { path: '/wc/v3/shipping/zones/:id', methods: { GET: getZoneRoute, POST: updateZoneRoute, PUT: updateZoneRoute, PATCH: updateZoneRoute, DELETE: removeZoneRoute } },
  { path: '/wc/v3/shipping/zones/:id/locations', methods: { GET: getLocationsRoute, POST: updateLocationsRoute, PUT: updateLocationsRoute, PATCH: updateLocationsRoute } },
  { path: '/wc/v3/shipping/zones/:zone_id/methods', methods: { GET: listMethodsRoute, POST: createMethodRoute } },
  {
    path: '/wc/v3/shipping/zones/:zone_id/methods/:instance_id',
    methods: { GET: getMethodRoute, POST: updateMethodRoute, PUT: updateMethodRoute, PATCH: updateMethodRoute, DELETE: removeMethodRoute },
  },
  { path: '/wc/v3/shipping_methods', methods: { GET: listShippingMethodsRoute } },
  { path: '/wc/v3/shipping_methods/:method', methods: { GET: getShippingMethodRoute } },
  { path: '/wc/v3/webhooks', methods: { GET: listWebhooksRoute, POST: createWebhookRoute } },
  { path: '/wc/v3/webhooks/batch', methods: { POST: batchWebhooksRoute, PUT: batchWebhooksRoute, PATCH: batchWebhooksRoute } },
  { path: '/wc/v3/webhooks/:id', methods: { GET: getWebhookRoute, POST: updateWebhookRoute, PUT: updateWebhookRoute, PATCH: updateWebhookRoute, DELETE: removeWebhookRoute } },
];
