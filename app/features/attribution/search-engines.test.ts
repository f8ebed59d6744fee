import { describe, expect, it } from 'vitest';
import { isOrganic, parseReferrer, toSearchEngines } from './search-engines.ts';

describe('isOrganic', () => {
  it.each([
    ['https://www.google.com/search?q=shoes', 'google'],
    ['https://google.com/search?q=shoes', 'google'],
    ['https://www.google.co.uk/search?q=shoes', 'google'],
    ['https://www.google.com.au/url?q=shoes', 'google'],
    ['https://www.google.de/search?q=', 'google'],
    ['https://www.bing.com/search?q=shoes', 'bing'],
    ['https://cn.bing.com/search?q=shoes', 'bing'],
    ['https://search.yahoo.com/search?p=shoes', 'yahoo'],
    ['https://search.yahoo.co.jp/search?p=shoes', 'yahoo'],
    ['https://duckduckgo.com/?q=shoes', 'duckduckgo'],
    ['https://yandex.ru/search/?text=shoes', 'yandex'],
    ['https://yandex.com.tr/search/?text=shoes', 'yandex'],
    ['https://www.baidu.com/s?wd=shoes', 'baidu'],
    ['https://m.baidu.com/s?word=shoes', 'baidu'],
    ['https://www.ecosia.org/search?q=shoes', 'ecosia'],
    ['HTTPS://WWW.GOOGLE.FR/search?q=x', 'google'],
  ])('%s is %s', (referrer, engine) => {
    expect(isOrganic(referrer)).toBe(engine);
  });

  it.each([
    'https://www.google.com/',
    'https://www.bing.com/search?form=QBLH',
    'https://search.yahoo.com/search?q=shoes',
    'https://duckduckgo.com/',
    'https://yandex.ru/search/?q=shoes',
    'https://www.baidu.com/s?q=shoes',
    'https://www.ecosia.org/',
  ])('%s without its query parameter is not organic', (referrer) => {
    expect(isOrganic(referrer)).toBeNull();
  });

  it.each([
    'https://notgoogle.com/?q=x',
    'https://google.example.org/?q=x',
    'https://www.google.com.evil.test/?q=x',
    'https://bing.com.evil.test/?q=x',
    'https://mybing.com/?q=x',
    'https://blog.example/?q=x',
  ])('a lookalike host %s is not a search engine', (referrer) => {
    expect(isOrganic(referrer)).toBeNull();
  });

  it.each(['', 'not a url', 'https://', '//google.com/?q=x', 'http://[::1/?q=x'])('is null for the malformed referrer %j', (referrer) => {
    expect(isOrganic(referrer)).toBeNull();
  });

  it('recognises configured engines by domain and subdomain, under their name or host', () => {
    const extra = [{ host: 'search.brave.com', param: 'q', name: 'brave' }, { host: 'Startpage.com', param: 'query' }];
    expect(isOrganic('https://search.brave.com/search?q=x', extra)).toBe('brave');
    expect(isOrganic('https://eu.startpage.com/do/search?query=x', extra)).toBe('Startpage.com');
    expect(isOrganic('https://search.brave.com/search?q=x')).toBeNull();
    expect(isOrganic('https://startpage.com/?q=x', extra)).toBeNull();
  });
});

describe('toSearchEngines', () => {
  it('skips entries without a host or parameter', () => {
    const raw = [{ host: '', param: 'q' }, { host: 'a.test' }, null, { host: 'b.test', param: 'q' }] as never;
    expect(toSearchEngines(raw)).toEqual([{ name: 'b.test', host: 'b.test', params: ['q'] }]);
    expect(toSearchEngines('nope' as never)).toEqual([]);
  });
});

describe('parseReferrer', () => {
  it('gives the URL of a referrer with a host', () => {
    expect(parseReferrer('https://www.google.co.uk/search?q=lamp')?.hostname).toBe('www.google.co.uk');
  });

  it('is undefined for an empty referrer, text that is not a URL, or a URL without a host', () => {
    for (const referrer of ['', 'not a url', '/relative/path', 'about:blank', 'file:///tmp/page.html', 'mailto:ada@example.com']) {
      expect(parseReferrer(referrer), referrer).toBeUndefined();
    }
  });
});
