import type { Page } from '@playwright/test';
import { CATALOGUES, type MessageLocale } from '../core/i18n/messages/index.ts';

const english = CATALOGUES.en as Readonly<Record<string, string>>;

/**
 * The English catalogue's fixed words (the parts between a message's arguments, long enough to be
 * telling) where the language's catalogue says them otherwise: none of them may show on its pages.
 */
export function englishPhrasesBesides(locale: Exclude<MessageLocale, 'en'>): string[] {
  const other = CATALOGUES[locale] as Readonly<Record<string, string>>;
  return [
    ...new Set(
      Object.entries(english)
        .filter(([key, message]) => other[key] !== message)
        .flatMap(([, message]) => message.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/))
        .map((part) => part.trim())
        .filter((part) => part.length >= 8 && /[a-z]{3}/i.test(part)),
    ),
  ];
}

/** English words that are no French or German words, for English the catalogue does not hold (an owner's text, a message written in code). */
const ENGLISH_WORDS = ['the', 'and', 'your', 'you', 'with', 'this', 'that', 'from', 'have', 'our', 'please', 'which', 'been', 'there'];

function englishWordsIn(words: string): string[] {
  const pattern = new RegExp(`(?:^|[^\\p{L}])(${ENGLISH_WORDS.join('|')})(?=$|[^\\p{L}])`, 'giu');
  return [...words.matchAll(pattern)].map((match) => words.slice(Math.max(0, match.index - 30), match.index + 40).replace(/\s+/g, ' '));
}

/** Each English phrase of the catalogue and each English word found in `words`, with the words around it. */
export function englishIn(words: string, phrases: readonly string[]): string[] {
  return [...phrases.filter((phrase) => words.includes(phrase)), ...englishWordsIn(words)];
}

/**
 * What a visitor reads or hears on the page in its language: its text, and the names and descriptions on
 * its elements. Text marked as written in another language (`lang`, a shopper's review) is left out.
 */
export async function pageWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const language = document.documentElement.lang;
    const others = [...document.body.querySelectorAll<HTMLElement>('[lang]')].filter((element) => element.lang !== language);
    const shown = others.map((element) => element.style.display);
    for (const element of others) element.style.display = 'none';
    const names = [...document.querySelectorAll('[aria-label], [title], [alt], [placeholder]')]
      .filter((element) => !others.some((other) => other.contains(element)))
      .flatMap((element) => ['aria-label', 'title', 'alt', 'placeholder'].map((name) => element.getAttribute(name) ?? ''));
    const text = document.body.innerText;
    others.forEach((element, index) => (element.style.display = shown[index] ?? ''));
    return [document.title, text, ...names].join('\n');
  });
}
