import { z } from 'zod';
import type { RestError } from '../errors.ts';

/** WooCommerce takes at most 100 objects in one batch. */
export const MAX_BATCH = 100;

/** WooCommerce's batch body, `{create, update, delete}`, worded for what it holds ("coupon", "coupons"). */
export function batchSchema(one: string, many: string) {
  return z
    .strictObject(
      {
        create: z.array(z.unknown(), { error: `must be a list of ${many}` }).optional(),
        update: z.array(z.looseObject({ id: z.unknown() }, { error: `must be a ${one} with its id` }), { error: `must be a list of ${many} with their ids` }).optional(),
        delete: z.array(z.unknown(), { error: `must be a list of ${one} ids` }).optional(),
      },
      { error: 'must be a JSON object with create, update and delete' },
    )
    .refine((body) => (body.create?.length ?? 0) + (body.update?.length ?? 0) + (body.delete?.length ?? 0) <= MAX_BATCH, `must hold at most ${MAX_BATCH} objects in all`);
}

/** One batch item's own error, beside the others' answers. */
export const batchErrorItem = (id: number, error: RestError) => ({ id, error });
