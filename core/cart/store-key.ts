import { createHash } from 'node:crypto';

const keys = new Map<string, string>();

/** A short, stable name for this shop in browser storage keys, so two shops on one origin never mix. */
export function storeKey(salt: string): string {
  let key = keys.get(salt);
  if (key === undefined) {
    key = createHash('sha256').update(`storage:${salt}`).digest('hex').slice(0, 32);
    keys.set(salt, key);
  }
  return key;
}
