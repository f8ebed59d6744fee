import type { Db } from '../../db/connect.ts';
import { customAttributeKey, globalAttributeKey } from './attribute-keys.ts';

/** One attribute of a line as the shopper reads it: "Colour" and "Blue". */
export interface AttributeLabel {
  name: string;
  value: string;
}

/** A line's attributes by WooCommerce's keys: `pa_<slug>` → a term's slug for global ones, a custom attribute's key → its value. */
export type ChosenAttributes = Readonly<Record<string, string>>;

const GLOBAL_ATTRIBUTE_PREFIX = globalAttributeKey('');

/** Labels the attributes of lines (`productId` the product the shopper chose), in two queries for all of them. */
export async function attributeLabeller(db: Db, lines: readonly { productId: number; attributes?: ChosenAttributes | null }[]): Promise<(line: { productId: number; attributes?: ChosenAttributes | null }) => AttributeLabel[]> {
  const chosen = lines.filter((line) => line.attributes && Object.keys(line.attributes).length > 0);
  if (chosen.length === 0) return () => [];
  const globalSlugs = [...new Set(chosen.flatMap((line) => Object.keys(line.attributes!).filter((key) => key.startsWith(GLOBAL_ATTRIBUTE_PREFIX)).map((key) => key.slice(GLOBAL_ATTRIBUTE_PREFIX.length))))];
  const [terms, custom] = await Promise.all([
    globalSlugs.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('attributes')
          .leftJoin('attribute_terms', 'attribute_terms.attribute_id', 'attributes.id')
          .select(['attributes.slug as attribute', 'attributes.name as attribute_name', 'attribute_terms.slug as term', 'attribute_terms.name as term_name'])
          .where('attributes.slug', 'in', globalSlugs)
          .execute(),
    db
      .selectFrom('product_attributes')
      .select(['product_id', 'name'])
      .where('attribute_id', 'is', null)
      .where('product_id', 'in', [...new Set(chosen.map((line) => line.productId))])
      .execute(),
  ]);
  const attributeNames = new Map(terms.map((row) => [`${GLOBAL_ATTRIBUTE_PREFIX}${row.attribute}`, row.attribute_name]));
  const termNames = new Map<string, string>(terms.flatMap((row) => (row.term === null ? [] : [[`${GLOBAL_ATTRIBUTE_PREFIX}${row.attribute}\u0000${row.term}`, row.term_name ?? row.term] as const])));
  const customNames = new Map(custom.map((row) => [`${row.product_id}\u0000${customAttributeKey(row.name)}`, row.name]));
  return (line) =>
    Object.entries(line.attributes ?? {}).map(([key, value]) =>
      key.startsWith(GLOBAL_ATTRIBUTE_PREFIX)
        ? { name: attributeNames.get(key) ?? key.slice(GLOBAL_ATTRIBUTE_PREFIX.length), value: termNames.get(`${key}\u0000${value}`) ?? value }
        : { name: customNames.get(`${line.productId}\u0000${key}`) ?? key, value },
    );
}

/** "Size: M, Colour: Blue": a line's attributes in one phrase, for e-mails and plain text. */
export const attributeSummary = (labels: readonly AttributeLabel[]): string => labels.map(({ name, value }) => `${name}: ${value}`).join(', ');
