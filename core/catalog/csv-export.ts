import type { Db } from '../../db/connect.ts';
import type { Product } from '../../db/schema.ts';
import { FIELD_LABELS, TRANSLATABLE } from '../i18n/content-fields.ts';
import { translationsIn } from '../i18n/content-translations.ts';
import type { ShopLocales } from '../i18n/locales.ts';
import { toCsv, type CsvValue } from '../shared/csv.ts';
import { DEFAULT_CURRENCY, majorAmountText } from '../shared/money.ts';
import { attributeColumn, escapeCommas } from './csv-import-kinds.ts';
import { CSV_COLUMNS } from './csv-import-row.ts';
import { readProductsAttributes, type ProductAttributeView } from './product-attributes.ts';
import { groupedChildIds } from './product-kind.ts';
import { shippingCells, shippingHeader } from './csv-shipping.ts';
import { DEFAULT_SHIPPING_UNITS, type ShippingUnits } from './shipping-units.ts';
import { saleDayText } from './sale-dates.ts';
import { TAX_COLUMNS } from './csv-tax-columns.ts';

/**
 * The catalogue as WooCommerce's product CSV export lays it out: the columns the import reads, in
 * WooCommerce's order, each product followed by its variations, so the file imports back here or into
 * WooCommerce. Other products are named by SKU, else `id:<ID>` (the ID column of the same file).
 */

/** WooCommerce's export order of the columns this shop has. */
export const EXPORT_COLUMNS = [
  CSV_COLUMNS.id,
  CSV_COLUMNS.type,
  CSV_COLUMNS.sku,
  CSV_COLUMNS.name,
  CSV_COLUMNS.published,
  CSV_COLUMNS.shortDescription,
  CSV_COLUMNS.description,
  CSV_COLUMNS.saleFrom,
  CSV_COLUMNS.saleTo,
  TAX_COLUMNS.taxStatus,
  TAX_COLUMNS.taxClass,
  CSV_COLUMNS.inStock,
  CSV_COLUMNS.stock,
  CSV_COLUMNS.salePrice,
  CSV_COLUMNS.regularPrice,
  CSV_COLUMNS.categories,
  TAX_COLUMNS.shippingClass,
  CSV_COLUMNS.images,
  CSV_COLUMNS.parent,
  CSV_COLUMNS.grouped,
  CSV_COLUMNS.externalUrl,
  CSV_COLUMNS.buttonText,
  CSV_COLUMNS.position,
] as const;

/** The fixed columns, with WooCommerce's weight and dimensions columns after Stock, the shop's units in their names. */
export function exportColumns(units: ShippingUnits = DEFAULT_SHIPPING_UNITS): string[] {
  const at = EXPORT_COLUMNS.indexOf(CSV_COLUMNS.stock) + 1;
  return [...EXPORT_COLUMNS.slice(0, at), ...shippingHeader(units), ...EXPORT_COLUMNS.slice(at)];
}

export interface ExportOptions {
  /** Where product images are served (`https://shop.example/uploads`): the Images column lists their addresses. */
  uploadsUrl: string;
  /** With other locales, "Name (fr)", "Short description (fr)" and "Description (fr)" columns follow. */
  locales?: ShopLocales;
  /** Products read from the database at a time. */
  pageSize?: number;
  /** The shop's weight and dimension units, named in those columns' headers. */
  units?: ShippingUnits;
  /** The shop's currency: amounts are written with its decimals (DEFAULT_CURRENCY's when left out). */
  currency?: string;
}

/** Minor units as the export writes amounts ("45.00", "4500" in yen); blank for none. */
export function exportAmount(minor: number | null, currency: string): string {
  return minor === null ? '' : majorAmountText(minor, currency);
}

const STOCK_STATUS_CELLS: Record<Product['stock_status'], CsvValue> = { instock: 1, outofstock: 0, onbackorder: 'backorder' };

/** WooCommerce writes line breaks in descriptions as "\n", keeping each product on one line. */
const oneLine = (text: string) => text.replace(/\r?\n/g, '\\n');

const list = (items: readonly string[]) => items.map(escapeCommas).join(', ');

/** A product as another row names it: its SKU, else `id:<ID>`. */
const refOf = (product: Pick<Product, 'id' | 'sku'>) => (product.sku ? product.sku : `id:${product.id}`);

/** How many attribute columns the header needs: the most attributes any product has. */
async function attributeColumnCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('product_attributes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .groupBy('product_id')
    .orderBy('n', 'desc')
    .limit(1)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * The export as CSV text in pieces, each with how many product rows it holds: the header, then one piece
 * per page of products (each with its variations), so a large catalogue is never held at once. Cells that would start a spreadsheet
 * formula are neutralised (`core/shared/csv.ts`).
 */
export async function* productCsvChunks(db: Db, options: ExportOptions): AsyncGenerator<{ csv: string; rows: number }> {
  const attributeCount = await attributeColumnCount(db);
  const otherLocales = options.locales?.others ?? [];
  const translated = otherLocales.flatMap((locale) => TRANSLATABLE.product.fields.map((field) => ({ locale, field, column: `${FIELD_LABELS[field]} (${locale})` })));
  const header: string[] = exportColumns(options.units);
  for (let n = 1; n <= attributeCount; n++) header.push(attributeColumn(n, 'name'), attributeColumn(n, 'value(s)'), attributeColumn(n, 'visible'), attributeColumn(n, 'global'));
  header.push(...translated.map((column) => column.column));
  yield { csv: toCsv([header]), rows: 0 };

  const shippingClassSlugs = new Map((await db.selectFrom('shipping_classes').select(['id', 'slug']).execute()).map((row) => [row.id, row.slug]));
  const pageSize = options.pageSize ?? 200;
  const currency = options.currency ?? DEFAULT_CURRENCY;
  let after = 0;
  for (;;) {
    const products = await db.selectFrom('products').selectAll().where('type', '!=', 'variation').where('id', '>', after).orderBy('id').limit(pageSize).execute();
    if (products.length === 0) return;
    after = products.at(-1)!.id;
    const variationRows = await db
      .selectFrom('products')
      .selectAll()
      .where('type', '=', 'variation')
      .where('parent_id', 'in', products.map((product) => product.id))
      .orderBy('menu_order')
      .orderBy('id')
      .execute();
    const all = [...products, ...variationRows];
    const ids = all.map((product) => product.id);
    const [categories, images, attributes, children, values, translations] = await Promise.all([
      db.selectFrom('product_categories as pc').innerJoin('categories as c', 'c.id', 'pc.category_id').select(['pc.product_id', 'c.name']).where('pc.product_id', 'in', ids).orderBy('c.name').execute(),
      db.selectFrom('product_images').select(['product_id', 'file', 'sizes', 'width']).where('product_id', 'in', ids).orderBy('position').orderBy('id').execute(),
      readProductsAttributes(db, products.map((product) => product.id)),
      groupedChildIds(db, products.filter((product) => product.type === 'grouped').map((product) => product.id)),
      variationRows.length > 0 ? db.selectFrom('variation_attributes').selectAll().where('variation_id', 'in', variationRows.map((row) => row.id)).execute() : Promise.resolve([]),
      Promise.all(otherLocales.map(async (locale) => [locale, await translationsIn(db, 'product', products.map((product) => product.id), locale)] as const)),
    ]);
    const childIds = [...new Set([...children.values()].flat())];
    const childRefs = new Map((childIds.length > 0 ? await db.selectFrom('products').select(['id', 'sku']).where('id', 'in', childIds).execute() : []).map((row) => [row.id, refOf(row)]));
    const byId = new Map(products.map((product) => [product.id, product]));
    const imageUrl = (image: (typeof images)[number]) => {
      let sizes: unknown;
      try {
        sizes = JSON.parse(image.sizes);
      } catch {
        sizes = [];
      }
      const widths = Array.isArray(sizes) ? sizes.filter((width): width is number => Number.isInteger(width)) : [];
      return `${options.uploadsUrl}/${image.file}-${widths.length > 0 ? Math.max(...widths) : image.width}.webp`;
    };

    const rowOf = (product: Product): CsvValue[] => {
      const ownPrice = product.type === 'simple' || product.type === 'external' || product.type === 'variation';
      const parent = product.parent_id === null ? undefined : byId.get(product.parent_id);
      return [
        product.id,
        product.type,
        product.sku ?? '',
        product.name,
        product.status === 'publish' ? 1 : -1,
        oneLine(product.short_description),
        oneLine(product.description),
        // Days, as WooCommerce exports them (the import reads a day as its whole day).
        ownPrice ? saleDayText(product.date_on_sale_from) : '',
        ownPrice ? saleDayText(product.date_on_sale_to) : '',
        // A variation is taxed by its product's status; its class is its own, `parent` for its product's.
        (parent ?? product).tax_status,
        product.type === 'variation' && product.tax_class === '' ? 'standard' : product.tax_class,
        STOCK_STATUS_CELLS[product.stock_status],
        product.stock ?? '',
        ...shippingCells(product),
        ownPrice ? exportAmount(product.sale_price, currency) : '',
        ownPrice ? exportAmount(product.regular_price, currency) : '',
        list(categories.filter((row) => row.product_id === product.id).map((row) => row.name)),
        product.shipping_class_id === null ? '' : (shippingClassSlugs.get(product.shipping_class_id) ?? ''),
        images.filter((image) => image.product_id === product.id).map(imageUrl).join(', '),
        parent ? refOf(parent) : '',
        list((children.get(product.id) ?? []).flatMap((id) => childRefs.get(id) ?? [])),
        product.external_url ?? '',
        product.button_text ?? '',
        product.menu_order,
      ];
    };
    const attributeCells = (views: readonly ProductAttributeView[], cells: (view: ProductAttributeView) => CsvValue[]) => {
      const out: CsvValue[] = views.slice(0, attributeCount).flatMap(cells);
      while (out.length < attributeCount * 4) out.push('');
      return out;
    };

    const lines: CsvValue[][] = [];
    for (const product of products) {
      const own = attributes.get(product.id) ?? [];
      const translatedCells = translated.map(({ locale, field }) => {
        const text = translations.find(([name]) => name === locale)?.[1].get(product.id)?.[field] ?? '';
        return field === 'name' ? text : oneLine(text);
      });
      lines.push([...rowOf(product), ...attributeCells(own, (view) => [view.name, list(view.options.map((option) => option.label)), view.visible ? 1 : 0, view.id !== 0 ? 1 : 0]), ...translatedCells]);
      if (product.type !== 'variable') continue;
      for (const variation of variationRows.filter((row) => row.parent_id === product.id)) {
        const chosen = Object.fromEntries(values.filter((value) => value.variation_id === variation.id).map((value) => [value.name, value.value]));
        const axes = own.filter((view) => view.variation);
        lines.push([
          ...rowOf(variation),
          ...attributeCells(axes, (view) => {
            const value = chosen[view.key] ?? '';
            // A variation names one value (its label, as a term's name), blank for "any".
            return [view.name, value === '' ? '' : escapeCommas(view.options.find((option) => option.value === value)?.label ?? value), '', view.id !== 0 ? 1 : 0];
          }),
          ...translated.map(() => ''),
        ]);
      }
    }
    yield { csv: toCsv(lines), rows: lines.length };
  }
}

/** The whole export as one text (for a download of a small shop, and for tests). */
export async function exportProductCsv(db: Db, options: ExportOptions): Promise<string> {
  let text = '';
  for await (const chunk of productCsvChunks(db, options)) text += chunk.csv;
  return text;
}
