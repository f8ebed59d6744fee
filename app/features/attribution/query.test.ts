import { describe, expect, it } from 'vitest';
import { MAX_QUERY_KEYS, MAX_VALUE_CHARS, parseQuery, queryOf, urlParams } from './query.ts';

describe('parseQuery', () => {
  it('reads keys and values, with or without the leading ?', () => {
    expect([...parseQuery('?utm_source=news&utm_medium=email')]).toEqual([['utm_source', 'news'], ['utm_medium', 'email']]);
    expect(parseQuery('a=1').get('a')).toBe('1');
  });

  it('decodes percent-encoding and + as a space, and keeps the first of repeated keys', () => {
    const params = parseQuery('cmp=spring+sale%21&cmp=other&flag');
    expect(params.get('cmp')).toBe('spring sale!');
    expect(params.get('flag')).toBe('');
  });

  it('keeps malformed percent-encoding as written instead of throwing', () => {
    const params = parseQuery('utm_source=%E0%A4%A&bad%=x&utm_medium=ok');
    expect(params.get('utm_source')).toBe('%E0%A4%A');
    expect(params.get('bad%')).toBe('x');
    expect(params.get('utm_medium')).toBe('ok');
  });

  it('reads non-ASCII, encoded or raw', () => {
    const params = parseQuery('a=%E6%9D%B1%E4%BA%AC&b=Zürich&%C3%A9t%C3%A9=1');
    expect(params.get('a')).toBe('東京');
    expect(params.get('b')).toBe('Zürich');
    expect(params.get('été')).toBe('1');
  });

  it('drops prototype keys, encoded or not, and pollutes nothing', () => {
    const params = parseQuery('__proto__[polluted]=1&__proto__=x&constructor=y&prototype=z&%5F%5Fproto%5F%5F=w&ok=1');
    expect(params.has('__proto__')).toBe(false);
    expect(params.has('constructor')).toBe(false);
    expect(params.has('prototype')).toBe(false);
    expect(params.get('__proto__[polluted]')).toBe('1');
    expect(params.get('ok')).toBe('1');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reads at most 100 keys of a huge query', () => {
    const huge = Array.from({ length: 50_000 }, (_, i) => `k${i}=v`).join('&');
    const params = parseQuery(huge);
    expect(params.size).toBe(MAX_QUERY_KEYS);
    expect(params.has('k99')).toBe(true);
    expect(params.has('k100')).toBe(false);
  });

  it('cuts long values to 2,000 characters, mending a cut inside an escape', () => {
    expect(parseQuery(`a=${'x'.repeat(1_000_000)}`).get('a')).toHaveLength(MAX_VALUE_CHARS);
    const accents = parseQuery(`a=${'%C3%A9'.repeat(20_000)}`).get('a')!;
    expect(accents).toBe('é'.repeat(MAX_VALUE_CHARS));
    const shifted = parseQuery(`a=x${'%E6%9D%B1'.repeat(20_000)}`).get('a')!;
    expect(shifted).toMatch(/^x東+$/);
    expect(shifted).toHaveLength(MAX_VALUE_CHARS);
  });

  it('is empty for an empty string or only separators', () => {
    expect(parseQuery('').size).toBe(0);
    expect(parseQuery('?&&&=x').size).toBe(0);
  });
});

describe('queryOf / urlParams', () => {
  it('takes the query of a URL without its fragment', () => {
    expect(queryOf('https://shop.test/p/?a=1&b=2#frag?c=3')).toBe('a=1&b=2');
    expect(queryOf('https://shop.test/')).toBe('');
    expect(urlParams('/shop/?utm_source=x#y').get('utm_source')).toBe('x');
  });

  it('reads the query of text that is not a valid URL', () => {
    expect(urlParams('http://[bad/?utm_source=x').get('utm_source')).toBe('x');
  });
});
