import { cleanMultilineText } from '../catalog/product-fields.ts';
import type { OwnerString } from './owner-string-list.ts';
import { sourceHash, type OwnerTranslationChange } from './owner-strings.ts';

/**
 * The admin's string translations form: one input per listed text and locale, named after a hash of the
 * text (`t_<16 hex>__fr`), so a name stays short and safe whatever the text says. A post is read against
 * the list as it is now: an input for a text no longer listed is ignored, a missing input changes nothing.
 * Translations are plain text, shown escaped: HTML in one is shown as typed, never run.
 */

export function ownerInputName(source: string, locale: string): string {
  return `t_${sourceHash(source).slice(0, 16)}__${locale}`;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** One posted translation made ready to store, or why it cannot be. */
export function cleanOwnerTranslation(item: Pick<OwnerString, 'source' | 'multiline' | 'maxLength'>, raw: string): { ok: true; text: string } | { ok: false; message: string } {
  if (!item.multiline && CONTROL.test(raw)) return { ok: false, message: 'Keep it on one line, without tabs or other control characters.' };
  const cleaned = item.multiline ? cleanMultilineText(raw) : raw;
  // Text around a number keeps its spaces (" years"); other texts lose what was typed around them.
  const text = cleaned.trim() === '' ? '' : item.source === item.source.trim() ? cleaned.trim() : cleaned;
  if (text.length > item.maxLength) return { ok: false, message: `Keep it to ${item.maxLength.toLocaleString('en-US')} characters or fewer.` };
  return { ok: true, text };
}

export type OwnerFormResult =
  | { ok: true; changes: OwnerTranslationChange[] }
  | { ok: false; errors: Record<string, string> };

/** The posted translations (`read` gives an input's value, or null when it was not sent). */
export function parseOwnerTranslationForm(strings: readonly OwnerString[], locales: readonly string[], read: (name: string) => string | null): OwnerFormResult {
  const changes: OwnerTranslationChange[] = [];
  const errors: Record<string, string> = {};
  for (const item of strings) {
    for (const locale of locales) {
      const name = ownerInputName(item.source, locale);
      const raw = read(name);
      if (raw === null) continue;
      const result = cleanOwnerTranslation(item, raw);
      if (result.ok) changes.push({ locale, source: item.source, text: result.text });
      else errors[name] = result.message;
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, changes };
}
