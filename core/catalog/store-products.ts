import type { Db } from '../../db/connect.ts';
import type { Product } from '../../db/schema.ts';
import type { NumberedImage } from '../media/library-pictures.ts';
import { isRowId } from '../shared/row-id.ts';
import { NO_MEMO, readEach, type CatalogReads } from './catalog-memo.ts';
import { productRelations } from './owner-product-query.ts';
import type { ProductCategoryLink } from './product-detail.ts';
import { readProductsAttributes, type ProductAttributeView } from './product-attributes.ts';
import { groupedChildIds } from './product-kind.ts';
import { describeCatalogQuery, type ListedType, type StarRating } from './query/description.ts';
import { PRODUCT_COLUMNS } from './query/columns.ts';
import { runCatalogQuery, type CatalogResult } from './query/run.ts';
import { WOO_PRODUCT_ORDERS, wooSort, type WooProductOrder } from './query/sorts.ts';

/** The orders a Store API client may ask for (WooCommerce's `orderby`), each mapped onto our columns. */
export const STORE_PRODUCT_ORDERS = WOO_PRODUCT_ORDERS;
export type StoreProductOrder = WooProductOrder;

export interface StoreProductFilters {
  /** Words in the name, SKU or short description. */
  search?: string;
  /** Only products in any of these categories, by id or slug. */
  categories?: readonly (number | string)[];
  onSale?: boolean;
  /** Bounds on the price paid now, in minor units, inclusive. */
  minPrice?: number;
  maxPrice?: number;
  /** Only these products. */
  include?: readonly number[];
  /** Only these product types. */
  types?: readonly ListedType[];
  /** Only products rated these whole stars. */
  ratings?: readonly StarRating[] | undefined;
}

export interface StoreProductQuery extends StoreProductFilters {
  page: number;
  perPage: number;
  orderBy: StoreProductOrder;
  order: 'asc' | 'desc';
  /** A keyset cursor from a previous page: this page starts after it. */
  after?: string | undefined;
}

/** A published product with everything the Store API shows of it. */
export interface StoreProduct {
  row: Product;
  /** Each with its library id, the id the Store API names it by. */
  images: NumberedImage[];
  categories: ProductCategoryLink[];
  /** Its attributes (a variable product's include those its variations choose among). */
  attributes: ProductAttributeView[];
  /** A variable product's enabled variations with their values ('' for any); none for other types. */
  variations: { id: number; values: Record<string, string> }[];
  /** A grouped product's products, in the owner's order. */
  groupedIds: number[];
}

/**
 * One page of published products for the Store API, with the total across pages; a bad cursor is refused.
 * `memo`: where each product's images, categories, attributes and variations are kept until the next edit.
 */
export async function listStoreProducts(db: Db, query: StoreProductQuery, memo: CatalogReads = NO_MEMO): Promise<CatalogResult<StoreProduct>> {
  const description = describeCatalogQuery({
    scope: 'storefront',
    // The ids' own order is always first to last, as WooCommerce's.
    sort: wooSort(query.orderBy, query.orderBy === 'include' && query.include?.length ? 'asc' : query.order),
    page: query.page,
    perPage: query.perPage,
    search: query.search,
    ...(query.categories && query.categories.length > 0 ? { categories: query.categories.filter((value) => typeof value === 'string' || isRowId(value)) } : {}),
    ...(query.include && query.include.length > 0 ? { include: query.include } : {}),
    ...(query.types ? { types: query.types } : {}),
    onSale: query.onSale ?? false,
    ...(query.minPrice !== undefined ? { minPrice: query.minPrice } : {}),
    ...(query.maxPrice !== undefined ? { maxPrice: query.maxPrice } : {}),
    ...(query.ratings && query.ratings.length > 0 ? { ratings: query.ratings } : {}),
    after: query.after,
  });
  const result = await runCatalogQuery(db, description, PRODUCT_COLUMNS);
  if (!result.ok) return result;
  return { ok: true, page: { ...result.page, rows: await withImagesAndCategories(db, result.page.rows, memo) } };
}

/** One published product by id, or null. */
export async function getStoreProduct(db: Db, id: number, memo: CatalogReads = NO_MEMO): Promise<StoreProduct | null> {
  if (!isRowId(id)) return null;
  const row = await db.selectFrom('products').selectAll().where('id', '=', id).where('status', '=', 'publish').executeTakeFirst();
  if (!row) return null;
  const [product] = await withImagesAndCategories(db, [row], memo);
  return product ?? null;
}

/** What the Store API shows of a product beside its row: only an edit changes it, so the catalogue memo keeps it. */
type Relations = Omit<StoreProduct, 'row'>;

const NO_RELATIONS: Relations = { images: [], categories: [], attributes: [], variations: [], groupedIds: [] };

async function withImagesAndCategories(db: Db, rows: Product[], memo: CatalogReads): Promise<StoreProduct[]> {
  const relations = await readEach(memo, 'store-relations:', rows.map((row) => row.id), (ids) => readRelations(db, rowsWithIds(rows, ids)), NO_RELATIONS);
  return rows.map((row) => ({ row, ...(relations.get(row.id) ?? NO_RELATIONS) }));
}

function rowsWithIds(rows: readonly Product[], ids: readonly number[]): Product[] {
  const wanted = new Set(ids);
  return rows.filter((row) => wanted.has(row.id));
}

async function readRelations(db: Db, rows: readonly Product[]): Promise<Map<number, Relations>> {
  const ids = rows.map((row) => row.id);
  const variableIds = rows.filter((row) => row.type === 'variable').map((row) => row.id);
  const [{ images, categories }, attributes, variations, grouped] = await Promise.all([
    productRelations(db, ids),
    readProductsAttributes(db, ids),
    enabledVariationValues(db, variableIds),
    groupedChildIds(db, rows.filter((row) => row.type === 'grouped').map((row) => row.id)),
  ]);
  return new Map(
    ids.map((id) => [
      id,
      {
        images: images.get(id) ?? [],
        categories: categories.get(id) ?? [],
        attributes: attributes.get(id) ?? [],
        variations: variations.get(id) ?? [],
        groupedIds: grouped.get(id) ?? [],
      },
    ]),
  );
}

/** Each variable product's enabled variations with their values, in menu order, in two queries for all. */
async function enabledVariationValues(db: Db, parentIds: readonly number[]): Promise<Map<number, { id: number; values: Record<string, string> }[]>> {
  const result = new Map<number, { id: number; values: Record<string, string> }[]>();
  if (parentIds.length === 0) return result;
  const rows = await db
    .selectFrom('products')
    .select(['id', 'parent_id'])
    .where('parent_id', 'in', [...parentIds])
    .where('type', '=', 'variation')
    .where('status', '=', 'publish')
    .orderBy('menu_order')
    .orderBy('id')
    .execute();
  if (rows.length === 0) return result;
  const values = await db.selectFrom('variation_attributes').selectAll().where('variation_id', 'in', rows.map((row) => row.id)).execute();
  for (const row of rows) {
    const own = Object.fromEntries(values.filter((value) => value.variation_id === row.id).map((value) => [value.name, value.value]));
    const list = result.get(row.parent_id as number) ?? [];
    list.push({ id: row.id, values: own });
    result.set(row.parent_id as number, list);
  }
  return result;
}
