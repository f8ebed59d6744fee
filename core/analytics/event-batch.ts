import { z } from 'zod';
import { fieldErrorsFrom, hasControlCharacters } from '../shared/validation.ts';
import { MAX_PRODUCT_ID } from '../contract/analytics/ids.ts';
import type { AnalyticsEvent } from '../contract/analytics/events.ts';
import type { SameShape } from '../shared/same-shape.ts';
import { MAX_ADD_QUANTITY, MAX_EVENTS_PER_BATCH, MAX_PATH_LENGTH, MAX_REFERRER_HOST_LENGTH } from '../contract/analytics/limits.ts';

/** A page's path: the query string and fragment are cut off, so a search or an e-mail address in a link is never counted. */
const pathSchema = z
  .string({ error: 'must be a path' })
  .transform((value) => value.split(/[?#]/, 1)[0] ?? '')
  .pipe(
    z
      .string()
      .startsWith('/', 'must start with /')
      .max(MAX_PATH_LENGTH, `must be at most ${MAX_PATH_LENGTH} characters`)
      // NUL above all: PostgreSQL text cannot hold it.
      .refine((value) => !hasControlCharacters(value), 'must not contain control characters'),
  );

const referrerHostSchema = z
  .string({ error: 'must be a host name or null' })
  .max(MAX_REFERRER_HOST_LENGTH, `must be at most ${MAX_REFERRER_HOST_LENGTH} characters`)
  .regex(/^[A-Za-z0-9.:[\]-]*$/, 'must be a host name such as search.example')
  .nullable()
  .optional();

const pageViewSchema = z.strictObject({
  type: z.literal('page_view'),
  path: pathSchema,
  referrerHost: referrerHostSchema,
});

const addToCartSchema = z.strictObject({
  type: z.literal('add_to_cart'),
  path: pathSchema,
  productId: z.int({ error: 'must be a positive whole number' }).min(1, 'must be a positive whole number').max(MAX_PRODUCT_ID, 'is not a product id'),
  quantity: z.int({ error: `must be a whole number from 1 to ${MAX_ADD_QUANTITY}` }).min(1, `must be from 1 to ${MAX_ADD_QUANTITY}`).max(MAX_ADD_QUANTITY, `must be from 1 to ${MAX_ADD_QUANTITY}`),
});

const eventSchema = z.discriminatedUnion('type', [pageViewSchema, addToCartSchema], { error: 'must be page_view or add_to_cart' });

/** What the browser sends: 1 to 20 events and nothing else (no visitor id, no timestamps). */
const batchSchema = z.strictObject(
  {
    events: z
      .array(eventSchema, { error: 'must be a list of events' })
      .min(1, 'must hold at least one event')
      .max(MAX_EVENTS_PER_BATCH, `must hold at most ${MAX_EVENTS_PER_BATCH} events`),
  },
  { error: 'must be a JSON object with an events list' },
);

// The schema accepts exactly the events the browser writes.
true satisfies SameShape<z.infer<typeof eventSchema>, AnalyticsEvent>;

export type BatchResult = { ok: true; events: AnalyticsEvent[] } | { ok: false; params: Record<string, string> };

/**
 * Checks a decoded request body. A refusal names each wrong field by its place in the body
 * (`events.0.productId`), one message per field.
 */
export function parseAnalyticsBatch(body: unknown): BatchResult {
  const parsed = batchSchema.safeParse(body);
  if (parsed.success) return { ok: true, events: parsed.data.events };
  return { ok: false, params: fieldErrorsFrom(parsed.error, { root: 'body', key: 'path' }) };
}
