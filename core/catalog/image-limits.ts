/**
 * The most images a product takes in one go: one upload in the admin's product form, and one row of a
 * product import (whose URLs are each downloaded, up to 20 MB and 10 s apiece). WooCommerce products
 * rarely carry more; a product that does gets the rest in the admin.
 */
export const MAX_NEW_PRODUCT_IMAGES = 12;
