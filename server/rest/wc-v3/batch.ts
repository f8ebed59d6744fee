import type { Request, Response } from 'express';
import { z } from 'zod';
import { REST_ERRORS, sendRestError, type RestError } from '../errors.ts';
import { readJsonBody } from '../json-body.ts';

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

export type BatchBody = z.infer<ReturnType<typeof batchSchema>>;

/** The request's batch body, read and checked; null when it was refused (the 400 is sent, naming the first problem). */
export function readBatchBody(req: Request, res: Response, schema: ReturnType<typeof batchSchema>): BatchBody | null {
  const body = readJsonBody(req, res);
  if (!body.ok) {
    sendRestError(res, body.error);
    return null;
  }
  const parsed = schema.safeParse(body.json);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    sendRestError(res, REST_ERRORS.invalidParams({ [String(issue?.path[0] ?? 'body')]: issue?.message ?? 'is not a batch' }));
    return null;
  }
  return parsed.data;
}
