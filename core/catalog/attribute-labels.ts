import type { Db } from '../../db/connect.ts';
import type { ViewLocale } from '../i18n/catalog-views.ts';
import { productsAttributesInLocale } from './attribute-translations.ts';
import { readProductsAttributes } from './product-attributes.ts';

/** One attribute of a line as the shopper reads it: "Colour" and "Blue". */
export interface AttributeLabel {
  name: string;
  value: string;
}

/** A line's attributes by WooCommerce's keys: `pa_<slug>` → a term's slug for global ones, a custom attribute's key → its value. */
export type ChosenAttributes = Readonly<Record<string, string>>;

type LabelledLine = { productId: number; attributes?: ChosenAttributes | null };

/**
 * Labels the attributes of lines (`productId` the product the shopper chose) by the product's own
 * attributes (core/catalog/product-attributes.ts): the attribute's name, a term's name; read once for all.
 * With a locale, global attributes and terms are named in it (core/catalog/attribute-translations.ts).
 */
export async function attributeLabeller(db: Db, lines: readonly LabelledLine[], locale?: ViewLocale): Promise<(line: LabelledLine) => AttributeLabel[]> {
  const chosen = lines.filter((line) => line.attributes && Object.keys(line.attributes).length > 0);
  if (chosen.length === 0) return () => [];
  const attributes = await productsAttributesInLocale(db, await readProductsAttributes(db, chosen.map((line) => line.productId)), locale);
  return (line) =>
    Object.entries(line.attributes ?? {}).map(([key, value]) => {
      const attribute = attributes.get(line.productId)?.find((candidate) => candidate.key === key);
      return { name: attribute?.name ?? key, value: attribute?.options.find((option) => option.value === value)?.label ?? value };
    });
}

/** "Size: M, Colour: Blue": a line's attributes in one phrase, for e-mails and plain text. */
export const attributeSummary = (labels: readonly AttributeLabel[]): string => labels.map(({ name, value }) => `${name}: ${value}`).join(', ');
