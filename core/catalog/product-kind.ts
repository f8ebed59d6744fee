import type { Db } from '../../db/connect.ts';
import type { ProductType } from '../../db/schema.ts';
import { isRowId } from '../shared/row-id.ts';
import { hasControlCharacters, type FieldErrors } from '../shared/validation.ts';
import { nameProblem } from './product-fields.ts';

/**
 * What a product is beside its own fields: a simple product, a variable one (sold through its
 * variations), a grouped one (a page listing other products) or an external one (a button to
 * another site). Variations are written through their product (variations.ts), never here.
 */
export const EDITABLE_PRODUCT_TYPES = ['simple', 'variable', 'grouped', 'external'] as const satisfies readonly ProductType[];
export type EditableProductType = (typeof EDITABLE_PRODUCT_TYPES)[number];

export type ProductKind =
  | { type: 'simple' }
  | { type: 'variable' }
  | { type: 'grouped'; childIds: number[] }
  | { type: 'external'; url: string; buttonText: string };

export const DEFAULT_BUTTON_TEXT = 'Buy product';
const MAX_URL_LENGTH = 2000;
export const MAX_GROUPED_CHILDREN = 100;

/** Whether the product's price is its own (simple, external) rather than its variations' or children's. */
export function hasOwnPrice(type: ProductType): boolean {
  return type === 'simple' || type === 'external' || type === 'variation';
}

/**
 * An external product's address, normalised, or why it cannot be one: an absolute http(s) URL with a
 * host, no user name or password (a link that reads as one site and opens another), no control characters.
 */
export function externalProductUrl(text: string): { ok: true; url: string } | { ok: false; problem: string } {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, problem: 'Enter the product URL.' };
  if (trimmed.length > MAX_URL_LENGTH) return { ok: false, problem: `Keep the URL under ${MAX_URL_LENGTH} characters.` };
  if (hasControlCharacters(trimmed) || /\s/.test(trimmed)) return { ok: false, problem: 'The URL may not contain spaces or control characters.' };
  const url = URL.parse(trimmed);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return { ok: false, problem: 'Enter a full web address starting with http:// or https://.' };
  if (url.username || url.password) return { ok: false, problem: 'The URL may not contain a user name or password.' };
  return { ok: true, url: url.href };
}

/** An external product's button words: the default when blank, one plain line otherwise. */
export function externalButtonText(text: string): { ok: true; text: string } | { ok: false; problem: string } {
  const trimmed = text.trim();
  if (!trimmed) return { ok: true, text: DEFAULT_BUTTON_TEXT };
  if (trimmed.length > 100) return { ok: false, problem: 'Keep the button text under 100 characters.' };
  const problem = nameProblem(trimmed);
  return problem ? { ok: false, problem: `The button text ${problem}.` } : { ok: true, text: trimmed };
}

/** What a form or API asks a product to be; fields that do not apply to the type are ignored. */
export interface ProductKindValues {
  type: EditableProductType;
  externalUrl?: string;
  buttonText?: string;
  groupedIds?: readonly number[];
}

/** Checks the parts of a product's kind that need no database. Errors keyed `external_url`, `button_text`. */
export function parseProductKind(values: ProductKindValues): { ok: true; value: ProductKind } | { ok: false; errors: FieldErrors } {
  if (values.type === 'external') {
    const url = externalProductUrl(values.externalUrl ?? '');
    const button = externalButtonText(values.buttonText ?? '');
    const errors: FieldErrors = {};
    if (!url.ok) errors.external_url = url.problem;
    if (!button.ok) errors.button_text = button.problem;
    if (!url.ok || !button.ok) return { ok: false, errors };
    return { ok: true, value: { type: 'external', url: url.url, buttonText: button.text } };
  }
  if (values.type === 'grouped') {
    const childIds = [...new Set(values.groupedIds ?? [])];
    if (childIds.length > MAX_GROUPED_CHILDREN) return { ok: false, errors: { grouped_products: `List at most ${MAX_GROUPED_CHILDREN} products.` } };
    return { ok: true, value: { type: 'grouped', childIds } };
  }
  return { ok: true, value: { type: values.type } };
}

/** Why these products cannot be a grouped product's children, or null: each must exist and be simple or external, not the product itself. */
export async function groupedChildrenProblem(db: Db, productId: number | null, childIds: readonly number[]): Promise<string | null> {
  if (productId !== null && childIds.includes(productId)) return 'A grouped product cannot contain itself.';
  if (childIds.length === 0) return null;
  const known = childIds.filter((id) => isRowId(id));
  const rows = known.length > 0 ? await db.selectFrom('products').select(['id', 'type']).where('id', 'in', known).execute() : [];
  const missing = childIds.filter((id) => !rows.some((row) => row.id === id));
  if (missing.length > 0) return `No product has the id ${missing.join(', ')}.`;
  const wrong = rows.filter((row) => row.type !== 'simple' && row.type !== 'external');
  if (wrong.length > 0) return `Only simple and external products can be grouped; ${wrong.map((row) => `${row.id} is ${row.type}`).join(', ')}.`;
  return null;
}

/** A grouped product's children in the owner's order. */
export async function groupedChildIds(db: Db, productIds: readonly number[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return result;
  const rows = await db
    .selectFrom('product_links')
    .select(['product_id', 'linked_id'])
    .where('product_id', 'in', [...new Set(productIds)])
    .where('kind', '=', 'grouped')
    .orderBy('position')
    .execute();
  for (const row of rows) result.get(row.product_id)?.push(row.linked_id);
  return result;
}

/** Replaces a grouped product's children (run inside the product's save transaction). */
export async function writeGroupedChildren(trx: Db, productId: number, childIds: readonly number[]): Promise<void> {
  await trx.deleteFrom('product_links').where('product_id', '=', productId).where('kind', '=', 'grouped').execute();
  if (childIds.length === 0) return;
  await trx.insertInto('product_links').values(groupedLinkRows(productId, childIds)).execute();
}

/** The `product_links` rows of a grouped product's children, in their order. */
export function groupedLinkRows(productId: number, childIds: readonly number[]) {
  return childIds.map((linkedId, position) => ({ product_id: productId, kind: 'grouped' as const, linked_id: linkedId, position }));
}
