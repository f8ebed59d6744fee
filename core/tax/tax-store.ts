import type { Db } from '../../db/connect.ts';
import type { TaxRateRow } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { safeJsonValue, touchContentVersion } from '../settings/settings.ts';
import { forgetShippingTaxClass, readTaxSettings } from './tax-settings.ts';
import type { TaxRate } from './tax-rate.ts';
import { STANDARD_CLASS, taxClassSlug, type TaxClass, type TaxRules } from './tax-class.ts';

/** A tax class (standard is `''`, with no row), its slug, and what prices need of taxes: kept in `tax-class.ts`. */
export { STANDARD_CLASS, taxClassSlug, type TaxClass, type TaxRules };

/** A rate as the shop stores it, without its id: what the admin, the REST API and the CSV import write. */
export type TaxRateFields = Omit<TaxRate, 'id'>;

const stringList = (text: string): string[] => {
  const value = safeJsonValue(text);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
};

export function rateFromRow(row: TaxRateRow): TaxRate {
  return {
    id: row.id,
    country: row.country,
    state: row.state,
    postcodes: stringList(row.postcodes),
    cities: stringList(row.cities),
    rate: Number(row.rate),
    name: row.name,
    priority: Number(row.priority),
    compound: Number(row.compound) === 1,
    shipping: Number(row.shipping) === 1,
    order: Number(row.rate_order),
    taxClass: row.tax_class,
  };
}

/** A rate's columns as stored. */
export const rateRow = (fields: TaxRateFields) => ({
  country: fields.country,
  state: fields.state,
  postcodes: JSON.stringify(fields.postcodes),
  cities: JSON.stringify(fields.cities),
  rate: fields.rate,
  name: fields.name,
  priority: fields.priority,
  compound: fields.compound ? 1 : 0,
  shipping: fields.shipping ? 1 : 0,
  rate_order: fields.order,
  tax_class: fields.taxClass,
});

/** Every rate in the owner's order (by class, then order, then id). */
export async function readTaxRates(db: Db): Promise<TaxRate[]> {
  const rows = await db.selectFrom('tax_rates').selectAll().orderBy('tax_class').orderBy('rate_order').orderBy('id').execute();
  return rows.map(rateFromRow);
}

/** Standard first, then the owner's classes in the order they were made. */
export async function readTaxClasses(db: Db): Promise<TaxClass[]> {
  const rows = await db.selectFrom('tax_classes').select(['slug', 'name']).orderBy('id').execute();
  return [STANDARD_CLASS, ...rows];
}

export async function readTaxRules(db: Db, baseCountry: string): Promise<TaxRules> {
  const [settings, rates, classes] = await Promise.all([readTaxSettings(db, baseCountry), readTaxRates(db), readTaxClasses(db)]);
  return { settings, rates, classes };
}

export const TAX_RATE_ORDERS = { id: 'id', order: 'rate_order', priority: 'priority' } as const;

export interface TaxRateListQuery {
  /** One class's rates (`''` standard); undefined for every class's. */
  taxClass?: string;
  orderBy: keyof typeof TAX_RATE_ORDERS;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/** A page of rates, as WooCommerce's REST API lists them (by the column asked, then id), and how many there are. */
export async function listTaxRates(db: Db, query: TaxRateListQuery): Promise<{ rows: TaxRate[]; total: number }> {
  let base = db.selectFrom('tax_rates');
  if (query.taxClass !== undefined) base = base.where('tax_class', '=', query.taxClass);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy(TAX_RATE_ORDERS[query.orderBy], query.order).orderBy('id', query.order).offset(query.offset).limit(query.limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { rows: rows.map(rateFromRow), total: Number(count?.n ?? 0) };
}

/** How many rates each class has, by slug (`''` standard); a class without rates is absent. */
export async function countRatesByClass(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('tax_rates')
    .select(['tax_class', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('tax_class')
    .execute();
  return new Map(rows.map((row) => [row.tax_class, Number(row.n)]));
}

/** One class's rates in the owner's order. */
export async function readClassRates(db: Db, taxClass: string): Promise<TaxRate[]> {
  const rows = await db.selectFrom('tax_rates').selectAll().where('tax_class', '=', taxClass).orderBy('rate_order').orderBy('id').execute();
  return rows.map(rateFromRow);
}

/** The order after a class's last rate (0 for a class without rates). */
export async function nextRateOrder(db: Db, taxClass: string): Promise<number> {
  const row = await db
    .selectFrom('tax_rates')
    .select((eb) => eb.fn.max('rate_order').as('last'))
    .where('tax_class', '=', taxClass)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/** Adds rates after the others of their classes, in the order given, all or none (an import); returns them. */
export async function appendTaxRates(db: Db, rates: readonly TaxRateFields[]): Promise<TaxRate[]> {
  if (rates.length === 0) return [];
  return inTransaction(db, async (trx) => {
    const next = new Map<string, number>();
    const added: TaxRate[] = [];
    for (const fields of rates) {
      const order = next.get(fields.taxClass) ?? (await nextRateOrder(trx, fields.taxClass));
      next.set(fields.taxClass, order + 1);
      const row = await trx.insertInto('tax_rates').values(rateRow({ ...fields, order })).returningAll().executeTakeFirstOrThrow();
      added.push(rateFromRow(row));
    }
    await touchContentVersion(trx);
    return added;
  });
}

export async function readTaxRate(db: Db, id: number): Promise<TaxRate | null> {
  const row = await db.selectFrom('tax_rates').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? rateFromRow(row) : null;
}

export async function createTaxRate(db: Db, fields: TaxRateFields): Promise<TaxRate> {
  const row = await db.insertInto('tax_rates').values(rateRow(fields)).returningAll().executeTakeFirstOrThrow();
  await touchContentVersion(db);
  return rateFromRow(row);
}

export async function updateTaxRate(db: Db, id: number, fields: TaxRateFields): Promise<TaxRate | null> {
  const row = await db.updateTable('tax_rates').set(rateRow(fields)).where('id', '=', id).returningAll().executeTakeFirst();
  if (row) await touchContentVersion(db);
  return row ? rateFromRow(row) : null;
}

export async function deleteTaxRate(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('tax_rates').where('id', '=', id).executeTakeFirst();
  const deleted = Number(result.numDeletedRows) > 0;
  if (deleted) await touchContentVersion(db);
  return deleted;
}

/** A new class; null when its name makes no slug or the slug is taken (standard's among them). */
export async function createTaxClass(db: Db, name: string): Promise<TaxClass | null> {
  const slug = taxClassSlug(name);
  if (slug === '' || slug === 'standard' || name.trim() === '') return null;
  const taken = await db.selectFrom('tax_classes').select('id').where('slug', '=', slug).executeTakeFirst();
  if (taken) return null;
  await db.insertInto('tax_classes').values({ slug, name: name.trim() }).execute();
  await touchContentVersion(db);
  return { slug, name: name.trim() };
}

/** Deletes a class with its rates; its products fall back to standard, as in WooCommerce. */
export async function deleteTaxClass(db: Db, slug: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const result = await trx.deleteFrom('tax_classes').where('slug', '=', slug).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    await trx.deleteFrom('tax_rates').where('tax_class', '=', slug).execute();
    await trx.updateTable('products').set({ tax_class: '' }).where('tax_class', '=', slug).execute();
    await forgetShippingTaxClass(trx, slug);
    await touchContentVersion(trx);
    return true;
  });
}
