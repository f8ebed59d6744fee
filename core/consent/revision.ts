import { createHash } from 'node:crypto';
import type { ConsentOptions } from './options.ts';

/** A short, stable hash of the banner's options: stats records say which banner a visitor answered. */
export function consentRevision(options: ConsentOptions): string {
  return createHash('sha256').update(stableJson(options)).digest('hex').slice(0, 12);
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${stableJson(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
