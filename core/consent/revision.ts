import { createHash } from 'node:crypto';
import type { ConsentOptions } from '../contract/consent/options.ts';

const revisions = new WeakMap<ConsentOptions, string>();

/**
 * A short, stable hash of the banner's options: stats records say which banner a visitor answered.
 * Options are frozen config, so each object is hashed once.
 */
export function consentRevision(options: ConsentOptions): string {
  let revision = revisions.get(options);
  if (revision === undefined) revisions.set(options, (revision = createHash('sha256').update(stableJson(options)).digest('hex').slice(0, 12)));
  return revision;
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${stableJson(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
