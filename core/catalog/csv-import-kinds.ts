import type { ProductType } from '../../db/schema.ts';
import { nameProblem } from './product-fields.ts';

/**
 * The pure parts of reading WooCommerce's columns for products with options and links: the type list,
 * references to other products (`id:123` or a SKU), comma lists with escaped commas, and the numbered
 * attribute columns. Nothing here reads the database.
 */

/** Flags WooCommerce adds to a product's type ("simple, virtual"). */
const TYPE_FLAGS = new Set(['virtual', 'downloadable']);
const KNOWN_TYPES = new Set<ProductType>(['simple', 'variable', 'variation', 'grouped', 'external']);

export type TypeListResult = { ok: true; type: ProductType } | { ok: false; unknown: string };

/** "simple, virtual" → simple; "variation" → variation; blank → simple; "spaceship" → unknown. */
export function parseTypeList(text: string): TypeListResult {
  const parts = text
    .toLowerCase()
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const main = parts.find((part) => !TYPE_FLAGS.has(part)) ?? 'simple';
  return KNOWN_TYPES.has(main as ProductType) ? { ok: true, type: main as ProductType } : { ok: false, unknown: main };
}

/** "a, b\, c" → ["a", "b, c"]: WooCommerce separates list items with commas and escapes commas inside them. */
export function splitList(text: string): string[] {
  if (!text) return [];
  return text
    .split(/(?<!\\),/)
    .map(unescapeCommas)
    .filter(Boolean);
}

/** One item of a list cell: trimmed, its escaped commas plain. */
export function unescapeCommas(text: string): string {
  return text.replace(/\\,/g, ',').trim();
}

/** Escapes an item for a comma list (the inverse of `splitList` for one item). */
export function escapeCommas(text: string): string {
  return text.replace(/,/g, '\\,');
}

/** Another product, named in the file by its ID (`id:123`, the ID column of the same file or the shop's id) or by its SKU. */
export type ProductRef = { kind: 'id'; id: number } | { kind: 'sku'; sku: string };

/** "id:12" → by id, "HD-01" → by SKU, "" → null; an `id:` without a whole number is an error. */
export function parseProductRef(text: string): { ok: true; ref: ProductRef | null } | { ok: false } {
  const trimmed = text.trim();
  if (!trimmed) return { ok: true, ref: null };
  const id = /^id:\s*(.*)$/i.exec(trimmed);
  if (!id) return { ok: true, ref: { kind: 'sku', sku: trimmed } };
  const digits = (id[1] ?? '').trim();
  if (!/^\d{1,15}$/.test(digits) || Number(digits) < 1 || !Number.isSafeInteger(Number(digits))) return { ok: false };
  return { ok: true, ref: { kind: 'id', id: Number(digits) } };
}

/** A comma list of references; each item that is not one is named in `bad`. */
export function parseProductRefs(text: string): { refs: ProductRef[]; bad: string[] } {
  const refs: ProductRef[] = [];
  const bad: string[] = [];
  for (const item of splitList(text)) {
    const parsed = parseProductRef(item);
    if (parsed.ok && parsed.ref) refs.push(parsed.ref);
    else if (!parsed.ok) bad.push(item);
  }
  return { refs, bad };
}

/** "id:12" or "HD-01", as a message names a reference. */
export function refText(ref: ProductRef): string {
  return ref.kind === 'id' ? `id:${ref.id}` : ref.sku;
}

/** One of a row's numbered attributes ("Attribute 1 name", "Attribute 1 value(s)", …). */
export interface CsvAttribute {
  name: string;
  /** The product's values; a variation's single value ([] is "any"). */
  values: string[];
  visible: boolean;
  /** A global attribute (`pa_<slug>`, its values terms) rather than the product's own. */
  global: boolean;
}

export const attributeColumn = (n: number, part: 'name' | 'value(s)' | 'visible' | 'global') => `Attribute ${n} ${part}`;

const ATTRIBUTE_NAME_COLUMN = /^Attribute (\d{1,3}) name$/;

/** The numbers of the attributes the header has columns for, in order ("Attribute 2 name" → 2). */
export function attributeNumbers(columns: Iterable<string>): number[] {
  const numbers = new Set<number>();
  for (const column of columns) {
    const match = ATTRIBUTE_NAME_COLUMN.exec(column);
    if (match) numbers.add(Number(match[1]));
  }
  return [...numbers].sort((a, b) => a - b);
}

const MAX_ATTRIBUTE_NAME = 200;
const MAX_ATTRIBUTE_VALUE = 200;

/** A 0/1 flag cell; blank is the default. */
function flag(text: string, fallback: boolean): boolean | null {
  if (text === '') return fallback;
  if (text === '1') return true;
  if (text === '0') return false;
  return null;
}

/**
 * A row's attributes from its numbered columns, in their order, and a problem for each bad cell.
 * A variation's value cell is one value, commas and all ("Blue\, dark" is "Blue, dark"); blank is "any".
 */
export function readAttributeColumns(cell: (column: string) => string, numbers: readonly number[], forVariation: boolean): { attributes: CsvAttribute[]; problems: string[] } {
  const attributes: CsvAttribute[] = [];
  const problems: string[] = [];
  for (const n of numbers) {
    const name = cell(attributeColumn(n, 'name'));
    const valuesText = cell(attributeColumn(n, 'value(s)'));
    if (!name) {
      if (valuesText) problems.push(`${attributeColumn(n, 'value(s)')} has values but ${attributeColumn(n, 'name')} is empty`);
      continue;
    }
    const nameIssue = nameProblem(name);
    if (nameIssue || name.length > MAX_ATTRIBUTE_NAME) problems.push(`${attributeColumn(n, 'name')}: the name ${nameIssue ?? `must be at most ${MAX_ATTRIBUTE_NAME} characters`}`);
    const values = forVariation ? [unescapeCommas(valuesText)].filter(Boolean) : [...new Set(splitList(valuesText))];
    for (const value of values) {
      const issue = nameProblem(value);
      if (issue || value.length > MAX_ATTRIBUTE_VALUE) problems.push(`${attributeColumn(n, 'value(s)')}: the value ${issue ?? `must be at most ${MAX_ATTRIBUTE_VALUE} characters`}`);
    }
    const visible = flag(cell(attributeColumn(n, 'visible')), true);
    const global = flag(cell(attributeColumn(n, 'global')), false);
    if (visible === null) problems.push(`${attributeColumn(n, 'visible')} must be 1 or 0`);
    if (global === null) problems.push(`${attributeColumn(n, 'global')} must be 1 or 0`);
    if (attributes.some((attribute) => attribute.name.toLowerCase() === name.toLowerCase())) problems.push(`${attributeColumn(n, 'name')} names an attribute an earlier column names`);
    attributes.push({ name, values, visible: visible ?? true, global: global ?? false });
  }
  return { attributes, problems };
}
