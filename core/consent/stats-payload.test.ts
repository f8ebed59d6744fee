import { describe, expect, it } from 'vitest';
import { consentDecision } from './stats-payload.fixture.ts';
import type { ConsentStatsPayload } from '../contract/consent/stats-payload.ts';
import { parseConsentStats } from './stats-payload.ts';

const VALID: ConsentStatsPayload = consentDecision({ referrer: 'https://www.google.com/', openCount: 2 });

/** The reason given for `field`, or undefined when the payload passed. */
function reasonFor(payload: unknown, field: string): string | undefined {
  const parsed = parseConsentStats(payload);
  if (parsed.ok) return undefined;
  expect(parsed.params).toHaveProperty([field]);
  return parsed.params[field];
}

const without = (field: keyof ConsentStatsPayload) => Object.fromEntries(Object.entries(VALID).filter(([key]) => key !== field));
const withField = (field: string, value: unknown) => ({ ...VALID, [field]: value });

describe('parseConsentStats', () => {
  it('accepts the payload a banner sends', () => {
    expect(parseConsentStats(VALID)).toEqual({ ok: true, value: VALID });
    expect(parseConsentStats({ ...VALID, referrer: '', cookieTypeConsent: [], openCount: 0 })).toMatchObject({ ok: true });
    expect(parseConsentStats({ ...VALID, href: 'http://127.0.0.1:3000/', openCount: 1000, revision: 'a1b2c3d4e5f6' })).toMatchObject({ ok: true });
  });

  it('drops keys it does not know, so they can never be stored', () => {
    // As JSON.parse gives it: `__proto__` an own key, not the prototype.
    const body = JSON.stringify({ ...VALID, ip: '203.0.113.7', userAgent: 'Mozilla/5.0', extra: { deep: 1 } }).replace(/^\{/, '{"__proto__":{"polluted":true},');
    const parsed = parseConsentStats(JSON.parse(body));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(Object.keys(parsed.value).sort()).toEqual(Object.keys(VALID).sort());
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const entries = parseConsentStats({ ...VALID, cookieTypeConsent: [{ name: 'marketing', status: 'deny', label: 'Marketing', email: 'a@b.c' }] });
    expect(entries).toMatchObject({ ok: true, value: { cookieTypeConsent: [{ name: 'marketing', status: 'deny' }] } });
    if (entries.ok) expect(Object.keys(entries.value.cookieTypeConsent[0] ?? {})).toEqual(['name', 'status']);
  });

  it('says a missing field is required, naming it', () => {
    for (const field of ['href', 'referrer', 'cookieName', 'mainStatus', 'openCount', 'cookieTypeConsent'] as const) {
      expect(reasonFor(without(field), field), field).toBe('is required');
    }
    expect(parseConsentStats(without('revision' as keyof ConsentStatsPayload))).toMatchObject({ ok: true });
  });

  it('refuses a body that is not an object', () => {
    for (const body of [null, [], 'text', 42, true]) expect(reasonFor(body, 'body'), JSON.stringify(body)).toBe('must be a JSON object');
  });

  it('checks href: a string, an http(s) URL, at most 2048 characters', () => {
    expect(reasonFor(withField('href', 42), 'href')).toBe('must be a string');
    for (const href of ['', '/product/lamp/', 'javascript:alert(1)', 'ftp://shop.example/', 'data:text/html,hi', 'not a url']) {
      expect(reasonFor(withField('href', href), 'href'), href).toBe('must be an http(s) URL');
    }
    const longest = `https://shop.example/${'a'.repeat(2048 - 'https://shop.example/'.length)}`;
    expect(parseConsentStats(withField('href', longest))).toMatchObject({ ok: true });
    expect(reasonFor(withField('href', `${longest}a`), 'href')).toBe('must be at most 2048 characters');
  });

  it('checks referrer: a string of at most 2048 characters, anything inside', () => {
    expect(reasonFor(withField('referrer', null), 'referrer')).toMatch(/must be a string/);
    expect(parseConsentStats(withField('referrer', 'not a url'))).toMatchObject({ ok: true });
    expect(parseConsentStats(withField('referrer', 'r'.repeat(2048)))).toMatchObject({ ok: true });
    expect(reasonFor(withField('referrer', 'r'.repeat(2049)), 'referrer')).toBe('must be at most 2048 characters');
  });

  it('checks cookieName: 1 to 60 letters, digits, _ or -', () => {
    expect(parseConsentStats(withField('cookieName', 'A-z_0'.repeat(12)))).toMatchObject({ ok: true });
    for (const name of ['', 'a'.repeat(61), 'cookie name', 'cookie;path=/', 'naïve']) {
      expect(reasonFor(withField('cookieName', name), 'cookieName'), name).toBe('must be 1 to 60 letters, digits, _ or -');
    }
    expect(reasonFor(withField('cookieName', ['cookieconsent_status']), 'cookieName')).toBe('must be a string');
  });

  it('checks mainStatus against the known statuses', () => {
    for (const status of ['deny', 'allow', 'dismiss', 'allowall', 'savesettings', 'detailed', 'close', 'discard']) {
      expect(parseConsentStats(withField('mainStatus', status)), status).toMatchObject({ ok: true });
    }
    for (const status of ['accept', 'ALLOW', '', '__proto__', 1]) expect(reasonFor(withField('mainStatus', status), 'mainStatus'), String(status)).toMatch(/^must be one of deny, allow/);
  });

  it('checks openCount: a whole number from 0 to 1000', () => {
    for (const count of [-1, 1001, 1.5]) expect(reasonFor(withField('openCount', count), 'openCount'), String(count)).toBeTruthy();
    expect(reasonFor(withField('openCount', '3'), 'openCount')).toBe('must be a whole number');
    expect(reasonFor(withField('openCount', -1), 'openCount')).toBe('must not be negative');
    expect(reasonFor(withField('openCount', 1001), 'openCount')).toBe('must be at most 1000');
  });

  it('checks cookieTypeConsent: at most 12 known categories, each once, allow or deny', () => {
    expect(reasonFor(withField('cookieTypeConsent', { necessary: 'allow' }), 'cookieTypeConsent')).toBe('must be a list of {name, status} pairs');
    expect(reasonFor(withField('cookieTypeConsent', [{ name: 'tracking', status: 'allow' }]), 'cookieTypeConsent.0.name')).toMatch(/^must be one of statistics, /);
    expect(reasonFor(withField('cookieTypeConsent', [{ name: 'marketing', status: 'allow' }, { name: 'statistics', status: 'maybe' }]), 'cookieTypeConsent.1.status')).toBe(
      'must be allow or deny',
    );
    expect(reasonFor(withField('cookieTypeConsent', [{ status: 'allow' }]), 'cookieTypeConsent.0.name')).toBe('is required');
    expect(reasonFor(withField('cookieTypeConsent', ['marketing']), 'cookieTypeConsent.0')).toBe('must be a {name, status} pair');
    expect(reasonFor(withField('cookieTypeConsent', [{ name: 'marketing', status: 'allow' }, { name: 'marketing', status: 'deny' }]), 'cookieTypeConsent')).toBe(
      'must name each category once',
    );
    const thirteen = Array.from({ length: 13 }, () => ({ name: 'marketing', status: 'allow' }));
    expect(reasonFor(withField('cookieTypeConsent', thirteen), 'cookieTypeConsent')).toBe('must list at most 12 categories');
  });

  it('checks an optional revision: 1 to 40 lower-case letters or digits', () => {
    expect(parseConsentStats(withField('revision', 'a'.repeat(40)))).toMatchObject({ ok: true });
    for (const revision of ['', 'a'.repeat(41), 'ABC123', 'abc-123']) {
      expect(reasonFor(withField('revision', revision), 'revision'), revision).toBe('must be 1 to 40 lower-case letters or digits');
    }
    expect(reasonFor(withField('revision', 7), 'revision')).toBe('must be a string');
  });

  it('names every wrong field at once', () => {
    const parsed = parseConsentStats({ ...VALID, href: 'mailto:a@b.c', openCount: -3, mainStatus: 'yes' });
    expect(parsed).toEqual({
      ok: false,
      params: { href: 'must be an http(s) URL', mainStatus: expect.stringMatching(/^must be one of deny, allow/), openCount: 'must not be negative' },
    });
    expect(parsed.ok || Object.keys(parsed.params)).toEqual(['href', 'mainStatus', 'openCount']);
  });
});
