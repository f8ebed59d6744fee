import type { z } from 'zod';

/** Messages by form field name, shown next to the field they are about. */
export type FieldErrors = Record<string, string>;

/** A form that did not validate: the messages, and what was typed so the form can show it again. */
export interface FormFailure<Values = Record<string, string>> {
  ok: false;
  errors: FieldErrors;
  values: Values;
}

/** The first message per field from a zod error (the form shows one message per field). */
export function fieldErrorsFrom(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (!Object.hasOwn(errors, field)) errors[field] = issue.message;
  }
  return errors;
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
