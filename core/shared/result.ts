/** Expected failures are values; surprises throw. */
export type Result<T, Code extends string = string> =
  | { ok: true; value: T }
  | { ok: false; error: { code: Code; message: string; field?: string } };

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function fail<Code extends string>(code: Code, message: string, field?: string) {
  return { ok: false as const, error: { code, message, ...(field ? { field } : {}) } };
}
