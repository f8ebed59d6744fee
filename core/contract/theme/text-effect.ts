
export type TextEffectMode = 'typed' | 'morph';

/** The strings of `data-text-effect`: a JSON array of non-blank strings, else `null`. */
export function textEffectStrings(value: string | null): string[] | null {
  if (value === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every((item) => typeof item === 'string' && item.trim() !== '')) return null;
  return parsed as string[];
}

/**
 * `data-text-effect-mode`: "morph" or "typed". Without one, typing, except that a header's text morphs
 * when the theme's `header_text_morph` is on.
 */
export function textEffectMode(mode: string | null, inHeader: boolean, headerMorph: boolean): TextEffectMode {
  if (mode === 'morph' || mode === 'typed') return mode;
  return inHeader && headerMorph ? 'morph' : 'typed';
}

/**
 * The classes of a text effect's parts (app/styles/widgets/text-effect.css): the widget builds them, and
 * the server may serve them already (app/components/content/TextEffectText.tsx), so the box is the
 * longest string's from the first paint.
 */
export const TEXT_EFFECT_CLASSES = {
  stage: 'text-effect__stage',
  sizer: 'text-effect__sizer',
  word: 'text-effect__word',
  current: 'is-current',
  typing: 'text-effect__typing',
  typed: 'text-effect__typed',
  others: 'text-effect__others',
} as const;
