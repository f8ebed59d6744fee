import { boundChunks } from '../../db/bound-values.ts';
import type { Db } from '../../db/connect.ts';
import { nowIso } from '../shared/time.ts';
import { variationChangesOf, sameValues, type CheckedRow } from './csv-import-typed.ts';
import { uniqueProductSlugs } from './product-editor.ts';
import { ensureShippingClass } from './csv-tax-columns.ts';
import { mergeVariationFields, mergeVariationValues, newVariationRow, variationSlugBase, type VariableProduct, type VariationFields } from './variations.ts';

/**
 * New variations of a batch written a statement per table (`products`, `variation_attributes`) rather
 * than a dozen statements each, with the values `saveVariationOf` would store for them one at a time.
 */

export interface NewVariationPlan {
  parent: VariableProduct;
  fields: VariationFields;
  /** A value for each attribute the product's variations choose among ('' for "any"). */
  values: Record<string, string>;
  /** The shipping class the row names (found or created as the plan is written); null none, undefined the column is absent. */
  shippingClass?: string | null;
}

/** What the rows planned before a row have taken: SKUs, and each product's combinations of values. */
export interface PlannedVariations {
  skus: Set<string>;
  combinations: Map<number, Set<string>>;
}

const combinationOf = (parent: VariableProduct, values: Readonly<Record<string, string>>) => JSON.stringify(parent.axes.map((axis) => values[axis.key] ?? ''));

/**
 * The row as a new variation of `parent`, or null when it is not plainly one: its SKU is a product's
 * already (or a row's planned before it), it has no SKU and its values are a variation's already, or
 * one of its cells is refused (the row's own writer updates, or says why).
 */
export function planNewVariation(checked: CheckedRow, parent: VariableProduct, taken: PlannedVariations): NewVariationPlan | null {
  let asked: ReturnType<typeof variationChangesOf>;
  try {
    asked = variationChangesOf(checked, parent);
  } catch {
    return null;
  }
  const combination = combinationOf(parent, asked.values);
  const planned = taken.combinations.get(parent.parent.id);
  if (checked.product.sku ? taken.skus.has(checked.product.sku) : sameValues(parent, asked.values) || planned?.has(combination)) return null;
  const fields = mergeVariationFields(null, asked.changes);
  const values = mergeVariationValues(parent.axes, {}, asked.changes.values);
  if (!fields.ok || !values.ok || (fields.value.sku !== null && taken.skus.has(fields.value.sku))) return null;
  if (fields.value.sku !== null) taken.skus.add(fields.value.sku);
  taken.combinations.set(parent.parent.id, (planned ?? new Set()).add(combination));
  return { parent, fields: fields.value, values: values.value, ...(checked.product.tax?.shippingClass !== undefined ? { shippingClass: checked.product.tax.shippingClass } : {}) };
}

/**
 * Writes planned new variations in their order, so they get the ids and the numbered slugs one at a
 * time would have given; returns those ids. Their products are left for the caller to bring in line.
 * Run it inside a transaction: a failure leaves part of the work done.
 */
export async function insertNewVariations(db: Db, plans: readonly NewVariationPlan[], shippingClassCache: Map<string, number> = new Map()): Promise<number[]> {
  if (plans.length === 0) return [];
  const now = nowIso();
  const classIds: (number | null)[] = [];
  for (const plan of plans) classIds.push(plan.shippingClass ? await ensureShippingClass(db, plan.shippingClass, shippingClassCache) : null);
  const slugs = await uniqueProductSlugs(
    db,
    plans.map((plan) => variationSlugBase(plan.parent)),
  );
  const rows = plans.map((plan, index) => ({
    ...newVariationRow(plan.parent, { ...plan.fields, ...(classIds[index] !== null ? { shipping_class_id: classIds[index]! } : {}) }, plan.values, slugs[index]!, now),
    external_url: null,
    button_text: null,
    max_price: null,
  }));
  const idBySlug = new Map<string, number>();
  for (const part of boundChunks(rows, Object.keys(rows[0]!).length)) {
    for (const row of await db.insertInto('products').values(part).returning(['id', 'slug']).execute()) idBySlug.set(row.slug, row.id);
  }
  const ids = slugs.map((slug) => {
    const id = idBySlug.get(slug);
    if (id === undefined) throw new Error(`no id returned for the variation '${slug}'`);
    return id;
  });
  const values = plans.flatMap((plan, index) => Object.entries(plan.values).map(([name, value]) => ({ variation_id: ids[index]!, name, value })));
  for (const part of boundChunks(values, 3)) await db.insertInto('variation_attributes').values(part).execute();
  return ids;
}
