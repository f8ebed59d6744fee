import type { NewProduct } from '../../db/schema.ts';
import type { CsvAttribute } from './csv-import-kinds.ts';
import { csvSaleColumns } from './csv-import-simple.ts';
import type { GroupedPrices } from './grouped-prices.ts';
import { variableParentPrices } from './variation-rules.ts';
import type { CheckedRow } from './csv-import-typed.ts';
import { priceInForce, scheduleOf, scheduleProblems } from './sale-schedule.ts';
import { slugify } from './slug.ts';
import { deriveStockStatus } from './stock-status.ts';

/**
 * A new simple, external, variable or grouped product of the file, as the columns of its `products` row,
 * written with others of its batch in one statement (`csv-import-new-products.ts`). The values are those
 * the row's own writer would store: `importRow` for a simple product, the product editor for the others.
 */

/** The keys of the shop's products (and those planned before) that decide whether a row is new. */
export interface TakenKeys {
  skus: Set<string>;
  slugs: Set<string>;
}

/** Every column of a new product's row, so rows of one statement name the same columns. */
export type NewProductValues = Required<Omit<NewProduct, 'id' | 'total_sales' | 'average_rating' | 'rating_count'>>;

export interface NewProductPlan {
  values: NewProductValues;
  /** Category names in the row's order; undefined when the file has no Categories column. */
  categories: string[] | undefined;
  /** Rows of `product_translations` for it (locales whose fields are all blank have none). */
  translations: { locale: string; name: string; short_description: string; description: string }[];
  /** The row's attributes, and those of them the file's variations of it name. */
  attributes: readonly CsvAttribute[];
  variationNames: ReadonlySet<string>;
  /** A grouped product's children, in order. */
  childIds: readonly number[];
  /** The shipping class the row names (found or created as the plan is written), null for none. */
  shippingClass: string | null;
}

/** What a row's plan needs beyond the row: the attributes the file's variations name, a grouped product's children and their prices. */
export interface PlanExtras {
  variationNames: ReadonlySet<string>;
  group?: { childIds: number[]; prices: GroupedPrices };
}

/**
 * Whether a row may be written with the others of its batch when it turns out to be new: a row of any
 * type without images (each is read and stored on its own); an external product needs its address.
 */
export function mayWriteAsNew(checked: CheckedRow): boolean {
  const { type, external } = checked.row;
  return checked.product.images.length === 0 && (type !== 'external' || external !== null);
}

/** The address a new product of this row is given when no other product has it (else the row's writer numbers it). */
export function wantedSlug(checked: CheckedRow): string {
  return checked.product.slug || slugify(checked.product.name) || 'product';
}

/** The key the row's product is found by in the shop: its SKU, else its slug. */
export function matchKey(checked: CheckedRow): { sku: string } | { slug: string } {
  return checked.product.sku ? { sku: checked.product.sku } : { slug: checked.product.slug };
}

/**
 * The row's product as a new one, or null when it is not plainly new: its SKU (or, without one, its
 * slug) is a product already, its slug is taken (the row's writer numbers it), or its sale dates are
 * wrong (the row's writer reports that).
 */
export function planNewProduct(checked: CheckedRow, taken: TakenKeys, now: Date, extras: PlanExtras): NewProductPlan | null {
  const key = matchKey(checked);
  const slug = wantedSlug(checked);
  if (('sku' in key ? taken.skus.has(key.sku) : taken.slugs.has(key.slug)) || taken.slugs.has(slug)) return null;
  const { type } = checked.row;
  const kindValues =
    type === 'external' ? externalValues(checked, now) : type === 'variable' ? variableValues() : type === 'grouped' ? (extras.group ? groupedValues(extras.group.prices) : null) : simpleValues(checked, now);
  if (kindValues === null) return null;
  const { product, row } = checked;
  const iso = now.toISOString();
  const values: NewProductValues = {
    slug,
    sku: product.sku,
    name: product.name,
    status: product.status ?? 'publish',
    short_description: product.shortDescription ?? '',
    description: product.description ?? '',
    menu_order: row.position ?? 0,
    created_at: iso,
    updated_at: iso,
    parent_id: null,
    max_price: null,
    ...kindValues,
    weight: product.shipping?.weight ?? null,
    length: product.shipping?.length ?? null,
    width: product.shipping?.width ?? null,
    height: product.shipping?.height ?? null,
    shipping_class_id: null,
    tax_status: product.tax?.taxStatus ?? 'taxable',
    tax_class: product.tax?.taxClass ?? '',
  };
  const empty = { name: '', short_description: '', description: '' };
  const translations = Object.entries(checked.translations)
    .map(([locale, fields]) => ({ locale, ...empty, ...fields }))
    .filter((translation) => translation.name !== '' || translation.short_description !== '' || translation.description !== '');
  return {
    values,
    categories: product.categories,
    translations,
    attributes: row.attributes ?? [],
    // A simple product's attributes are never ones its variations choose among (`importRow`).
    variationNames: type === 'simple' ? new Set() : extras.variationNames,
    childIds: extras.group?.childIds ?? [],
    shippingClass: product.tax?.shippingClass ?? null,
  };
}

type KindValues = Pick<
  NewProductValues,
  'type' | 'external_url' | 'button_text' | 'regular_price' | 'sale_price' | 'date_on_sale_from' | 'date_on_sale_to' | 'price' | 'stock' | 'stock_status'
> &
  Partial<Pick<NewProductValues, 'max_price'>>;

/** As the editor saves a new variable product: priced by its variations, none yet (`syncVariableParent`). */
function variableValues(): KindValues {
  const summary = variableParentPrices([]);
  return {
    type: 'variable',
    external_url: null,
    button_text: null,
    regular_price: summary.regularPrice,
    sale_price: summary.salePrice,
    date_on_sale_from: null,
    date_on_sale_to: null,
    price: summary.price,
    max_price: summary.maxPrice,
    stock: null,
    stock_status: summary.stockStatus,
  };
}

/** As the editor saves a new grouped product: priced by its published children (`syncGroupedPrices`). */
function groupedValues(prices: GroupedPrices): KindValues {
  return {
    type: 'grouped',
    external_url: null,
    button_text: null,
    regular_price: prices.price,
    sale_price: null,
    date_on_sale_from: null,
    date_on_sale_to: null,
    price: prices.price,
    max_price: prices.maxPrice,
    stock: null,
    stock_status: prices.stockStatus,
  };
}

/** As `importRow` writes a new simple product (a sale date problem is left to it to report). */
function simpleValues({ product }: CheckedRow, now: Date): KindValues | null {
  let sale: ReturnType<typeof csvSaleColumns>;
  try {
    sale = csvSaleColumns(product, product.salePrice ?? null, null);
  } catch {
    return null;
  }
  return {
    type: 'simple',
    external_url: null,
    button_text: null,
    ...sale,
    price: priceInForce(scheduleOf(sale), now),
    stock: product.stock ?? null,
    stock_status: product.stockStatus ?? 'instock',
  };
}

/** As the product editor saves a new external product from the row (`importWithEditor`). */
function externalValues({ product, row }: CheckedRow, now: Date): KindValues | null {
  if (!row.external) return null;
  const wanted = product.salePrice ?? null;
  // A sale price that is not below the regular price is dropped, as the editor's import drops it.
  const salePrice = wanted !== null && wanted < product.regularPrice ? wanted : null;
  const sale = {
    regular_price: product.regularPrice,
    sale_price: salePrice,
    date_on_sale_from: salePrice === null ? null : (product.saleFrom ?? null),
    date_on_sale_to: salePrice === null ? null : (product.saleTo ?? null),
  };
  const problems = scheduleProblems({ salePrice, from: sale.date_on_sale_from, to: sale.date_on_sale_to });
  if (problems && Object.keys(problems).length > 0) return null;
  const stock = product.stock ?? null;
  return {
    type: 'external',
    external_url: row.external.url,
    button_text: row.external.buttonText,
    ...sale,
    price: priceInForce(scheduleOf(sale), now),
    stock,
    stock_status: deriveStockStatus(stock, product.stockStatus ?? 'instock'),
  };
}
