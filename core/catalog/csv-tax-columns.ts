import type { Db } from '../../db/connect.ts';
import type { Product } from '../../db/schema.ts';
import { isTaxStatus, SAME_AS_PARENT, TAX_CLASS_SLUG, taxClassSlugOf, type TaxStatus } from './product-tax.ts';
import { slugify } from './slug.ts';

/**
 * The product CSV's `Tax status`, `Tax class` and `Shipping class` columns, as WooCommerce's export
 * writes them: `taxable`, `shipping` or `none`; a tax class's slug (blank for standard; a variation's
 * `parent` for its product's); a shipping class's slug. The import also takes a class by its name.
 */
export const TAX_COLUMNS = { taxStatus: 'Tax status', taxClass: 'Tax class', shippingClass: 'Shipping class' } as const;

/** A tax class as the import knows it: its slug (`''` standard) and name. */
export interface KnownTaxClass {
  slug: string;
  name: string;
}

export interface CsvTaxCells {
  taxStatus?: TaxStatus;
  /** `''` standard, a class's slug, or a variation's `parent`. */
  taxClass?: string;
  /** A shipping class's slug or name, null for none; found or created when the row is written. */
  shippingClass?: string | null;
}

const quote = (value: string) => `'${value.length > 40 ? `${value.slice(0, 40)}…` : value}'`;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * A row's tax and shipping class cells (only the columns the file has), each problem added to the row's.
 * A variation's Tax status is its product's, so its cell is not read; its blank Tax class is its product's.
 * Without `taxClasses`, any class that reads as a slug is taken (the editor refuses one the shop lacks).
 */
export function readTaxCells(cell: (column: string) => string, columns: ReadonlySet<string>, isVariation: boolean, taxClasses: readonly KnownTaxClass[] | undefined, problems: string[]): CsvTaxCells {
  const cells: CsvTaxCells = {};
  if (columns.has(TAX_COLUMNS.taxStatus) && !isVariation) {
    const text = cell(TAX_COLUMNS.taxStatus).toLowerCase();
    if (text === '') cells.taxStatus = 'taxable';
    else if (isTaxStatus(text)) cells.taxStatus = text;
    else problems.push(`Tax status ${quote(cell(TAX_COLUMNS.taxStatus))} must be taxable, shipping or none`);
  }
  if (columns.has(TAX_COLUMNS.taxClass)) {
    const text = cell(TAX_COLUMNS.taxClass);
    const wanted = text.toLowerCase();
    if (text === '') cells.taxClass = isVariation ? SAME_AS_PARENT : '';
    else if (wanted === SAME_AS_PARENT) {
      if (isVariation) cells.taxClass = SAME_AS_PARENT;
      else problems.push('Tax class: only a variation can be "parent" (its product\'s class)');
    } else {
      const slug = taxClassSlugOf(text);
      const found = slug === '' || !taxClasses ? { slug } : taxClasses.find((known) => known.slug !== '' && (known.slug === slug || known.name.toLowerCase() === wanted));
      if (found && TAX_CLASS_SLUG.test(found.slug)) cells.taxClass = found.slug;
      else problems.push(`Tax class ${quote(text)} is not one of the shop's tax classes${taxClasses ? ` (standard, ${taxClasses.filter((known) => known.slug !== '').map((known) => known.slug).join(', ')})` : ''}`);
    }
  }
  if (columns.has(TAX_COLUMNS.shippingClass)) {
    const text = cell(TAX_COLUMNS.shippingClass);
    if (text === '') cells.shippingClass = null;
    else if (text.length > 200 || CONTROL.test(text) || slugify(text) === '') problems.push(`Shipping class ${quote(text)} must be a class's name or slug (letters or digits, at most 200 characters)`);
    else cells.shippingClass = text;
  }
  return cells;
}

/** The columns a row sets, as the product's columns. */
export function taxColumnsOf(cells: CsvTaxCells): Partial<Pick<Product, 'tax_status' | 'tax_class'>> {
  return { ...(cells.taxStatus !== undefined ? { tax_status: cells.taxStatus } : {}), ...(cells.taxClass !== undefined ? { tax_class: cells.taxClass } : {}) };
}

const classSlug = (text: string) => slugify(text, 100);

/**
 * A shipping class by its slug or name (in any case), created when the shop has none, as WooCommerce's
 * importer creates the classes a file names. `cache` keeps the ids of a run, by lower-cased text.
 */
export async function ensureShippingClass(db: Db, text: string, cache: Map<string, number>): Promise<number> {
  const key = text.toLowerCase();
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const slug = classSlug(text) || 'shipping-class';
  const found = await db
    .selectFrom('shipping_classes')
    .select('id')
    .where((eb) => eb.or([eb('slug', '=', key), eb('slug', '=', slug), eb(eb.fn('lower', ['name']), '=', key)]))
    .orderBy('id')
    .executeTakeFirst();
  const id = found?.id ?? (await db.insertInto('shipping_classes').values({ name: text, slug, description: '' }).returning('id').executeTakeFirstOrThrow()).id;
  cache.set(key, id);
  return id;
}

/** The shipping class a row names, as the product's `shipping_class_id`; undefined when the file has no such column. */
export async function shippingClassIdOf(db: Db, cells: CsvTaxCells, cache: Map<string, number>): Promise<number | null | undefined> {
  if (cells.shippingClass === undefined) return undefined;
  return cells.shippingClass === null ? null : ensureShippingClass(db, cells.shippingClass, cache);
}
