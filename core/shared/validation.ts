import type { z } from 'zod';

/** Messages by form field name, shown next to the field they are about. */
export type FieldErrors = Record<string, string>;

/** A form that did not validate: the messages, and what was typed so the form can show it again. */
export interface FormFailure<Values = Record<string, string>> {
  ok: false;
  errors: FieldErrors;
  values: Values;
}

export interface FieldErrorOptions {
  /** Name for issues about the value as a whole: `form` for a form, `body` for a JSON body. */
  root?: string;
  /**
   * How a nested issue is named: `field` (forms) by its top field, the input that shows the message;
   * `path` (JSON bodies) by its whole path, such as `events.0.path`, so the sender knows which entry.
   */
  key?: 'field' | 'path';
}

/**
 * The first message per field from a zod error (one message per field is shown). A key the schema
 * does not take is named itself. Built from entries, so even a field named `__proto__` is a plain key.
 */
export function fieldErrorsFrom(error: z.ZodError, { root = 'form', key = 'field' }: FieldErrorOptions = {}): FieldErrors {
  const errors = new Map<string, string>();
  const add = (path: readonly PropertyKey[], message: string) => {
    const name = (key === 'path' ? path.map(String).join('.') : path.length > 0 ? String(path[0]) : '') || root;
    if (!errors.has(name)) errors.set(name, message);
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') for (const unknown of issue.keys) add([...issue.path, unknown], 'is not accepted');
    else add(issue.path, issue.message);
  }
  return Object.fromEntries(errors);
}

/** Reads the named text fields of a form into a plain object (missing → ""; files and `__proto__` ignored). */
export function textFields<const Names extends readonly string[]>(
  form: { get(name: string): unknown },
  names: Names,
): Record<Names[number], string> {
  const values = Object.create(null) as Record<string, string>;
  for (const name of names) {
    const value = form.get(name);
    values[name] = typeof value === 'string' ? value : '';
  }
  return values as Record<Names[number], string>;
}

/** True when the text has control characters (tabs, newlines, NUL…), which no name or address needs. */
export function hasControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
