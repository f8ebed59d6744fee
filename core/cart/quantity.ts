import { fail, ok, type Result } from '../shared/result.ts';
import { cartMessages as englishCartMessages, type CartMessages } from './messages.ts';
import { isRowId } from '../shared/row-id.ts';

export const INVALID_QUANTITY_MESSAGE = englishCartMessages.invalidQuantity;

/**
 * Parses a quantity from a form, query or JSON value: a whole number from `min` to `max`. Anything
 * else (text, decimals, negatives, exponents, huge numbers) is refused with a message in the language
 * of `messages` (the page's), never thrown.
 */
export function parseQuantity(
  raw: unknown,
  options: { min: number; max: number; fallback?: number },
  messages: Pick<CartMessages, 'invalidQuantity' | 'quantityLimit'> = englishCartMessages,
): Result<number, 'invalid_quantity' | 'line_limit'> {
  if ((raw === undefined || raw === null || raw === '') && options.fallback !== undefined) return ok(options.fallback);
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,15}$/.test(text)) return fail('invalid_quantity', messages.invalidQuantity);
  const value = Number(text);
  if (value < options.min) return fail('invalid_quantity', messages.invalidQuantity);
  if (value > options.max) return fail('line_limit', messages.quantityLimit(options.max));
  return ok(value);
}

/** Product ids arrive as text; only plain positive integers are ids. */
export function parseProductId(raw: unknown): number | null {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return isRowId(id) ? id : null;
}
