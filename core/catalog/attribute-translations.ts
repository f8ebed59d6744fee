import type { Db } from '../../db/connect.ts';
import { NO_MEMO } from './catalog-memo.ts';
import type { ViewLocale } from '../i18n/catalog-views.ts';
import type { ProductAttributeView } from './product-attributes.ts';

/**
 * Global attributes and their terms as a shopper reads them in a locale: "Farbe" and "Rost" for
 * `pa_colour` and `rust`. A name without a translation (or with an empty one) falls back to the
 * default language's, the row's own. Only the words change: keys and term slugs stay as they are, so
 * forms, carts and addresses are the same in every language. A product's own attributes have no
 * translation and keep their words.
 */
export interface AttributeNames {
  /** The global attribute's name in the locale, else `fallback` (its own name). */
  attribute(attributeId: number, fallback: string): string;
  /** The name of the attribute's term `slug` in the locale, else `fallback` (its own name). */
  term(attributeId: number, slug: string, fallback: string): string;
}

/** The default language's names: nothing to read. */
const OWN_NAMES: AttributeNames = { attribute: (_id, fallback) => fallback, term: (_id, _slug, fallback) => fallback };

/**
 * The names of these global attributes and all their terms in the choice's locale, read once (once per
 * content version with the page's memo: saving a translation bumps the version). In the default locale,
 * or for no attributes, the names are the rows' own, without a query.
 */
export async function attributeNamesIn(db: Db, attributeIds: readonly number[], choice: ViewLocale | undefined): Promise<AttributeNames> {
  const ids = [...new Set(attributeIds.filter((id) => id > 0))].sort((a, b) => a - b);
  if (!choice || choice.locale === choice.defaultLocale || ids.length === 0) return OWN_NAMES;
  const { locale } = choice;
  const reads = choice.reads ?? NO_MEMO;
  const { attributes, terms } = await reads.read(`attribute-names:${locale}:${ids.join(',')}`, () => readNames(db, ids, locale));
  return {
    attribute: (id, fallback) => attributes.get(id) || fallback,
    term: (id, slug, fallback) => terms.get(termKey(id, slug)) || fallback,
  };
}

const termKey = (attributeId: number, slug: string) => `${attributeId}:${slug}`;

async function readNames(db: Db, ids: readonly number[], locale: string): Promise<{ attributes: Map<number, string>; terms: Map<string, string> }> {
  const [attributes, terms] = await Promise.all([
    db.selectFrom('attribute_translations').select(['attribute_id', 'name']).where('attribute_id', 'in', [...ids]).where('locale', '=', locale).execute(),
    db
      .selectFrom('attribute_term_translations as tt')
      .innerJoin('attribute_terms as t', 't.id', 'tt.term_id')
      .select(['t.attribute_id', 't.slug', 'tt.name'])
      .where('t.attribute_id', 'in', [...ids])
      .where('tt.locale', '=', locale)
      .execute(),
  ]);
  return {
    attributes: new Map(attributes.filter((row) => row.name.trim() !== '').map((row) => [row.attribute_id, row.name])),
    terms: new Map(terms.filter((row) => row.name.trim() !== '').map((row) => [termKey(row.attribute_id, row.slug), row.name])),
  };
}

/** A product's attributes with their names and options' labels in the locale (values untouched). */
export function attributeViewInLocale<T extends ProductAttributeView>(attribute: T, names: AttributeNames): T {
  if (attribute.id === 0) return attribute;
  return {
    ...attribute,
    name: names.attribute(attribute.id, attribute.name),
    options: attribute.options.map((option) => ({ ...option, label: names.term(attribute.id, option.value, option.label) })),
  };
}

/** Several products' attributes (as readProductsAttributes gives them) in the locale, in one read. */
export async function productsAttributesInLocale(
  db: Db,
  byProduct: ReadonlyMap<number, readonly ProductAttributeView[]>,
  choice: ViewLocale | undefined,
): Promise<Map<number, ProductAttributeView[]>> {
  const all = [...byProduct.values()].flat();
  const names = await attributeNamesIn(db, all.map((attribute) => attribute.id), choice);
  return new Map([...byProduct].map(([id, attributes]) => [id, attributes.map((attribute) => attributeViewInLocale(attribute, names))]));
}

/** One product's attributes in the locale. */
export async function productAttributesInLocale<T extends ProductAttributeView>(db: Db, attributes: readonly T[], choice: ViewLocale | undefined): Promise<T[]> {
  const names = await attributeNamesIn(db, attributes.map((attribute) => attribute.id), choice);
  return attributes.map((attribute) => attributeViewInLocale(attribute, names));
}
