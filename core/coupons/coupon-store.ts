import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { containsPattern, lowerLike } from '../shared/sql.ts';
import type { CouponRow } from '../../db/schema.ts';
import { isRowId } from '../shared/row-id.ts';
import { fail, ok, type Result } from '../shared/result.ts';
import { nowIso } from '../shared/time.ts';
import type { CouponInput } from './coupon-fields.ts';
import { inTransaction } from '../../db/transaction.ts';
import { enqueueWebhookEvent } from '../webhooks/enqueue.ts';

/** A coupon's row values from the owner's fields (lists as JSON, flags as 0/1). */
function rowValues(input: CouponInput) {
  return {
    code: input.code,
    description: input.description,
    discount_type: input.discountType,
    amount: input.amount,
    expires_at: input.expiresAt,
    minimum_amount: input.minimumAmount,
    maximum_amount: input.maximumAmount,
    individual_use: input.individualUse ? 1 : 0,
    exclude_sale_items: input.excludeSaleItems ? 1 : 0,
    product_ids: JSON.stringify(input.productIds),
    excluded_product_ids: JSON.stringify(input.excludedProductIds),
    product_categories: JSON.stringify(input.categoryIds),
    excluded_product_categories: JSON.stringify(input.excludedCategoryIds),
    email_restrictions: JSON.stringify(input.emailRestrictions),
    usage_limit: input.usageLimit,
    usage_limit_per_user: input.usageLimitPerUser,
    limit_usage_to_x_items: input.limitUsageToXItems,
    free_shipping: input.freeShipping ? 1 : 0,
    status: input.status,
  };
}

export const codeTakenMessage = (code: string) => `A coupon with the code “${code}” already exists.`;

/** Whether another coupon (not `exceptId`) has this code. */
async function codeTaken(db: Db, code: string, exceptId?: number): Promise<boolean> {
  const row = await db
    .selectFrom('coupons')
    .select('id')
    .where('code', '=', code)
    .$if(exceptId !== undefined, (query) => query.where('id', '!=', exceptId as number))
    .executeTakeFirst();
  return row !== undefined;
}

/** The database refused a second row with the same code (two saves of one code at the same moment). */
function isCodeConflict(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === '23505' || (typeof message === 'string' && /UNIQUE constraint failed: coupons\.code/.test(message));
}

/** Creates a coupon; a code in use already is refused (codes are unique, whatever their case). */
export async function createCoupon(db: Db, input: CouponInput): Promise<Result<CouponRow, 'code_taken'>> {
  if (await codeTaken(db, input.code)) return fail('code_taken', codeTakenMessage(input.code), 'code');
  const now = nowIso();
  try {
    const row = await inTransaction(db, async (trx) => {
      const created = await trx.insertInto('coupons').values({ ...rowValues(input), created_at: now, updated_at: now }).returningAll().executeTakeFirstOrThrow();
      await enqueueWebhookEvent(trx, 'coupon', 'created', created.id);
      return created;
    });
    return ok(row);
  } catch (error) {
    if (isCodeConflict(error)) return fail('code_taken', codeTakenMessage(input.code), 'code');
    throw error;
  }
}

/** Replaces a coupon's fields (its uses stay); null when there is no such coupon. */
export async function updateCoupon(db: Db, id: number, input: CouponInput): Promise<Result<CouponRow, 'code_taken' | 'not_found'>> {
  if (!isRowId(id)) return fail('not_found', 'No coupon with that id.');
  if (await codeTaken(db, input.code, id)) return fail('code_taken', codeTakenMessage(input.code), 'code');
  try {
    const row = await inTransaction(db, async (trx) => {
      const updated = await trx.updateTable('coupons').set({ ...rowValues(input), updated_at: nowIso() }).where('id', '=', id).returningAll().executeTakeFirst();
      if (updated) await enqueueWebhookEvent(trx, 'coupon', 'updated', id);
      return updated;
    });
    return row ? ok(row) : fail('not_found', 'No coupon with that id.');
  } catch (error) {
    if (isCodeConflict(error)) return fail('code_taken', codeTakenMessage(input.code), 'code');
    throw error;
  }
}

/** Deletes a coupon; the orders that used it keep their coupon lines (code and discount). */
export async function deleteCoupon(db: Db, id: number): Promise<CouponRow | null> {
  if (!isRowId(id)) return null;
  return inTransaction(db, async (trx) => {
    const row = await trx.selectFrom('coupons').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    await trx.deleteFrom('coupons').where('id', '=', id).execute();
    await enqueueWebhookEvent(trx, 'coupon', 'deleted', id);
    return row;
  });
}

export async function getCoupon(db: Db, id: number): Promise<CouponRow | null> {
  if (!isRowId(id)) return null;
  return (await db.selectFrom('coupons').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

export interface CouponListQuery {
  page: number;
  perPage: number;
  /** Part of the code (any case). */
  search?: string;
  /** Only these ids. */
  include?: readonly number[];
  /** A code exactly (any case). */
  code?: string;
  order: 'asc' | 'desc';
  orderBy: 'date' | 'id' | 'code';
}

/** A page of coupons and how many match in all. */
export async function listCoupons(db: Db, query: CouponListQuery): Promise<{ rows: CouponRow[]; total: number }> {
  let base = db.selectFrom('coupons');
  if (query.search) base = base.where(lowerLike(sql.ref('code'), containsPattern(query.search.trim())));
  if (query.include && query.include.length > 0) base = base.where('id', 'in', [...query.include]);
  if (query.code !== undefined) base = base.where('code', '=', query.code.trim().toLowerCase());
  const column = query.orderBy === 'code' ? 'code' : query.orderBy === 'date' ? 'created_at' : 'id';
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy(column, query.order).orderBy('id', query.order).limit(query.perPage).offset((query.page - 1) * query.perPage).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}
