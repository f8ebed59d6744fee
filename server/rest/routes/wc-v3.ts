import type { RestRoute } from '../route-table.ts';
import { createCategory, getCategory, listCategories, removeCategory, updateCategory } from '../wc-v3/categories.ts';
import { getOrder, listOrders, updateOrder } from '../wc-v3/orders.ts';
import { createProduct, getProduct, listProducts, removeProduct, updateProduct } from '../wc-v3/products.ts';
import { getVariation, listVariations } from '../wc-v3/variations.ts';

/**
 * WooCommerce's REST API for the owner, API keys and application passwords. As WooCommerce registers
 * them, an item's POST, PUT and PATCH all update it, and a POST may name another method (router.ts).
 */
export const wcV3Routes: RestRoute[] = [
  { path: '/wc/v3/products', methods: { GET: listProducts, POST: createProduct } },
  { path: '/wc/v3/products/categories', methods: { GET: listCategories, POST: createCategory } },
  { path: '/wc/v3/products/categories/:id', methods: { GET: getCategory, POST: updateCategory, PUT: updateCategory, PATCH: updateCategory, DELETE: removeCategory } },
  { path: '/wc/v3/products/:id', methods: { GET: getProduct, POST: updateProduct, PUT: updateProduct, PATCH: updateProduct, DELETE: removeProduct } },
  { path: '/wc/v3/products/:product_id/variations', methods: { GET: listVariations } },
  { path: '/wc/v3/products/:product_id/variations/:id', methods: { GET: getVariation } },
  { path: '/wc/v3/orders', methods: { GET: listOrders } },
  { path: '/wc/v3/orders/:id', methods: { GET: getOrder, POST: updateOrder, PUT: updateOrder, PATCH: updateOrder } },
];
