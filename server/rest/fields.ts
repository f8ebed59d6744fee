/**
 * WordPress's `_fields`: only the named fields of each answer (comma-separated, `a.b` for a nested one),
 * so a client that needs two fields does not carry the rest. No `_fields` keeps everything.
 */
export function pickFields<T>(value: T, fields: string | undefined): T | Partial<T> {
  if (!fields?.trim()) return value;
  const wanted = fields
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
  if (Array.isArray(value)) return value.map((item) => pickFields(item, fields)) as T;
  if (!value || typeof value !== 'object') return value;
  const picked: Record<string, unknown> = {};
  const source = value as Record<string, unknown>;
  for (const field of wanted) {
    const [head, ...rest] = field.split('.');
    if (!head || !Object.hasOwn(source, head)) continue;
    if (rest.length === 0) picked[head] = source[head];
    else {
      const nested = pickFields(source[head], rest.join('.'));
      const existing = picked[head];
      picked[head] = existing && typeof existing === 'object' && nested && typeof nested === 'object' ? { ...existing, ...nested } : nested;
    }
  }
  return picked as Partial<T>;
}
