import { createHash } from 'node:crypto';

/** A short, stable name for this shop in browser storage keys, so two shops on one origin never mix. */
export function storeKey(salt: string): string {
  return createHash('sha256').update(`storage:${salt}`).digest('hex').slice(0, 32);
}
