import { describe, expect, it } from 'vitest';
import { originLabel, sourceName } from './origin.ts';

describe('originLabel', () => {
  it('labels each traffic type', () => {
    expect(originLabel({ source_type: 'utm', utm_source: 'google' })).toBe('Source: Google');
    expect(originLabel({ source_type: 'utm', utm_source: 'newsletter', utm_medium: 'email' })).toBe('Source: Newsletter');
    expect(originLabel({ source_type: 'organic', utm_source: 'bing' })).toBe('Organic: Bing');
    expect(originLabel({ source_type: 'organic', utm_source: 'duckduckgo' })).toBe('Organic: DuckDuckGo');
    expect(originLabel({ source_type: 'referral', utm_source: 'example.com' })).toBe('Referral: example.com');
    expect(originLabel({ source_type: 'typein', utm_source: '(direct)' })).toBe('Direct');
    expect(originLabel({ source_type: 'admin' })).toBe('Web admin');
    expect(originLabel({ source_type: 'mobile_app' })).toBe('Mobile app');
  });

  it('is Unknown without attribution or a source type', () => {
    expect(originLabel(null)).toBe('Unknown');
    expect(originLabel(undefined)).toBe('Unknown');
    expect(originLabel({})).toBe('Unknown');
    expect(originLabel({ source_type: '(none)' })).toBe('Unknown');
    expect(originLabel({ utm_source: 'google' })).toBe('Unknown');
  });

  it('says when a campaign or referral names no source', () => {
    expect(originLabel({ source_type: 'utm' })).toBe('Source: Unknown');
    expect(originLabel({ source_type: 'referral', utm_source: '(none)' })).toBe('Referral: Unknown');
  });
});

describe('sourceName', () => {
  it('capitalises plain words and leaves hosts and mixed case alone', () => {
    expect(sourceName('facebook')).toBe('Facebook');
    expect(sourceName('LINKEDIN')).toBe('LinkedIn');
    expect(sourceName('news.ycombinator.com')).toBe('news.ycombinator.com');
    expect(sourceName('localhost:3000')).toBe('localhost:3000');
    expect(sourceName('eBay')).toBe('eBay');
    expect(sourceName('été')).toBe('Été');
  });
});
