import { describe, expect, it } from 'vitest';
import { DEFAULT_FIELDS, attributionValues, emptyValues } from './values.ts';

const records = {
  current: new Map([['typ', 'organic'], ['src', 'bing'], ['mdm', 'organic'], ['cmp', '(none)']]),
  current_add: new Map([['fd', '2024-05-01 10:00:00'], ['ep', 'https://shop.test/'], ['rf', 'https://www.bing.com/search?q=x']]),
  first: new Map([['src', 'newsletter']]),
  session: new Map([['pgs', '4']]),
  udata: new Map([['vst', '2'], ['uag', 'UA']]),
  promo: new Map([['code', '123456']]),
};

describe('attributionValues', () => {
  it('maps the records to the CONTRACT field list', () => {
    expect(Object.keys(DEFAULT_FIELDS)).toEqual([
      'source_type', 'referrer', 'utm_campaign', 'utm_source', 'utm_medium', 'utm_content', 'utm_id', 'utm_term',
      'utm_source_platform', 'utm_creative_format', 'utm_marketing_tactic', 'session_entry', 'session_start_time',
      'session_pages', 'session_count', 'user_agent',
    ]);
    expect(attributionValues(records)).toMatchObject({
      source_type: 'organic', referrer: 'https://www.bing.com/search?q=x', utm_source: 'bing', utm_medium: 'organic',
      utm_campaign: '(none)', session_entry: 'https://shop.test/', session_start_time: '2024-05-01 10:00:00',
      session_pages: '4', session_count: '2', user_agent: 'UA', utm_term: '',
    });
  });

  it('follows a custom field map, with empty values for unknown paths', () => {
    const fields = { first_source: 'first.src', promo: 'promo.code', bad: 'nowhere.x', proto: '__proto__.x', ctor: 'constructor.name', nodot: 'current' };
    expect(attributionValues(records, fields)).toEqual({ first_source: 'newsletter', promo: '123456', bad: '', proto: '', ctor: '', nodot: '' });
  });

  it('gives every field an empty value when there is nothing', () => {
    const empty = emptyValues();
    expect(Object.keys(empty)).toHaveLength(16);
    expect(Object.values(empty).every((value) => value === '')).toBe(true);
  });
});
