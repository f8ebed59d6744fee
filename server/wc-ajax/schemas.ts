import { z } from 'zod';
import { CART_ITEM_KEY_PATTERN } from '../../core/cart/cart-key.ts';

/**
 * The form fields each endpoint reads. Raw ids and quantities stay text: the cart functions parse them
 * and word the shopper's error. Any other field (the button's other `data-*` values) is ignored.
 */
export const addToCartForm = z.object({
  product_id: z.string().optional(),
  quantity: z.string().optional(),
  /** A variation's id, with its `attribute_<name>` fields (read apart: their names vary). */
  variation_id: z.string().optional(),
});

export const removeFromCartForm = z.object({
  cart_item_key: z.string().regex(CART_ITEM_KEY_PATTERN),
});

/** `apply_coupon`, as `cart.js` and `checkout.js` post it: the code typed and the nonce. */
export const applyCouponForm = z.object({ coupon_code: z.string().max(200).optional(), security: z.string().max(200).optional() });

/** `remove_coupon`: the code from the totals' link (`data-coupon`) and the nonce. */
export const removeCouponForm = z.object({ coupon: z.string().max(200).optional(), security: z.string().max(200).optional() });

/**
 * Picks the schema's fields from the form by name (the first value of each) and validates them. Only
 * the schema's own names are looked up, so keys such as `__proto__` in the request are never touched.
 */
export function readForm<Shape extends z.ZodRawShape>(form: URLSearchParams, schema: z.ZodObject<Shape>): z.ZodSafeParseResult<z.output<z.ZodObject<Shape>>> {
  const fields = new Map<string, string>();
  for (const name of Object.keys(schema.shape)) {
    const value = form.get(name);
    if (value !== null) fields.set(name, value);
  }
  return schema.safeParse(Object.fromEntries(fields));
}
