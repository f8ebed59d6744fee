import { boundChunks } from '../../db/bound-values.ts';
import type { Db } from '../../db/connect.ts';
import { reusableQuery } from '../../db/reusable-query.ts';
import type { Attribute, AttributeTerm } from '../../db/schema.ts';
import { isRowId } from '../shared/row-id.ts';
import type { FieldErrors } from '../shared/validation.ts';
import { sortTerms } from './attributes.ts';
import { nameProblem } from './product-fields.ts';
import { slugify } from './slug.ts';
import { customAttributeKey, globalAttributeKey } from './attribute-keys.ts';

/** A value a product offers for one attribute: a term (`value` its slug) or a custom value (`value` itself). */
export interface AttributeOption {
  value: string;
  label: string;
}

/** A product's attribute as pages, the API and variations read it. */
export interface ProductAttributeView {
  /** The global attribute's id; 0 for the product's own. */
  id: number;
  /** WooCommerce's key: `pa_<slug>` for a global attribute, the sanitized name for the product's own. */
  key: string;
  name: string;
  position: number;
  visible: boolean;
  variation: boolean;
  options: AttributeOption[];
}

/** An attribute to give a product: a global one by id, or the product's own by name. */
export interface ProductAttributeInput {
  attributeId: number | null;
  /** The product's own attribute's name; ignored for a global one. */
  name: string;
  /** Term names or slugs for a global attribute; the values themselves for the product's own. */
  options: string[];
  position: number;
  visible: boolean;
  variation: boolean;
}

/** A checked input, global terms resolved to their rows. */
export interface ResolvedProductAttribute extends ProductAttributeInput {
  termIds: number[];
}

export const MAX_ATTRIBUTE_OPTIONS = 200;
const MAX_OPTION_LENGTH = 200;

/** Reads the attributes of several products at once, each list in position order. */
const attributeRows = reusableQuery((db, p: { ids: number[] }) =>
  db
    .selectFrom('product_attributes as pa')
    .leftJoin('attributes as a', 'a.id', 'pa.attribute_id')
    .select(['pa.product_id', 'pa.attribute_id', 'pa.name', 'pa.options', 'pa.position', 'pa.visible', 'pa.variation', 'a.slug', 'a.name as global_name', 'a.order_by'])
    .where('pa.product_id', 'in', p.ids)
    .orderBy('pa.position')
    .orderBy('pa.id'),
);

export async function readProductsAttributes(db: Db, productIds: readonly number[]): Promise<Map<number, ProductAttributeView[]>> {
  const result = new Map<number, ProductAttributeView[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return result;
  const ids = [...new Set(productIds)];
  const rows = await attributeRows(db, { ids });
  // Most products have no global attribute (a product page asks for every product): their terms are not read.
  const withTerms = [...new Set(rows.flatMap((row) => (row.attribute_id === null ? [] : [row.product_id])))];
  const terms =
    withTerms.length === 0
      ? []
      : await db
          .selectFrom('product_attribute_terms as pt')
          .innerJoin('attribute_terms as t', 't.id', 'pt.term_id')
          .select(['pt.product_id', 't.id', 't.attribute_id', 't.slug', 't.name', 't.menu_order'])
          .where('pt.product_id', 'in', withTerms)
          .execute();
  for (const row of rows) {
    const global = row.attribute_id !== null && row.slug !== null;
    const options: AttributeOption[] = global
      ? sortTerms(
          terms.filter((term) => term.product_id === row.product_id && term.attribute_id === row.attribute_id),
          row.order_by ?? 'menu_order',
        ).map((term) => ({ value: term.slug, label: term.name }))
      : parseOptions(row.options).map((value) => ({ value, label: value }));
    result.get(row.product_id)?.push({
      id: global ? (row.attribute_id as number) : 0,
      key: global ? globalAttributeKey(row.slug as string) : customAttributeKey(row.name),
      name: global ? (row.global_name as string) : row.name,
      position: row.position,
      visible: Boolean(row.visible),
      variation: Boolean(row.variation),
      options,
    });
  }
  return result;
}

export async function readProductAttributes(db: Db, productId: number): Promise<ProductAttributeView[]> {
  return (await readProductsAttributes(db, [productId])).get(productId) ?? [];
}

function parseOptions(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((option): option is string => typeof option === 'string') : [];
  } catch {
    return [];
  }
}

/** The trimmed, distinct, non-empty values of a list, in their order. */
function distinctOptions(options: readonly string[]): string[] {
  return [...new Set(options.map((option) => option.trim()).filter(Boolean))];
}

/**
 * Checks the attributes to give a product and resolves global terms (by name or slug, in any case).
 * Errors are keyed `attributes.<index>.<field>`: an unknown attribute or term, a custom name that is
 * empty or unsafe, the same attribute twice.
 */
export async function resolveProductAttributes(db: Db, inputs: readonly ProductAttributeInput[]): Promise<AttributesResolution> {
  return (await resolveProductsAttributes(db, [inputs]))[0]!;
}

type AttributesResolution = { ok: true; value: ResolvedProductAttribute[] } | { ok: false; errors: FieldErrors };

/** `resolveProductAttributes` for several products' lists at once (an import's batch): the global attributes and their terms read once. */
export async function resolveProductsAttributes(db: Db, lists: readonly (readonly ProductAttributeInput[])[]): Promise<AttributesResolution[]> {
  // Ids past any row's are looked up as none (a query with them would fail on PostgreSQL's integer columns).
  const globalIds = [...new Set(lists.flat().flatMap((input) => (input.attributeId !== null && isRowId(input.attributeId) ? [input.attributeId] : [])))];
  const [globals, terms] = globalIds.length
    ? await Promise.all([
        db.selectFrom('attributes').selectAll().where('id', 'in', globalIds).execute(),
        db.selectFrom('attribute_terms').selectAll().where('attribute_id', 'in', globalIds).execute(),
      ])
    : [[] as Attribute[], [] as AttributeTerm[]];
  return lists.map((inputs) => resolveWith(globals, terms, inputs));
}

function resolveWith(globals: readonly Attribute[], terms: readonly AttributeTerm[], inputs: readonly ProductAttributeInput[]): AttributesResolution {
  const errors: FieldErrors = {};
  const seenKeys = new Set<string>();
  const resolved = inputs.map((input, index): ResolvedProductAttribute => {
    const at = `attributes.${index}`;
    const options = distinctOptions(input.options);
    if (options.length > MAX_ATTRIBUTE_OPTIONS) errors[`${at}.options`] = `must list at most ${MAX_ATTRIBUTE_OPTIONS} values`;
    if (options.some((option) => option.length > MAX_OPTION_LENGTH || nameProblem(option))) {
      errors[`${at}.options`] = `each value must be plain text of at most ${MAX_OPTION_LENGTH} characters`;
    }
    let key: string;
    let termIds: number[] = [];
    if (input.attributeId !== null) {
      const attribute = globals.find((row) => row.id === input.attributeId);
      if (!attribute) {
        errors[`${at}.id`] = 'must be the id of a global attribute';
        return { ...input, options, termIds };
      }
      key = globalAttributeKey(attribute.slug);
      const own = terms.filter((term) => term.attribute_id === attribute.id);
      const unknown: string[] = [];
      termIds = options.flatMap((option) => {
        const wanted = option.toLowerCase();
        const term = own.find((row) => row.slug === wanted || row.name.toLowerCase() === wanted || row.slug === slugify(option));
        if (!term) unknown.push(option);
        return term ? [term.id] : [];
      });
      if (unknown.length > 0) errors[`${at}.options`] = `are not terms of ${attribute.name}: ${unknown.join(', ')}`;
      termIds = [...new Set(termIds)];
    } else {
      const name = input.name.trim();
      const problem = name ? nameProblem(name) : 'must not be empty';
      if (problem || name.length > 200) errors[`${at}.name`] = problem ?? 'must be at most 200 characters';
      key = customAttributeKey(name);
    }
    if (seenKeys.has(key)) errors[`${at}.name`] = 'names an attribute the product already has';
    seenKeys.add(key);
    return { ...input, name: input.name.trim(), options, termIds };
  });
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: resolved };
}

/** Replaces a product's attributes and its global terms (run inside the product's save transaction). */
export async function writeProductAttributes(trx: Db, productId: number, attributes: readonly ResolvedProductAttribute[]): Promise<void> {
  await trx.deleteFrom('product_attributes').where('product_id', '=', productId).execute();
  await trx.deleteFrom('product_attribute_terms').where('product_id', '=', productId).execute();
  await insertProductsAttributes(trx, [{ productId, attributes }]);
}

/** Writes the attributes of products that have none yet (new ones), a statement per table for all of them. */
export async function insertProductsAttributes(trx: Db, products: readonly { productId: number; attributes: readonly ResolvedProductAttribute[] }[]): Promise<void> {
  const rows = products.flatMap(({ productId, attributes }) =>
    attributes.map((attribute) => ({
      product_id: productId,
      position: attribute.position,
      attribute_id: attribute.attributeId,
      // A global attribute's name is its own; kept blank here so a rename shows everywhere.
      name: attribute.attributeId === null ? attribute.name : '',
      options: attribute.attributeId === null ? JSON.stringify(attribute.options) : '[]',
      visible: attribute.visible ? 1 : 0,
      variation: attribute.variation ? 1 : 0,
    })),
  );
  for (const part of boundChunks(rows, 7)) await trx.insertInto('product_attributes').values(part).execute();
  const terms = products.flatMap(({ productId, attributes }) => [...new Set(attributes.flatMap((attribute) => attribute.termIds))].map((termId) => ({ product_id: productId, term_id: termId })));
  for (const part of boundChunks(terms, 2)) await trx.insertInto('product_attribute_terms').values(part).execute();
}
