import { parse } from 'csv-parse/sync';
import type { ProductType } from '../../db/schema.ts';
import { attributeNumbers, parseProductRef, parseProductRefs, parseTypeList, readAttributeColumns, splitList, type CsvAttribute, type ProductRef } from './csv-import-kinds.ts';
import { parseProductKind } from './product-kind.ts';
import { MAX_NEW_PRODUCT_IMAGES } from './image-limits.ts';
import { deriveStockStatus, type StockStatus } from './stock-status.ts';
import { nameProblem, parseProductFields, PRODUCT_TEXT_FIELDS, type ProductFieldName, type ProductFieldValues } from './product-fields.ts';
import { slugify } from './slug.ts';
import { readShippingCells, shippingColumnsIn } from './csv-shipping.ts';
import type { ShippingColumns } from './product-shipping.ts';
import { checkCsvSaleDates, SALE_DATE_COLUMNS } from './csv-import-sale-dates.ts';
import { typedCell } from '../shared/csv.ts';
import { readTaxCells, type CsvTaxCells, type KnownTaxClass } from './csv-tax-columns.ts';

/** The WooCommerce product export columns this importer reads (others are ignored). */
export const CSV_COLUMNS = {
  id: 'ID',
  type: 'Type',
  sku: 'SKU',
  name: 'Name',
  published: 'Published',
  shortDescription: 'Short description',
  description: 'Description',
  salePrice: 'Sale price',
  regularPrice: 'Regular price',
  categories: 'Categories',
  images: 'Images',
  stock: 'Stock',
  inStock: 'In stock?',
  parent: 'Parent',
  grouped: 'Grouped products',
  externalUrl: 'External URL',
  buttonText: 'Button text',
  position: 'Position',
  ...SALE_DATE_COLUMNS,
} as const;

export const REQUIRED_COLUMNS = [CSV_COLUMNS.name, CSV_COLUMNS.regularPrice] as const;

export class CsvFormatError extends Error {}

export type CsvRecord = Record<string, string>;

/** Parses CSV text (BOM, quoted fields with newlines) into records keyed by header; the importer streams instead (`csv-import-source.ts`). */
export function parseProductCsv(text: string): { columns: Set<string>; records: CsvRecord[] } {
  let rows: string[][];
  try {
    rows = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true, trim: false }) as string[][];
  } catch (error) {
    throw new CsvFormatError(`The file is not valid CSV: ${(error as Error).message}`);
  }
  const [header, ...body] = rows;
  if (!header) throw new CsvFormatError('The file is empty.');
  const names = header.map((name) => name.trim());
  requireProductColumns(names);
  return { columns: new Set(names), records: body.map((cells) => recordOf(names, cells)) };
}

/** Refuses a header without the columns every product export has. */
export function requireProductColumns(names: readonly string[]): void {
  const missing = REQUIRED_COLUMNS.filter((name) => !names.includes(name));
  if (missing.length > 0) {
    throw new CsvFormatError(`The header has no ${missing.map((name) => `"${name}"`).join(' or ')} column; is this a WooCommerce product export?`);
  }
}

/** One row's cells keyed by the header's names (the first column of a repeated name wins). */
export function recordOf(names: readonly string[], cells: readonly string[]): CsvRecord {
  const record = Object.create(null) as CsvRecord;
  names.forEach((name, index) => {
    if (name && !(name in record)) record[name] = typedCell(cells[index] ?? '');
  });
  return record;
}


export interface CsvProduct {
  rowNumber: number;
  label: string;
  sku: string | null;
  name: string;
  slug: string;
  /** Fields below are undefined when their column is absent, so an update leaves them alone. */
  status?: 'publish' | 'draft';
  shortDescription?: string;
  description?: string;
  regularPrice: number;
  salePrice?: number | null;
  /** The sale's start and end (UTC ISO; null for none); undefined when the file has no such column. */
  saleFrom?: string | null;
  saleTo?: string | null;
  stock?: number | null;
  stockStatus?: StockStatus;
  /** Category names (the last segment of each "Parent > Child" path). */
  categories?: string[];
  /** Local paths or http(s) URLs: the first `MAX_NEW_PRODUCT_IMAGES` of the row. */
  images: string[];
  /** How many more the row named, left out. */
  imagesLeftOut: number;
  /** Weight and dimensions from the columns the file has. */
  shipping?: Partial<ShippingColumns>;
  /** Tax status, tax class and shipping class, from the columns the file has (`csv-tax-columns.ts`). */
  tax?: CsvTaxCells;
}

/** What a row says beside the product's own fields: its type and the products it names. */
export interface CsvRowKind {
  type: ProductType;
  /** The row's ID cell, which `id:N` references in the same file name. */
  fileId: number | null;
  /** A variation's variable product. */
  parent: ProductRef | null;
  /** A grouped product's children, in order. */
  grouped: ProductRef[];
  /** An external product's address and button words. */
  external: { url: string; buttonText: string } | null;
  /** The Position cell (menu order); undefined when blank or absent. */
  position?: number;
  /** The row's attributes; undefined when the file has no attribute columns, so an update keeps them. */
  attributes?: CsvAttribute[];
  /** Whether the Regular price cell holds an amount (a variation updated without one keeps its price). */
  priceGiven: boolean;
}

export type RowCheck =
  | { kind: 'ok'; product: CsvProduct; row: CsvRowKind }
  | { kind: 'skip'; message: string }
  | { kind: 'error'; message: string };

/** "Row 14 (SKU HD-01)", "Row 15 ("Plain Mug")" or "Row 16". */
export function rowLabel(rowNumber: number, sku: string, name: string): string {
  if (sku) return `Row ${rowNumber} (SKU ${shown(sku.slice(0, 64))})`;
  if (name) return `Row ${rowNumber} ("${shown(name.slice(0, 80))}")`;
  return `Row ${rowNumber}`;
}

/** Text from the file as it may be printed: control characters (a terminal's escape sequences) written as \u escapes. */
export function shown(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const quote = (value: string) => `'${shown(value.length > 40 ? `${value.slice(0, 40)}…` : value)}'`;

/** The export's column for each of the product fields the admin form validates too. */
const FIELD_COLUMNS: Record<ProductFieldName, string> = {
  name: CSV_COLUMNS.name,
  slug: CSV_COLUMNS.name,
  sku: CSV_COLUMNS.sku,
  regular_price: CSV_COLUMNS.regularPrice,
  sale_price: CSV_COLUMNS.salePrice,
  stock: CSV_COLUMNS.stock,
  short_description: CSV_COLUMNS.shortDescription,
  description: CSV_COLUMNS.description,
};

/**
 * Checks one record of the export with the admin form's rules for the product's fields (so what the
 * form refuses, the import refuses), plus the export's own columns. Row numbers count the header as
 * row 1, as a spreadsheet shows them. Every problem of the row is reported, not just the first.
 */
export function checkCsvRow(record: CsvRecord, rowNumber: number, columns: Set<string>, currency: string, known: { taxClasses?: readonly KnownTaxClass[] } = {}): RowCheck {
  const cell = (column: string) => (record[column] ?? '').trim();
  const has = (column: string) => columns.has(column);
  const sku = cell(CSV_COLUMNS.sku);
  const name = cell(CSV_COLUMNS.name);
  const label = rowLabel(rowNumber, sku, name);
  const problems: string[] = [];

  const typeList = parseTypeList(cell(CSV_COLUMNS.type));
  if (!typeList.ok) problems.push(`Type ${quote(cell(CSV_COLUMNS.type))} is not a known product type`);
  const type: ProductType = typeList.ok ? typeList.type : 'simple';
  const isVariation = type === 'variation';

  // WooCommerce writes line breaks inside descriptions as "\n".
  const text = (column: string) => cell(column).replace(/\\n/g, '\n');
  const values: ProductFieldValues = {
    // A variation's name is made from its product's and its values; WooCommerce's own is ignored.
    name: isVariation ? name || 'Variation' : name,
    slug: '',
    sku,
    regular_price: cell(CSV_COLUMNS.regularPrice),
    sale_price: cell(CSV_COLUMNS.salePrice),
    stock: cell(CSV_COLUMNS.stock),
    short_description: text(CSV_COLUMNS.shortDescription),
    description: text(CSV_COLUMNS.description),
  };
  // Variable and grouped products take their price from their variations or children; a variation may be unpriced (and not sold).
  const fields = parseProductFields(values, { currency, priceRequired: type === 'simple' || type === 'external' });
  if (!fields.ok) {
    for (const field of PRODUCT_TEXT_FIELDS) {
      const message = fields.errors[field];
      if (message === undefined) continue;
      const value = values[field];
      problems.push(`${FIELD_COLUMNS[field]}${value ? ` ${quote(value)}` : ''}: ${message.replace(/\.$/, '')}`);
    }
  } else if (!isVariation && !fields.value.sku && !slugify(name)) {
    // Rows without a SKU are matched by the slug of their name, so the name must make one.
    problems.push(`Name ${quote(name)} has no letters or digits to make an address from`);
  }

  const categoryText = cell(CSV_COLUMNS.categories);
  const categories = categoryNames(categoryText);
  for (const category of categories) {
    const problem = nameProblem(category);
    if (problem) problems.push(`Categories: the category name ${quote(category)} ${problem}`);
  }

  const publishedText = cell(CSV_COLUMNS.published);
  if (publishedText && !['1', '0', '-1'].includes(publishedText)) problems.push(`Published ${quote(publishedText)} must be 1, 0 or -1`);

  const inStockText = cell(CSV_COLUMNS.inStock).toLowerCase();
  const requested: StockStatus | null =
    inStockText === '' || inStockText === '1' ? 'instock' : inStockText === '0' ? 'outofstock' : inStockText === 'backorder' ? 'onbackorder' : null;
  if (requested === null) problems.push(`In stock? ${quote(cell(CSV_COLUMNS.inStock))} must be 1 or 0`);

  const row = checkRowKind(cell, type, columns, problems);
  const saleDates = checkCsvSaleDates(cell, columns, has(CSV_COLUMNS.salePrice) ? (fields.ok ? fields.value.salePrice : 0) : undefined, problems);
  const shipping = readShippingCells(cell, shippingColumnsIn(columns));
  problems.push(...shipping.problems.map(shown));
  const taxProblems: string[] = [];
  const tax = readTaxCells(cell, columns, isVariation, known.taxClasses, taxProblems);
  problems.push(...taxProblems.map(shown));

  if (problems.length > 0 || !fields.ok || requested === null) return { kind: 'error', message: `${label}: ${problems.join('; ')}` };

  const valid = fields.value;
  const images = splitList(cell(CSV_COLUMNS.images));
  const product: CsvProduct = {
    rowNumber,
    label,
    sku: valid.sku,
    name: isVariation ? name : valid.name,
    slug: isVariation ? '' : slugify(valid.name),
    regularPrice: valid.regularPrice,
    // Each image is a download or a file read: a row naming hundreds must not hold the import for hours.
    images: images.slice(0, MAX_NEW_PRODUCT_IMAGES),
    imagesLeftOut: Math.max(0, images.length - MAX_NEW_PRODUCT_IMAGES),
  };
  if (has(CSV_COLUMNS.published)) product.status = publishedText === '' || publishedText === '1' ? 'publish' : 'draft';
  if (has(CSV_COLUMNS.shortDescription)) product.shortDescription = valid.shortDescription;
  // HTML for a variation as for a product, sanitised with its paragraphs made (core/catalog/product-description.ts).
  if (has(CSV_COLUMNS.description)) product.description = valid.description;
  if (has(CSV_COLUMNS.salePrice)) product.salePrice = valid.salePrice;
  Object.assign(product, saleDates);
  if (has(CSV_COLUMNS.stock) || has(CSV_COLUMNS.inStock)) {
    const managed = has(CSV_COLUMNS.stock) ? valid.stock : undefined;
    if (managed !== undefined) product.stock = managed;
    product.stockStatus = deriveStockStatus(managed ?? null, requested);
  }
  if (has(CSV_COLUMNS.categories)) product.categories = categories;
  if (Object.keys(shipping.value).length > 0) product.shipping = shipping.value;
  if (Object.keys(tax).length > 0) product.tax = tax;
  return { kind: 'ok', product, row };
}

/** The row's ID, type-specific columns and attributes; problems are added to the row's. */
function checkRowKind(cell: (column: string) => string, type: ProductType, columns: Set<string>, problems: string[]): CsvRowKind {
  const row: CsvRowKind = { type, fileId: null, parent: null, grouped: [], external: null, priceGiven: cell(CSV_COLUMNS.regularPrice) !== '' };
  const idText = cell(CSV_COLUMNS.id);
  if (idText) {
    if (/^\d{1,15}$/.test(idText) && Number(idText) > 0 && Number.isSafeInteger(Number(idText))) row.fileId = Number(idText);
    else problems.push(`ID ${quote(idText)} must be a whole number`);
  }
  if (type === 'variation') {
    const parent = parseProductRef(cell(CSV_COLUMNS.parent));
    if (!parent.ok) problems.push(`Parent ${quote(cell(CSV_COLUMNS.parent))} must be id:<number> or the parent's SKU`);
    else if (!parent.ref) problems.push("Parent: a variation needs its product (id:<number> or the product's SKU)");
    else row.parent = parent.ref;
  }
  if (type === 'grouped') {
    const { refs, bad } = parseProductRefs(cell(CSV_COLUMNS.grouped));
    for (const item of bad) problems.push(`Grouped products: ${quote(item)} must be id:<number> or a SKU`);
    row.grouped = refs;
  }
  if (type === 'external') {
    const kind = parseProductKind({ type: 'external', externalUrl: cell(CSV_COLUMNS.externalUrl), buttonText: cell(CSV_COLUMNS.buttonText) });
    if (kind.ok && kind.value.type === 'external') row.external = { url: kind.value.url, buttonText: kind.value.buttonText };
    else if (!kind.ok) {
      if (kind.errors.external_url) problems.push(`External URL${cell(CSV_COLUMNS.externalUrl) ? ` ${quote(cell(CSV_COLUMNS.externalUrl))}` : ''}: ${kind.errors.external_url.replace(/\.$/, '')}`);
      if (kind.errors.button_text) problems.push(`Button text: ${kind.errors.button_text.replace(/\.$/, '')}`);
    }
  }
  const positionText = cell(CSV_COLUMNS.position);
  if (positionText) {
    if (/^-?\d{1,7}$/.test(positionText) && Math.abs(Number(positionText)) <= 1_000_000) row.position = Number(positionText);
    else problems.push(`Position ${quote(positionText)} must be a whole number from -1000000 to 1000000`);
  }
  const numbers = attributeNumbers(columns);
  if (numbers.length > 0) {
    const read = readAttributeColumns(cell, numbers, type === 'variation');
    problems.push(...read.problems);
    row.attributes = read.attributes;
  }
  return row;
}

/** "Clothing > Hoodies, Accessories" → ["Hoodies", "Accessories"] (WooCommerce escapes commas in names as "\,"). */
export function categoryNames(text: string): string[] {
  const names = splitList(text)
    .map((path) => path.split('>').map((part) => part.trim()).filter(Boolean).at(-1) ?? '')
    .filter((name) => name.length > 0 && name.length <= 100);
  return [...new Set(names)];
}
