import { fail, ok, type Result } from '../shared/result.ts';

export const INVALID_QUANTITY_MESSAGE = 'Please enter a valid quantity.';

/**
 * Parses a quantity from a form, query or JSON value: a whole number from `min` to `max`. Anything
 * else (text, decimals, negatives, exponents, huge numbers) is refused with a message, never thrown.
 */
export function parseQuantity(raw: unknown, options: { min: number; max: number; fallback?: number }): Result<number, 'invalid_quantity' | 'line_limit'> {
  if ((raw === undefined || raw === null || raw === '') && options.fallback !== undefined) return ok(options.fallback);
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,15}$/.test(text)) return fail('invalid_quantity', INVALID_QUANTITY_MESSAGE);
  const value = Number(text);
  if (value < options.min) return fail('invalid_quantity', INVALID_QUANTITY_MESSAGE);
  if (value > options.max) return fail('line_limit', `You cannot have more than ${options.max} of one product in your cart.`);
  return ok(value);
}

/** Product ids arrive as text; only plain positive integers are ids. */
export function parseProductId(raw: unknown): number | null {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
