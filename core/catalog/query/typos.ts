/**
 * One typo: the words a shopper may have meant, one edit away (a letter changed, added, dropped, or two
 * neighbours swapped). Only words of `TYPO_MIN_LENGTH` letters or more are forgiven a typo; a shorter word
 * is one edit away from too many others to be guessed.
 */

export const TYPO_MIN_LENGTH = 5;
/** Past this, a word is no word a shop sells by (and its variants would be thousands): it must be exact. */
export const TYPO_MAX_LENGTH = 32;

/** Letters tried where a typo may have changed or dropped one, besides the word's own. */
const LATIN = 'abcdefghijklmnopqrstuvwxyz0123456789ßæøœłđþð';
const CYRILLIC = 'абвгдеёжзийклмнопрстуфхцчшщъыьэюяіїєґ';
const GREEK = 'αβγδεζηθικλμνξοπρςστυφχψω';

export function forgivesTypo(word: string): boolean {
  const length = [...word].length;
  return length >= TYPO_MIN_LENGTH && length <= TYPO_MAX_LENGTH;
}

function alphabetFor(letters: readonly string[]): string[] {
  let alphabet = LATIN;
  if (letters.some((letter) => /\p{Script=Cyrillic}/u.test(letter))) alphabet += CYRILLIC;
  if (letters.some((letter) => /\p{Script=Greek}/u.test(letter))) alphabet += GREEK;
  return [...new Set([...alphabet, ...letters])];
}

/** Every word one edit from `word` over the letters a shop's words are made of (the word itself not included). */
export function oneEditVariants(word: string): string[] {
  const letters = [...word];
  const alphabet = alphabetFor(letters);
  const variants = new Set<string>();
  for (let at = 0; at <= letters.length; at += 1) {
    const before = letters.slice(0, at).join('');
    const after = letters.slice(at).join('');
    const rest = letters.slice(at + 1).join('');
    if (at < letters.length) {
      variants.add(before + rest);
      for (const letter of alphabet) variants.add(before + letter + rest);
    }
    if (at + 1 < letters.length) variants.add(before + letters[at + 1] + letters[at] + letters.slice(at + 2).join(''));
    for (const letter of alphabet) variants.add(before + letter + after);
  }
  variants.delete(word);
  return [...variants];
}

/**
 * The same as LIKE patterns (`_` one letter) and exact words, whatever alphabet the shop writes in: a
 * letter changed or added at each place, a letter dropped or two neighbours swapped. The word must hold
 * letters and digits only (no LIKE wildcard).
 */
export function oneEditPatterns(word: string): { patterns: string[]; exact: string[] } {
  const letters = [...word];
  const patterns = new Set<string>();
  const exact = new Set<string>();
  for (let at = 0; at <= letters.length; at += 1) {
    const before = letters.slice(0, at).join('');
    if (at < letters.length) {
      const rest = letters.slice(at + 1).join('');
      patterns.add(`${before}_${rest}`);
      exact.add(before + rest);
    }
    if (at + 1 < letters.length) exact.add(before + letters[at + 1] + letters[at] + letters.slice(at + 2).join(''));
    patterns.add(`${before}_${letters.slice(at).join('')}`);
  }
  exact.delete(word);
  return { patterns: [...patterns], exact: [...exact] };
}

/** Whether `a` and `b` differ by exactly one edit (a swap of neighbours counting as one). */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b) return false;
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > 1) return false;
  let start = 0;
  while (start < x.length && start < y.length && x[start] === y[start]) start += 1;
  let endX = x.length;
  let endY = y.length;
  while (endX > start && endY > start && x[endX - 1] === y[endY - 1]) {
    endX -= 1;
    endY -= 1;
  }
  const left = endX - start;
  const right = endY - start;
  if (left <= 1 && right <= 1) return true;
  return left === 2 && right === 2 && x[start] === y[start + 1] && x[start + 1] === y[start];
}
