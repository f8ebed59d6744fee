import type { Product } from '../../../db/schema.ts';

/** Every column of a product row, for listings that answer whole rows (the REST APIs). */
export const PRODUCT_COLUMNS = [
  'id',
  'slug',
  'sku',
  'name',
  'status',
  'short_description',
  'description',
  'regular_price',
  'sale_price',
  'price',
  'stock',
  'stock_status',
  'menu_order',
  'total_sales',
  'average_rating',
  'rating_count',
  'created_at',
  'updated_at',
  'type',
  'parent_id',
  'max_price',
  'external_url',
  'button_text',
  'date_on_sale_from',
  'date_on_sale_to',
  'weight',
  'length',
  'width',
  'height',
  'shipping_class_id',
  'tax_status',
  'tax_class',
] as const satisfies readonly (keyof Product)[];

// Every column, checked: a column added to the table and not here fails the type check.
type Missing = Exclude<keyof Product, (typeof PRODUCT_COLUMNS)[number]>;
const everyColumn: Missing extends never ? true : Missing = true;
void everyColumn;
