import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_FIELDS, COUNT_MAX, sanitiseAttribution, type AttributionValues } from './fields.ts';
import { plainText, stripTags } from './plain-text.ts';

const P = 'wc_order_attribution_';

function form(fields: Record<string, string>): URLSearchParams {
  return new URLSearchParams(Object.entries(fields).map(([name, value]) => [`${P}${name}`, value]));
}

const sanitised = (fields: Record<string, string>) => sanitiseAttribution(form(fields)).values;

const FULL: Record<string, string> = {
  source_type: 'utm',
  referrer: 'https://news.example/spring?x=1',
  utm_campaign: 'spring',
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_content: 'hero',
  utm_id: '42',
  utm_term: 'brass lamp',
  utm_source_platform: 'mailer',
  utm_creative_format: 'banner',
  utm_marketing_tactic: 'remarketing',
  session_entry: 'https://shop.example/?utm_source=newsletter',
  session_start_time: '2025-03-01 09:15:00',
  session_pages: '4',
  session_count: '2',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
};

describe('sanitiseAttribution', () => {
  it('keeps every field of a full submission, counts as numbers', () => {
    const { values, dropped } = sanitiseAttribution(form(FULL));
    expect(dropped).toEqual([]);
    expect(values).toEqual({ ...FULL, session_pages: 4, session_count: 2 });
    expect(Object.keys(values ?? {})).toEqual([...ATTRIBUTION_FIELDS]);
  });

  it('reads FormData and plain objects alike, with any prefix', () => {
    const data = new FormData();
    data.set(`${P}utm_source`, 'google');
    data.set(`${P}session_pages`, new Blob(['3']));
    expect(sanitiseAttribution(data).values).toEqual({ utm_source: 'google' });
    expect(sanitiseAttribution({ source_type: 'organic', utm_source: 'bing', session_pages: 3 }, { prefix: '' }).values).toEqual({
      source_type: 'organic',
      utm_source: 'bing',
      session_pages: 3,
    });
    expect(sanitiseAttribution(new URLSearchParams('my_utm_source=x'), { prefix: 'my_' }).values).toEqual({ utm_source: 'x' });
  });

  it('is null for nothing, empty values or input that is not an object', () => {
    expect(sanitiseAttribution(new URLSearchParams()).values).toBeNull();
    expect(sanitised({ utm_source: '', referrer: '   ', user_agent: '<b></b>' })).toBeNull();
    expect(sanitiseAttribution(null).values).toBeNull();
    expect(sanitiseAttribution('utm' as unknown as Record<string, unknown>).values).toBeNull();
    // Unprefixed names in a form are not attribution.
    expect(sanitiseAttribution(new URLSearchParams('utm_source=google')).values).toBeNull();
  });

  it('keeps the good fields of a partial or half-garbage submission and names the rest', () => {
    const { values, dropped } = sanitiseAttribution(form({ source_type: 'hacker', utm_source: 'google', session_pages: '-3', session_count: 'many', session_start_time: 'yesterday' }));
    expect(values).toEqual({ utm_source: 'google' });
    expect(dropped).toEqual(['source_type', 'session_start_time', 'session_pages', 'session_count']);
  });

  it('accepts only the known source types, whatever their case', () => {
    for (const type of ['utm', 'organic', 'referral', 'typein', 'admin', 'mobile_app', '(none)']) expect(sanitised({ source_type: type })).toEqual({ source_type: type });
    expect(sanitised({ source_type: ' Organic ' })).toEqual({ source_type: 'organic' });
    for (const bad of ['direct', 'utm2', 'none', '<utm>x']) expect(sanitised({ source_type: bad }), bad).toBeNull();
  });

  it('strips tags and control characters and collapses whitespace', () => {
    expect(sanitised({ utm_campaign: '<script>alert(1)</script>spring' })).toEqual({ utm_campaign: 'alert(1)spring' });
    expect(sanitised({ utm_campaign: '<b>Spring</b>\u0000 sale\t\r\n2025' })).toEqual({ utm_campaign: 'Spring sale 2025' });
    expect(sanitised({ utm_content: 'a < b > c' })).toEqual({ utm_content: 'a c' });
    expect(sanitised({ utm_term: '\u202eevil\u202c  term\u2028' })).toEqual({ utm_term: 'evil term' });
    expect(sanitised({ utm_source: 'caf\u00e9 \u{1f600}' })).toEqual({ utm_source: 'caf\u00e9 \u{1f600}' });
    expect(sanitiseAttribution({ utm_source: 'lone\ud800half\udc00' }, { prefix: '' }).values).toEqual({ utm_source: 'lonehalf' });
  });

  it('caps each field at its length', () => {
    const long = 'x'.repeat(5000);
    const values = sanitised({ utm_campaign: long, source_type: `utm${long}`, referrer: `https://a.example/${long}`, session_entry: long, user_agent: long }) as AttributionValues;
    expect(values.utm_campaign).toHaveLength(200);
    expect(values.referrer).toHaveLength(2000);
    expect(values.session_entry).toHaveLength(2000);
    expect(values.user_agent).toHaveLength(500);
    expect(values.source_type).toBeUndefined();
    // A cut never leaves half an emoji behind.
    expect(sanitised({ utm_campaign: `${'a'.repeat(199)}\u{1f600}` })).toEqual({ utm_campaign: 'a'.repeat(199) });
  });

  it('handles a megabyte of hostile text quickly', () => {
    const started = performance.now();
    const values = sanitised({ utm_campaign: '<'.repeat(1_000_000), utm_source: `${'<a>'.repeat(300_000)}google`, referrer: 'y'.repeat(1_000_000) });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(values?.utm_campaign).toBeUndefined();
    expect(values?.referrer).toHaveLength(2000);
  });

  it('takes counts as non-negative whole numbers, clamped', () => {
    expect(sanitised({ session_pages: ' 12 ', session_count: '0' })).toEqual({ session_pages: 12, session_count: 0 });
    expect(sanitised({ session_pages: '99999999999999999999' })).toEqual({ session_pages: COUNT_MAX });
    expect(sanitiseAttribution({ session_pages: 7, session_count: 2_000_000 }, { prefix: '' }).values).toEqual({ session_pages: 7, session_count: COUNT_MAX });
    for (const bad of ['-1', '1.5', '1e3', '0x10', 'NaN', 'Infinity', '3 pages']) expect(sanitised({ session_pages: bad }), bad).toBeNull();
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(sanitiseAttribution({ session_pages: bad }, { prefix: '' }).values, String(bad)).toBeNull();
  });

  it('takes a session start time as a real date-time', () => {
    for (const good of ['2025-03-01 09:15:00', '2025-03-01T09:15:00Z', '2025-03-01T09:15:00.123+01:00', '2024-02-29 23:59']) {
      expect(sanitised({ session_start_time: good }), good).toEqual({ session_start_time: good });
    }
    for (const bad of ['2025-02-30 10:00:00', '2025-03-01 24:00:00', '2025-13-01 10:00:00', '01/03/2025 09:15', '2025-03-01', 'now']) {
      expect(sanitised({ session_start_time: bad }), bad).toBeNull();
    }
  });

  it('reads only the known names, never through the prototype', () => {
    const raw = JSON.parse('{"__proto__": {"utm_source": "polluted"}, "constructor": "x", "utm_medium": "cpc"}') as Record<string, unknown>;
    expect(sanitiseAttribution(raw, { prefix: '' }).values).toEqual({ utm_medium: 'cpc' });
    const inherited = Object.create({ utm_source: 'inherited' }) as Record<string, unknown>;
    expect(sanitiseAttribution(inherited, { prefix: '' }).values).toBeNull();
    expect(sanitiseAttribution(new URLSearchParams(`${P}__proto__=x&__proto__=y`)).values).toBeNull();
    expect(({} as Record<string, unknown>).utm_source).toBeUndefined();
  });

  it('refuses values of the wrong type without failing', () => {
    const { values, dropped } = sanitiseAttribution({ utm_source: ['a', 'b'], utm_medium: { toString: () => 'x' }, utm_term: true, utm_id: 17 }, { prefix: '' });
    expect(values).toEqual({ utm_id: '17' });
    expect(dropped).toEqual(['utm_source', 'utm_medium', 'utm_term']);
  });
});

describe('plain text', () => {
  it('removes whole tags and stray brackets', () => {
    expect(stripTags('<scr<script>ipt>alert(1)</script>')).toBe('scriptalert(1)');
    expect(stripTags('<img src=x onerror=alert(1)//')).toBe('img src=x onerror=alert(1)//');
    expect(plainText('<<a>>b', 10)).toBe('b');
  });
});
