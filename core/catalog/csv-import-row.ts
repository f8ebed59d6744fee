import { parse } from 'csv-parse/sync';
import { MAX_NEW_PRODUCT_IMAGES } from './image-limits.ts';
import { deriveStockStatus, type StockStatus } from './stock-status.ts';
import { nameProblem, parseProductFields, PRODUCT_TEXT_FIELDS, type ProductFieldName, type ProductFieldValues } from './product-fields.ts';
import { slugify } from './slug.ts';

/** The WooCommerce product export columns this importer reads (others are ignored). */
export const CSV_COLUMNS = {
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
} as const;

export const REQUIRED_COLUMNS = [CSV_COLUMNS.name, CSV_COLUMNS.regularPrice] as const;

/** Types WooCommerce exports that this shop has no equivalent for: skipped with a warning, not failed. */
const UNSUPPORTED_TYPES = new Set(['variable', 'variation', 'grouped', 'external']);
/** Flags WooCommerce adds to a simple product's type ("simple, virtual"). */
const TYPE_FLAGS = new Set(['virtual', 'downloadable']);

export class CsvFormatError extends Error {}

export type CsvRecord = Record<string, string>;

/** Parses CSV text (BOM, quoted fields with newlines) into records keyed by header. */
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
  const missing = REQUIRED_COLUMNS.filter((name) => !names.includes(name));
  if (missing.length > 0) {
    throw new CsvFormatError(`The header has no ${missing.map((name) => `"${name}"`).join(' or ')} column; is this a WooCommerce product export?`);
  }
  const records = body.map((cells) => {
    const record = Object.create(null) as CsvRecord;
    names.forEach((name, index) => {
      if (name && !(name in record)) record[name] = cells[index] ?? '';
    });
    return record;
  });
  return { columns: new Set(names), records };
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
  stock?: number | null;
  stockStatus?: StockStatus;
  /** Category names (the last segment of each "Parent > Child" path). */
  categories?: string[];
  /** Local paths or http(s) URLs: the first `MAX_NEW_PRODUCT_IMAGES` of the row. */
  images: string[];
  /** How many more the row named, left out. */
  imagesLeftOut: number;
}

export type RowCheck =
  | { kind: 'ok'; product: CsvProduct }
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
export function checkCsvRow(record: CsvRecord, rowNumber: number, columns: Set<string>): RowCheck {
  const cell = (column: string) => (record[column] ?? '').trim();
  const has = (column: string) => columns.has(column);
  const sku = cell(CSV_COLUMNS.sku);
  const name = cell(CSV_COLUMNS.name);
  const label = rowLabel(rowNumber, sku, name);
  const problems: string[] = [];

  const typeText = cell(CSV_COLUMNS.type).toLowerCase();
  const typeParts = typeText ? typeText.split(',').map((part) => part.trim()).filter(Boolean) : ['simple'];
  const mainType = typeParts.find((part) => !TYPE_FLAGS.has(part)) ?? 'simple';
  if (UNSUPPORTED_TYPES.has(mainType)) {
    return { kind: 'skip', message: `${label}: Type '${shown(mainType)}' is not supported (only simple products are imported); row skipped` };
  }
  if (mainType !== 'simple') problems.push(`Type ${quote(cell(CSV_COLUMNS.type))} is not a known product type`);

  // WooCommerce writes line breaks inside descriptions as "\n".
  const text = (column: string) => cell(column).replace(/\\n/g, '\n');
  const values: ProductFieldValues = {
    name,
    slug: '',
    sku,
    regular_price: cell(CSV_COLUMNS.regularPrice),
    sale_price: cell(CSV_COLUMNS.salePrice),
    stock: cell(CSV_COLUMNS.stock),
    short_description: text(CSV_COLUMNS.shortDescription),
    description: text(CSV_COLUMNS.description),
  };
  const fields = parseProductFields(values);
  if (!fields.ok) {
    for (const field of PRODUCT_TEXT_FIELDS) {
      const message = fields.errors[field];
      if (message === undefined) continue;
      const value = values[field];
      problems.push(`${FIELD_COLUMNS[field]}${value ? ` ${quote(value)}` : ''}: ${message.replace(/\.$/, '')}`);
    }
  } else if (!fields.value.sku && !slugify(name)) {
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

  if (problems.length > 0 || !fields.ok || requested === null) return { kind: 'error', message: `${label}: ${problems.join('; ')}` };

  const valid = fields.value;
  const images = splitList(cell(CSV_COLUMNS.images));
  const product: CsvProduct = {
    rowNumber,
    label,
    sku: valid.sku,
    name: valid.name,
    slug: slugify(valid.name),
    regularPrice: valid.regularPrice,
    // Each image is a download or a file read: a row naming hundreds must not hold the import for hours.
    images: images.slice(0, MAX_NEW_PRODUCT_IMAGES),
    imagesLeftOut: Math.max(0, images.length - MAX_NEW_PRODUCT_IMAGES),
  };
  if (has(CSV_COLUMNS.published)) product.status = publishedText === '' || publishedText === '1' ? 'publish' : 'draft';
  if (has(CSV_COLUMNS.shortDescription)) product.shortDescription = valid.shortDescription;
  if (has(CSV_COLUMNS.description)) product.description = valid.description;
  if (has(CSV_COLUMNS.salePrice)) product.salePrice = valid.salePrice;
  if (has(CSV_COLUMNS.stock) || has(CSV_COLUMNS.inStock)) {
    const managed = has(CSV_COLUMNS.stock) ? valid.stock : undefined;
    if (managed !== undefined) product.stock = managed;
    product.stockStatus = deriveStockStatus(managed ?? null, requested);
  }
  if (has(CSV_COLUMNS.categories)) product.categories = categories;
  return { kind: 'ok', product };
}

/** "Clothing > Hoodies, Accessories" → ["Hoodies", "Accessories"] (WooCommerce escapes commas in names as "\,"). */
export function categoryNames(text: string): string[] {
  const names = splitList(text)
    .map((path) => path.split('>').map((part) => part.trim()).filter(Boolean).at(-1) ?? '')
    .filter((name) => name.length > 0 && name.length <= 100);
  return [...new Set(names)];
}

function splitList(text: string): string[] {
  if (!text) return [];
  return text
    .split(/(?<!\\),/)
    .map((part) => part.replace(/\\,/g, ',').trim())
    .filter(Boolean);
}
