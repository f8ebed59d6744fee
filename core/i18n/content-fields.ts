import { z } from 'zod';
import { cleanMultilineText, descriptionHtmlField, nameProblem } from '../catalog/product-fields.ts';

/**
 * What can be translated, per kind of shop content, with the same rules the original field follows
 * (a translated name is a name: one line, no HTML). Pages and posts share the `post` kind, as they
 * share a table. Global attributes and their terms are translated too (a product's own attributes are
 * not: they stay as written). Empty text is always allowed: it means "not translated, show the original".
 */
export const TRANSLATABLE = {
  product: { table: 'product_translations', source: 'products', key: 'product_id', fields: ['name', 'short_description', 'description'] },
  category: { table: 'category_translations', source: 'categories', key: 'category_id', fields: ['name', 'description'] },
  post: { table: 'post_translations', source: 'posts', key: 'post_id', fields: ['title', 'excerpt', 'content'] },
  attribute: { table: 'attribute_translations', source: 'attributes', key: 'attribute_id', fields: ['name'] },
  attribute_term: { table: 'attribute_term_translations', source: 'attribute_terms', key: 'term_id', fields: ['name', 'description'] },
} as const;

export type ContentKind = keyof typeof TRANSLATABLE;
export type TranslatableField<K extends ContentKind> = (typeof TRANSLATABLE)[K]['fields'][number];
export type TranslatedFields<K extends ContentKind> = Record<TranslatableField<K>, string>;

/** Field labels as the admin and the CSV import name them. */
export const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  short_description: 'Short description',
  description: 'Description',
  title: 'Title',
  excerpt: 'Excerpt',
  content: 'Content',
};

const oneLine = (label: string) =>
  z
    .string()
    .trim()
    .max(200, `Keep the ${label} under 200 characters.`)
    .superRefine((text, ctx) => {
      const problem = nameProblem(text);
      if (problem) ctx.addIssue({ code: 'custom', message: `The ${label} ${problem}.` });
    });

const multiline = (label: string, max: number) =>
  z
    .string()
    .transform(cleanMultilineText)
    .pipe(z.string().max(max, `Keep the ${label} under ${max.toLocaleString('en-US')} characters.`));

/** The same limits as the product, category and post forms. */
const FIELD_RULES: { [K in ContentKind]: Record<TranslatableField<K>, z.ZodType<string, string>> } = {
  // HTML, stored sanitised, as the product's own descriptions are.
  product: { name: oneLine('name'), short_description: descriptionHtmlField('short description', 2000, '2,000'), description: descriptionHtmlField('description', 50_000, '50,000') },
  category: { name: oneLine('name'), description: multiline('description', 5000) },
  post: { title: oneLine('title'), excerpt: multiline('excerpt', 1000), content: multiline('content', 200_000) },
  attribute: { name: oneLine('name') },
  attribute_term: { name: oneLine('name'), description: multiline('description', 5000) },
};

/** Checks one locale's translated fields; the errors are keyed by field name. */
export function parseTranslatedFields<K extends ContentKind>(
  kind: K,
  values: Partial<Record<TranslatableField<K>, string>>,
): { ok: true; value: TranslatedFields<K> } | { ok: false; errors: Partial<Record<TranslatableField<K>, string>> } {
  const rules = FIELD_RULES[kind] as Record<string, z.ZodType<string, string>>;
  const value: Record<string, string> = {};
  const errors: Record<string, string> = {};
  for (const field of TRANSLATABLE[kind].fields) {
    const parsed = rules[field]!.safeParse((values as Record<string, string | undefined>)[field] ?? '');
    if (parsed.success) value[field] = parsed.data;
    else errors[field] = parsed.error.issues[0]?.message ?? 'This value cannot be used.';
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors: errors as Partial<Record<TranslatableField<K>, string>> } : { ok: true, value: value as TranslatedFields<K> };
}
