import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_WORDS, searchWords } from './search.ts';

describe('searchWords', () => {
  it('splits a search into its distinct words, lower-cased', () => {
    expect(searchWords('Blue  MUG blue\tmug')).toEqual(['blue', 'mug']);
    expect(searchWords('50% snake_case')).toEqual(['50%', 'snake_case']);
    expect(searchWords('')).toEqual([]);
  });

  it('takes a search of too many words as one phrase, as WordPress does', () => {
    const many = Array.from({ length: MAX_SEARCH_WORDS + 1 }, (_, n) => `w${n}`).join(' ');
    expect(searchWords(many)).toEqual([many]);
    expect(searchWords(many.split(' ').slice(0, MAX_SEARCH_WORDS).join(' '))).toHaveLength(MAX_SEARCH_WORDS);
  });
});
