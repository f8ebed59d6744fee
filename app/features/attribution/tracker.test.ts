import { describe, expect, it } from 'vitest';
import { fromBase64, parseRecord, toBase64 } from './cookie-format.ts';
import type { CookieJar } from './cookie-jar.ts';
import { PROMO_CODE_MAX, PROMO_CODE_MIN, fireDate, promoCode, runTracker, type TrackerInput } from './tracker.ts';

const SHOP = 'https://shop.test/';
const MINUTE = 60_000;
const DAY = 86_400_000;

/** A cookie jar that forgets cookies once their expiry passes on the test's clock. */
function browser(start = '2024-05-01T10:00:00Z') {
  let now = new Date(start);
  const values = new Map<string, string>();
  const expiries = new Map<string, Date>();
  const cookies: CookieJar = {
    get: (name) => ((expiries.get(name)?.getTime() ?? 0) > now.getTime() ? values.get(name) : undefined),
    set: (name, value, expires) => {
      values.set(name, value);
      expiries.set(name, expires);
    },
    expire: (name) => expiries.delete(name),
  };
  const visit = (url: string, referrer = '', params: TrackerInput['params'] = {}) =>
    runTracker({ now, url, referrer, ownHost: 'shop.test', userAgent: 'TestAgent/1.0', params, cookies, random: () => 0.5 });
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  const record = (name: string) => parseRecord(cookies.get(name));
  const lifetimeOf = (name: string) => expiries.get(name)!.getTime() - now.getTime();
  return { cookies, values, visit, later, record, lifetimeOf };
}

describe('runTracker: first visit', () => {
  it('sets all eight cookies in sourcebuster format and returns the field values', () => {
    const b = browser();
    const values = b.visit(`${SHOP}?utm_source=newsletter&utm_medium=email&utm_campaign=spring`, 'https://mail.example/');
    expect(b.values.get('sbjs_current')).toBe(
      'typ=utm|||src=newsletter|||mdm=email|||cmp=spring|||cnt=(none)|||trm=(none)|||id=(none)|||plt=(none)|||fmt=(none)|||tct=(none)',
    );
    expect(b.values.get('sbjs_current_add')).toBe(
      `fd=2024-05-01 10:00:00|||ep=${SHOP}?utm_source=newsletter&utm_medium=email&utm_campaign=spring|||rf=https://mail.example/`,
    );
    expect(b.values.get('sbjs_first')).toBe(b.values.get('sbjs_current'));
    expect(b.values.get('sbjs_first_add')).toBe(b.values.get('sbjs_current_add'));
    expect(b.values.get('sbjs_session')).toBe(`pgs=1|||cpg=${SHOP}?utm_source=newsletter&utm_medium=email&utm_campaign=spring`);
    expect(b.values.get('sbjs_udata')).toBe('vst=1|||uip=(none)|||uag=TestAgent/1.0');
    expect(b.values.get('sbjs_migrations')).toBe('1418474375998=1');
    expect(b.values.get('sbjs_promo')).toBe('code=550000');
    expect(values).toMatchObject({
      source_type: 'utm', referrer: 'https://mail.example/', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring',
      utm_content: '(none)', session_entry: `${SHOP}?utm_source=newsletter&utm_medium=email&utm_campaign=spring`,
      session_start_time: '2024-05-01 10:00:00', session_pages: '1', session_count: '1', user_agent: 'TestAgent/1.0',
    });
    expect(Object.keys(values)).toHaveLength(16);
  });

  it('records a direct first visit as typein with referrer (none)', () => {
    const b = browser();
    expect(b.visit(SHOP)).toMatchObject({ source_type: 'typein', utm_source: '(direct)', utm_medium: '(none)', referrer: '(none)' });
  });
});

describe('runTracker: later page views', () => {
  it('counts pages within the session and keeps the source of a type-in', () => {
    const b = browser();
    b.visit(`${SHOP}?utm_source=newsletter`);
    b.later(5 * MINUTE);
    b.visit(`${SHOP}shop/`, SHOP);
    b.later(5 * MINUTE);
    const values = b.visit(`${SHOP}cart/`, `${SHOP}shop/`);
    expect(values).toMatchObject({ source_type: 'utm', utm_source: 'newsletter', session_pages: '3', session_count: '1' });
    expect(b.record('sbjs_session')!.get('cpg')).toBe(`${SHOP}cart/`);
    expect(values.session_start_time).toBe('2024-05-01 10:00:00');
  });

  it('ignores an external referrer inside the session', () => {
    const b = browser();
    b.visit(`${SHOP}?utm_source=newsletter`);
    b.later(10 * MINUTE);
    expect(b.visit(SHOP, 'https://blog.example/')).toMatchObject({ source_type: 'utm', utm_source: 'newsletter', session_pages: '2' });
  });

  it('keeps the session alive while pages are seen within its length', () => {
    const b = browser();
    b.visit(SHOP);
    for (let i = 0; i < 3; i++) {
      b.later(25 * MINUTE);
      b.visit(SHOP);
    }
    expect(b.record('sbjs_session')!.get('pgs')).toBe('4');
    expect(b.record('sbjs_udata')!.get('vst')).toBe('1');
  });

  it('starts a new session after the session length, counting the visit, and keeps the source of a type-in', () => {
    const b = browser();
    b.visit(`${SHOP}?utm_source=newsletter`);
    b.later(31 * MINUTE);
    const values = b.visit(SHOP);
    expect(values).toMatchObject({ source_type: 'utm', utm_source: 'newsletter', session_pages: '1', session_count: '2' });
  });

  it('replaces the current source with a referral outside the session, but never the first one', () => {
    const b = browser();
    b.visit(`${SHOP}?utm_source=newsletter`);
    b.later(2 * DAY);
    const values = b.visit(`${SHOP}product/x/`, 'https://www.blog.example/review');
    expect(values).toMatchObject({ source_type: 'referral', utm_source: 'blog.example', utm_medium: 'referral', referrer: 'https://www.blog.example/review' });
    expect(values.session_start_time).toBe('2024-05-03 10:00:00');
    expect(b.record('sbjs_first')!.get('src')).toBe('newsletter');
    expect(b.record('sbjs_first_add')!.get('fd')).toBe('2024-05-01 10:00:00');
  });

  it('replaces the current source with a new campaign or search inside the session', () => {
    const b = browser();
    b.visit(`${SHOP}?utm_source=newsletter`);
    b.later(MINUTE);
    expect(b.visit(SHOP, 'https://www.google.com/search?q=shop').utm_source).toBe('google');
    b.later(MINUTE);
    expect(b.visit(`${SHOP}?gclid=1`)).toMatchObject({ utm_source: 'google', utm_medium: 'cpc', session_pages: '3' });
  });

  it('starts again as a first visit once every cookie has expired', () => {
    const b = browser();
    b.visit(`${SHOP}?utm_source=newsletter`);
    b.later(181 * DAY);
    expect(b.visit(SHOP)).toMatchObject({ source_type: 'typein', session_count: '1' });
    expect(b.record('sbjs_first')!.get('typ')).toBe('typein');
  });

  it('treats an unreadable current cookie as none', () => {
    const b = browser();
    b.cookies.set('sbjs_current', 'garbage', new Date('2030-01-01'));
    expect(b.visit(SHOP).source_type).toBe('typein');
  });
});

describe('runTracker: parameters', () => {
  it('uses the configured lifetime (months of 30 days) and session length (minutes)', () => {
    const b = browser();
    // Numeric text too, as WooCommerce's own page object carries it.
    b.visit(SHOP, '', { lifetime: 2, session: '45' as unknown as number });
    expect(b.lifetimeOf('sbjs_current')).toBe(60 * DAY);
    expect(b.lifetimeOf('sbjs_promo')).toBe(60 * DAY);
    expect(b.lifetimeOf('sbjs_session')).toBe(45 * MINUTE);
  });

  it.each([undefined, 'six', '', null, NaN, -1, 0, {}])('falls back to 6 months and 30 minutes for %j', (bad) => {
    const b = browser();
    b.visit(SHOP, '', { lifetime: bad as never, session: bad as never });
    expect(b.lifetimeOf('sbjs_first')).toBe(180 * DAY);
    expect(b.lifetimeOf('sbjs_udata')).toBe(180 * DAY);
    expect(b.lifetimeOf('sbjs_session')).toBe(30 * MINUTE);
  });

  it('writes every cookie base64-encoded when asked, and reads them back', () => {
    const b = browser();
    b.visit(`${SHOP}?utm_campaign=%C3%A9t%C3%A9`, '', { base64: true });
    const raw = b.values.get('sbjs_current')!;
    expect(raw).not.toContain('|||');
    expect(fromBase64(raw)).toContain('cmp=été');
    expect(fromBase64(b.values.get('sbjs_migrations')!)).toBe('1418474375998=1');
    b.later(MINUTE);
    expect(b.visit(SHOP, '', { base64: true })).toMatchObject({ utm_campaign: 'été', session_pages: '2' });
  });

  it('reads plain cookies after base64 is switched on', () => {
    const b = browser();
    b.visit(`${SHOP}?utm_source=plain`);
    b.later(MINUTE);
    expect(b.visit(SHOP, '', { base64: true })).toMatchObject({ utm_source: 'plain', session_pages: '2' });
    expect(b.values.get('sbjs_current')).toBe(toBase64(fromBase64(b.values.get('sbjs_current')!)!));
  });

  it('uses configured search engines', () => {
    const b = browser();
    const params = { searchEngines: [{ host: 'search.brave.com', param: 'q', name: 'brave' }] };
    expect(b.visit(SHOP, 'https://search.brave.com/search?q=x', params)).toMatchObject({ source_type: 'organic', utm_source: 'brave' });
  });
});

describe('promo code', () => {
  it.each([[0, PROMO_CODE_MIN], [0.999999999, PROMO_CODE_MAX], [1, PROMO_CODE_MAX], [-5, PROMO_CODE_MIN], [0.5, 550000]])('random %d gives %d', (random, code) => {
    expect(promoCode(() => random)).toBe(code);
  });

  it('stays within 100000–999999 and is set only once', () => {
    for (let i = 0; i < 200; i++) {
      const code = promoCode(Math.random);
      expect(code).toBeGreaterThanOrEqual(100000);
      expect(code).toBeLessThanOrEqual(999999);
      expect(Number.isInteger(code)).toBe(true);
    }
    const b = browser();
    b.visit(SHOP);
    const first = b.values.get('sbjs_promo');
    b.later(2 * DAY);
    runTracker({ now: new Date('2024-05-03T10:00:00Z'), url: SHOP, referrer: '', ownHost: 'shop.test', userAgent: '', params: {}, cookies: b.cookies, random: () => 0 });
    expect(b.values.get('sbjs_promo')).toBe(first);
  });
});

describe('fireDate', () => {
  it('is YYYY-MM-DD hh:mm:ss at offset 0', () => {
    expect(fireDate(new Date('2024-01-02T03:04:05.678+02:00'))).toBe('2024-01-02 01:04:05');
  });
});

describe('runTracker: long values', () => {
  it('returns on the first page the same cut values later pages read from the cookies', () => {
    const b = browser();
    const url = `${SHOP}?utm_source=${'s'.repeat(1500)}&utm_campaign=a|b`;
    const first = b.visit(url);
    expect(first.utm_source).toHaveLength(1000);
    expect(first.session_entry).toHaveLength(1000);
    expect(first.utm_campaign).toBe('a%7Cb');
    b.later(MINUTE);
    const second = b.visit(SHOP);
    expect([second.utm_source, second.session_entry, second.utm_campaign]).toEqual([first.utm_source, first.session_entry, first.utm_campaign]);
  });
});
