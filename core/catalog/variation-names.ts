import type { Db } from '../../db/connect.ts';
import { readProductAttributes, type ProductAttributeView } from './product-attributes.ts';

/** "Hoodie - Blue, Large": the parent's name and the chosen values' labels, as WooCommerce names variations. */
export function variationName(parentName: string, attributes: readonly ProductAttributeView[], values: Readonly<Record<string, string>>): string {
  const labels = attributes.flatMap((attribute) => {
    const value = values[attribute.key];
    if (!attribute.variation || !value) return [];
    return [attribute.options.find((option) => option.value === value)?.label ?? value];
  });
  return labels.length > 0 ? `${parentName} - ${labels.join(', ')}`.slice(0, 200) : parentName;
}

/** Renames a variable product's variations after its name or attributes changed (run inside its save). */
export async function renameVariations(db: Db, parentId: number, parentName: string): Promise<void> {
  const variations = await db.selectFrom('products').select(['id', 'name']).where('parent_id', '=', parentId).where('type', '=', 'variation').execute();
  if (variations.length === 0) return;
  const [attributes, values] = await Promise.all([
    readProductAttributes(db, parentId),
    db.selectFrom('variation_attributes').selectAll().where('variation_id', 'in', variations.map((variation) => variation.id)).execute(),
  ]);
  for (const variation of variations) {
    const own = Object.fromEntries(values.filter((value) => value.variation_id === variation.id).map((value) => [value.name, value.value]));
    const name = variationName(parentName, attributes, own);
    if (name !== variation.name) await db.updateTable('products').set({ name }).where('id', '=', variation.id).execute();
  }
}
