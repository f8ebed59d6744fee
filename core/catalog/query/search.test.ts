import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_WORDS, parseSearch, searchWords } from './search.ts';

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

describe('parseSearch', () => {
  it('looks words of letters and digits up in the index, the last one as a prefix, and finds the others as written', () => {
    expect(parseSearch('Walnut BOA')).toEqual({
      phrase: 'walnut boa',
      indexed: [
        { word: 'walnut', prefix: false, near: [] },
        { word: 'boa', prefix: true, near: [] },
      ],
      literal: [],
    });
    expect(parseSearch('zk-1 50% äpfel')).toEqual({ phrase: 'zk-1 50% äpfel', indexed: [{ word: 'äpfel', prefix: true, near: [] }], literal: ['zk-1', '50%'] });
  });

  it('never hands the index an operator: quotes, stars, colons and emoji are literal words, operator names plain words', () => {
    const plan = parseSearch('"walnut" wal* name:x -teak ^oak 🪵 NEAR OR');
    expect(plan.literal).toEqual(['"walnut"', 'wal*', 'name:x', '-teak', '^oak', '🪵']);
    expect(plan.indexed.map((word) => word.word)).toEqual(['near', 'or']);
  });
});
