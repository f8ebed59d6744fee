import type { Db } from '../../db/connect.ts';
import { publishedCoupons, shopperUses } from '../coupons/coupon-rows.ts';
import { couponWords, refusalMessage, type MoneyWords } from '../coupons/coupon-messages.ts';
import type { MessageLocale } from '../i18n/translator.ts';
import { needsCategories, normaliseCouponCode, type Coupon, type CouponTarget } from '../pricing/coupon.ts';
import { couponRefusal, couponStandingRefusal, type CheckedLine } from '../pricing/coupon-validity.ts';
import { fail, ok, type Result } from '../shared/result.ts';

/** What the coupon checks know of the shopper: an account, and an e-mail once checkout has one. */
export interface CouponShopperRef {
  customerId: number | null;
  email: string | null;
}

export interface CouponCheckOptions {
  language: MessageLocale;
  money: MoneyWords;
  now: Date;
  shopper: CouponShopperRef;
}

export interface CheckedCoupons<Line> {
  /** The coupons that apply, in the order they were applied. */
  kept: Coupon[];
  /** The lines, with their categories where some coupon names categories. */
  lines: Line[];
  /** Why each coupon no longer applies was taken off, for the shopper. */
  notices: string[];
}

/** The categories of these products (id and name), for coupons that name categories. */
export async function productCategories(db: Db, productIds: readonly number[]): Promise<Map<number, { id: number; name: string }[]>> {
  const byProduct = new Map<number, { id: number; name: string }[]>();
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return byProduct;
  const rows = await db
    .selectFrom('product_categories')
    .innerJoin('categories', 'categories.id', 'product_categories.category_id')
    .select(['product_categories.product_id', 'categories.id', 'categories.name'])
    .where('product_categories.product_id', 'in', ids)
    .execute();
  for (const row of rows) byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), { id: row.id, name: row.name }]);
  return byProduct;
}

/** The lines' targets with their categories filled in, when some coupon names categories. */
export async function withCategories<Line extends { target: CouponTarget }>(db: Db, lines: readonly Line[], coupons: readonly Coupon[]): Promise<Line[]> {
  if (!needsCategories(coupons)) return [...lines];
  const categories = await productCategories(db, lines.map((line) => line.target.productId));
  return lines.map((line) => ({ ...line, target: { ...line.target, categories: categories.get(line.target.productId) ?? [] } }));
}

/**
 * The session's coupons checked against the cart as it is now: those that still apply, and a notice for
 * each that does not (gone, used up, expired, the cart no longer qualifies) saying why it was taken off.
 * An individual-use coupon keeps the cart to itself.
 */
export async function checkCartCoupons<Line extends CheckedLine>(db: Db, codes: readonly string[], lines: readonly Line[], options: CouponCheckOptions): Promise<CheckedCoupons<Line>> {
  // An empty cart has nothing to judge its coupons by: they wait for its first line.
  if (codes.length === 0 || lines.length === 0) return { kept: [], lines: [...lines], notices: [] };
  const found = await publishedCoupons(db, codes);
  const checkedLines = await withCategories(db, lines, [...found.values()]);
  const words = couponWords(options.language);
  const kept: Coupon[] = [];
  const notices: string[] = [];
  for (const code of codes) {
    const coupon = found.get(code);
    if (!coupon) {
      notices.push(words.dropped(code, words.notExist(code)));
      continue;
    }
    const uses = coupon.usageLimitPerUser === null ? 0 : await shopperUses(db, coupon.id, options.shopper);
    const refusal = couponRefusal(coupon, checkedLines, { email: options.shopper.email, uses }, options.now);
    if (refusal) {
      notices.push(words.dropped(code, refusalMessage(refusal, code, options.language, options.money)));
      continue;
    }
    kept.push(coupon);
  }
  const alone = kept.find((coupon) => coupon.individualUse);
  return { kept: alone ? [alone] : kept, lines: checkedLines, notices };
}

export interface CouponAdded {
  /** The codes the cart holds now. */
  codes: string[];
  coupon: Coupon;
  /** The cart is empty: the coupon waits for its first line (only what needs no line was checked). */
  waiting: boolean;
}

export type ApplyCouponError = 'enter_code' | 'not_exist' | 'already_applied' | 'individual_use' | 'refused';

/**
 * Adds a coupon by the code a shopper typed, after WooCommerce's checks (WC_Cart::apply_coupon): a code,
 * a published coupon, not applied yet, not joining an individual-use one, valid for these lines. An
 * individual-use coupon takes the others off. An empty cart (a `?coupon_code=` link followed before
 * shopping) keeps a coupon that is in force, to be checked against its lines once it has some.
 */
export async function applyCouponCode(
  db: Db,
  applied: readonly string[],
  typed: unknown,
  lines: readonly CheckedLine[],
  options: CouponCheckOptions,
): Promise<Result<CouponAdded, ApplyCouponError>> {
  const words = couponWords(options.language);
  const code = typeof typed === 'string' ? normaliseCouponCode(typed) : '';
  if (code === '') return fail('enter_code', words.enterCode);
  if (applied.includes(code)) return fail('already_applied', words.alreadyApplied);
  const found = await publishedCoupons(db, [code, ...applied]);
  const coupon = found.get(code);
  if (!coupon) return fail('not_exist', words.notExist(code));
  const alone = applied.map((other) => found.get(other)).find((other) => other?.individualUse);
  if (alone && !coupon.individualUse) return fail('individual_use', words.individualUse(alone.code));
  const uses = coupon.usageLimitPerUser === null ? 0 : await shopperUses(db, coupon.id, options.shopper);
  const shopper = { email: options.shopper.email, uses };
  const waiting = lines.length === 0;
  const refusal = waiting ? couponStandingRefusal(coupon, shopper, options.now) : couponRefusal(coupon, await withCategories(db, lines, [coupon]), shopper, options.now);
  if (refusal) return fail('refused', refusalMessage(refusal, code, options.language, options.money));
  return ok({ codes: coupon.individualUse ? [code] : [...applied, code], coupon, waiting });
}

/** Takes a coupon off by its code (any case); an error value when the cart does not hold it. */
export function removeCouponCode(applied: readonly string[], typed: unknown, language: MessageLocale): Result<string[], 'not_applied'> {
  const code = typeof typed === 'string' ? normaliseCouponCode(typed) : '';
  if (!applied.includes(code)) return fail('not_applied', couponWords(language).notApplied);
  return ok(applied.filter((other) => other !== code));
}
