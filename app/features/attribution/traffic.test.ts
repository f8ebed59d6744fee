import { describe, expect, it } from 'vitest';
import { decideSource, type SourceData, type TrafficInput } from './traffic.ts';

const SHOP = 'https://shop.test/';
const base: TrafficInput = { url: SHOP, referrer: '', ownHost: 'shop.test', hasSession: false };
const decide = (input: Partial<TrafficInput>): SourceData => decideSource({ ...base, ...input });
const NONE_REST = { cnt: '(none)', trm: '(none)', id: '(none)', plt: '(none)', fmt: '(none)', tct: '(none)' };

describe('decideSource: utm', () => {
  it('takes every campaign value from the link, (none) for those it lacks', () => {
    expect(decide({ url: `${SHOP}?utm_source=newsletter&utm_medium=email&utm_campaign=spring` })).toEqual({
      typ: 'utm', src: 'newsletter', mdm: 'email', cmp: 'spring', ...NONE_REST,
    });
  });

  it('reads all nine utm parameters', () => {
    const url = `${SHOP}?utm_source=s&utm_medium=m&utm_campaign=c&utm_content=n&utm_term=t&utm_id=i&utm_source_platform=p&utm_creative_format=f&utm_marketing_tactic=x`;
    expect(decide({ url })).toEqual({ typ: 'utm', src: 's', mdm: 'm', cmp: 'c', cnt: 'n', trm: 't', id: 'i', plt: 'p', fmt: 'f', tct: 'x' });
  });

  it('is utm without a source, which stays (none)', () => {
    expect(decide({ url: `${SHOP}?utm_campaign=spring` })).toMatchObject({ typ: 'utm', src: '(none)', mdm: '(none)', cmp: 'spring' });
  });

  it('beats a search-engine referrer and an internal one, even inside a session', () => {
    const url = `${SHOP}?utm_source=x`;
    expect(decide({ url, referrer: 'https://www.google.com/search?q=a' }).typ).toBe('utm');
    expect(decide({ url, referrer: SHOP, hasSession: true }).typ).toBe('utm');
  });

  it('reads gclid alone as a Google ad click', () => {
    expect(decide({ url: `${SHOP}?gclid=abc` })).toEqual({ typ: 'utm', src: 'google', mdm: 'cpc', cmp: 'google_cpc', ...NONE_REST });
  });

  it('reads yclid alone as a Yandex ad click', () => {
    expect(decide({ url: `${SHOP}?yclid=123` })).toMatchObject({ typ: 'utm', src: 'yandex', mdm: 'cpc', cmp: 'yandex_cpc' });
  });

  it('lets utm values win over what a click id implies', () => {
    expect(decide({ url: `${SHOP}?gclid=abc&utm_source=partner&utm_campaign=x` })).toMatchObject({ src: 'partner', mdm: 'cpc', cmp: 'x' });
  });

  it('ignores empty utm values and unrelated parameters', () => {
    expect(decide({ url: `${SHOP}?utm_source=&utm_medium=%20&gclid=&utm_foo=1&ref=x` }).typ).toBe('typein');
  });

  it('reads utm values from a malformed URL and keeps malformed escapes as text', () => {
    expect(decide({ url: 'http://[bad/?utm_source=%E0%A4%A' })).toMatchObject({ typ: 'utm', src: '%E0%A4%A' });
  });
});

describe('decideSource: organic', () => {
  it('names the engine with medium organic', () => {
    expect(decide({ referrer: 'https://www.bing.com/search?q=shoes' })).toEqual({ typ: 'organic', src: 'bing', mdm: 'organic', cmp: '(none)', ...NONE_REST });
  });

  it('counts inside a session too', () => {
    expect(decide({ referrer: 'https://www.google.co.uk/search?q=shoes', hasSession: true }).typ).toBe('organic');
  });

  it('uses configured engines', () => {
    const extraEngines = [{ host: 'search.brave.com', param: 'q', name: 'brave' }];
    expect(decide({ referrer: 'https://search.brave.com/search?q=x', extraEngines })).toMatchObject({ typ: 'organic', src: 'brave' });
  });

  it('treats a search engine without its query parameter as a referral', () => {
    expect(decide({ referrer: 'https://www.google.com/' })).toMatchObject({ typ: 'referral', src: 'google.com', mdm: 'referral' });
  });
});

describe('decideSource: referral', () => {
  it('takes the referrer host without www and the referring path', () => {
    expect(decide({ referrer: 'https://www.blog.example/posts/1?x=y' })).toEqual({
      typ: 'referral', src: 'blog.example', mdm: 'referral', cmp: '(none)', ...NONE_REST, cnt: '/posts/1',
    });
  });

  it('is not a referral inside a live session', () => {
    expect(decide({ referrer: 'https://blog.example/', hasSession: true })).toMatchObject({ typ: 'typein', src: '(direct)' });
  });

  it.each(['https://shop.test/cart/', 'https://www.shop.test/', 'http://SHOP.test:8080/x'])('is not a referral from the shop itself (%s)', (referrer) => {
    expect(decide({ referrer }).typ).toBe('typein');
  });

  it('counts a subdomain of the shop as another site', () => {
    expect(decide({ referrer: 'https://blog.shop.test/' })).toMatchObject({ typ: 'referral', src: 'blog.shop.test' });
  });
});

describe('decideSource: typein', () => {
  it.each(['', 'not a url', 'about:blank'])('is direct with the referrer %j', (referrer) => {
    expect(decide({ referrer })).toEqual({ typ: 'typein', src: '(direct)', mdm: '(none)', cmp: '(none)', ...NONE_REST });
  });
});
