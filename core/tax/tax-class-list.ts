import type { Db } from '../../db/connect.ts';
import { taxClassSlug, type TaxClass } from './tax-class.ts';

/**
 * WooCommerce's "Additional tax classes": one class a line, in addition to standard. Saving the list
 * creates the classes of new lines and deletes, with their rates, the classes whose line was removed; a
 * line that makes an existing class's slug keeps that class (and its rates) under the line's name.
 */

export const MAX_TAX_CLASSES = 100;
export const MAX_TAX_CLASS_NAME_LENGTH = 190;

/** The list's classes from its text (blank lines skipped), or what is wrong with it. */
export function readTaxClassLines(text: string): { ok: true; classes: TaxClass[] } | { ok: false; error: string } {
  const classes: TaxClass[] = [];
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const raw of text.split(/\r?\n/)) {
    const name = raw.trim().replace(/\s+/g, ' ');
    if (name === '') continue;
    const slug = taxClassSlug(name);
    if (name.length > MAX_TAX_CLASS_NAME_LENGTH) problems.push(`“${name.slice(0, 40)}…” is longer than ${MAX_TAX_CLASS_NAME_LENGTH} characters`);
    // eslint-disable-next-line no-control-regex
    else if (slug === '' || /[\u0000-\u001f\u007f-\u009f]/.test(name)) problems.push(`“${name.slice(0, 40)}” needs a letter or a digit`);
    else if (slug === 'standard') problems.push(`“${name}” is the standard class, which every shop has`);
    else if (seen.has(slug)) problems.push(`“${name}” and “${seen.get(slug)}” are the same class (${slug})`);
    else {
      seen.set(slug, name);
      classes.push({ slug, name });
    }
  }
  if (classes.length > MAX_TAX_CLASSES) problems.push(`list at most ${MAX_TAX_CLASSES} classes`);
  return problems.length > 0 ? { ok: false, error: `Check the tax classes: ${problems.join('; ')}.` } : { ok: true, classes };
}

/** The list as its text area shows it: the owner's classes, one a line (standard is not listed). */
export const taxClassLinesText = (classes: readonly TaxClass[]): string =>
  classes
    .filter((taxClass) => taxClass.slug !== '')
    .map((taxClass) => taxClass.name)
    .join('\n');

export interface TaxClassChanges {
  created: TaxClass[];
  renamed: TaxClass[];
  /** Slugs of the classes to delete, with their rates. */
  deleted: string[];
}

/** What saving the list changes, from the shop's classes now (standard among them or not). */
export function taxClassChanges(current: readonly TaxClass[], wanted: readonly TaxClass[]): TaxClassChanges {
  const own = current.filter((taxClass) => taxClass.slug !== '');
  const bySlug = new Map(own.map((taxClass) => [taxClass.slug, taxClass]));
  const wantedSlugs = new Set(wanted.map((taxClass) => taxClass.slug));
  return {
    created: wanted.filter((taxClass) => !bySlug.has(taxClass.slug)),
    renamed: wanted.filter((taxClass) => bySlug.has(taxClass.slug) && bySlug.get(taxClass.slug)!.name !== taxClass.name),
    deleted: own.filter((taxClass) => !wantedSlugs.has(taxClass.slug)).map((taxClass) => taxClass.slug),
  };
}

/**
 * Writes the changes in the caller's transaction: deleted classes go with their rates, and their products
 * (and variations) fall back to standard, as in WooCommerce.
 */
export async function applyTaxClassChanges(trx: Db, changes: TaxClassChanges): Promise<void> {
  if (changes.deleted.length > 0) {
    await trx.deleteFrom('tax_rates').where('tax_class', 'in', changes.deleted).execute();
    await trx.updateTable('products').set({ tax_class: '' }).where('tax_class', 'in', changes.deleted).execute();
    await trx.deleteFrom('tax_classes').where('slug', 'in', changes.deleted).execute();
  }
  for (const taxClass of changes.renamed) await trx.updateTable('tax_classes').set({ name: taxClass.name }).where('slug', '=', taxClass.slug).execute();
  if (changes.created.length > 0) await trx.insertInto('tax_classes').values(changes.created.map(({ slug, name }) => ({ slug, name }))).execute();
}
