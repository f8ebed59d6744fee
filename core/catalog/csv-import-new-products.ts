import { boundChunks } from '../../db/bound-values.ts';
import type { Db } from '../../db/connect.ts';
import { ensureCategory } from './csv-import-categories.ts';
import type { NewProductPlan, TakenKeys } from './csv-import-new-product.ts';
import { insertProductsAttributes, resolveProductsAttributes, type ProductAttributeInput } from './product-attributes.ts';
import { groupedLinkRows } from './product-kind.ts';
import { ensureShippingClass } from './csv-tax-columns.ts';

/**
 * New products of one batch written a statement per table rather than a dozen statements a product:
 * their `products` rows, then their categories' links, translations, attributes and grouped children.
 * The database's own upkeep (counts, category listings, the text index) follows each row as it does any write.
 */


/** The SKUs and slugs among these that products of the shop already hold. */
export async function findTakenKeys(db: Db, skus: readonly string[], slugs: readonly string[]): Promise<TakenKeys> {
  const taken: TakenKeys = { skus: new Set(), slugs: new Set() };
  for (const part of boundChunks([...new Set(skus)], 1)) {
    for (const row of await db.selectFrom('products').select('sku').where('sku', 'in', part).execute()) if (row.sku !== null) taken.skus.add(row.sku);
  }
  for (const part of boundChunks([...new Set(slugs)], 1)) {
    for (const row of await db.selectFrom('products').select('slug').where('slug', 'in', part).execute()) taken.slugs.add(row.slug);
  }
  return taken;
}

/**
 * Writes planned new products (their slugs unique among themselves and the shop's) in their order, so
 * they get the ids one at a time would have given; returns those ids. Categories are found or created
 * in the rows' order, as row by row; `attributes` are each plan's, as the editor takes them (global
 * attributes and terms already made). Throws when one of them cannot be given (the rows' own writers
 * say why). Run it inside a transaction: a failure leaves part of the work done.
 */
export async function insertNewProducts(
  db: Db,
  plans: readonly NewProductPlan[],
  categoryCache: Map<string, number>,
  attributes: readonly (readonly ProductAttributeInput[])[],
  shippingClassCache: Map<string, number> = new Map(),
): Promise<number[]> {
  if (plans.length === 0) return [];
  const resolved = await resolveProductsAttributes(db, attributes);
  if (resolved.some((result) => !result.ok)) throw new Error('an attribute of the batch cannot be given');
  const categoryIds: (number[] | undefined)[] = [];
  for (const plan of plans) {
    if (plan.categories === undefined) {
      categoryIds.push(undefined);
      continue;
    }
    const ids: number[] = [];
    for (const name of plan.categories) ids.push(await ensureCategory(db, name, categoryCache));
    categoryIds.push([...new Set(ids)]);
  }
  // Shipping classes the rows name are found or made in the rows' order, as row by row.
  const values: NewProductPlan['values'][] = [];
  for (const plan of plans) values.push(plan.shippingClass === null ? plan.values : { ...plan.values, shipping_class_id: await ensureShippingClass(db, plan.shippingClass, shippingClassCache) });
  const idBySlug = new Map<string, number>();
  const columns = Object.keys(plans[0]!.values).length;
  for (const part of boundChunks(values, columns)) {
    const rows = await db
      .insertInto('products')
      .values(part)
      .returning(['id', 'slug'])
      .execute();
    for (const row of rows) idBySlug.set(row.slug, row.id);
  }
  const ids = plans.map((plan) => {
    const id = idBySlug.get(plan.values.slug);
    if (id === undefined) throw new Error(`no id returned for the product '${plan.values.slug}'`);
    return id;
  });
  const links = plans.flatMap((_, index) => (categoryIds[index] ?? []).map((categoryId) => ({ product_id: ids[index]!, category_id: categoryId })));
  for (const part of boundChunks(links, 2)) await db.insertInto('product_categories').values(part).execute();
  const translations = plans.flatMap((plan, index) => plan.translations.map((translation) => ({ product_id: ids[index]!, ...translation })));
  for (const part of boundChunks(translations, 5)) await db.insertInto('product_translations').values(part).execute();
  await insertProductsAttributes(
    db,
    ids.flatMap((productId, index) => {
      const result = resolved[index];
      return result?.ok && result.value.length > 0 ? [{ productId, attributes: result.value }] : [];
    }),
  );
  const children = plans.flatMap((plan, index) => groupedLinkRows(ids[index]!, plan.childIds));
  for (const part of boundChunks(children, 4)) await db.insertInto('product_links').values(part).execute();
  return ids;
}
