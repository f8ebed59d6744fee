import { describe, expect, it } from 'vitest';
import { COOKIE_LAW_COUNTRIES, countryLaw, EXPLICIT_ACTION_COUNTRIES, lawGroup, REVOCABLE_REQUIRED_COUNTRIES } from './law.ts';

describe('cookie law tables (spec section 9)', () => {
  it('lists the law countries, the revocable ones and the explicit-action ones', () => {
    // The spec's list with Slovenia, Iceland, Liechtenstein and Switzerland added.
    expect([...COOKIE_LAW_COUNTRIES].sort()).toEqual(
      ['AT', 'BE', 'BG', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'EL', 'ES', 'EU', 'FI', 'FR', 'GB', 'GR', 'HR', 'HU', 'IE', 'IS', 'IT', 'LI', 'LT', 'LU', 'LV', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'UK'],
    );
    expect([...REVOCABLE_REQUIRED_COUNTRIES].sort()).toEqual(['CY', 'DE', 'DK', 'EE', 'ES', 'FR', 'HR', 'LT', 'LV', 'NL', 'NO', 'PT']);
    expect([...EXPLICIT_ACTION_COUNTRIES].sort()).toEqual(['ES', 'HR', 'IT', 'NO']);
  });

  it('every revocable or explicit-action country is a law country', () => {
    for (const code of [...REVOCABLE_REQUIRED_COUNTRIES, ...EXPLICIT_ACTION_COUNTRIES]) expect(COOKIE_LAW_COUNTRIES.has(code)).toBe(true);
  });
});

/** The 27 EU members (Greece as ISO's GR), the EEA's other three, the UK, Switzerland. */
const EU_27 = ['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE'];
const EEA_ONLY = ['IS', 'LI', 'NO'];
/** Codes geo sources send for no country: Cloudflare's no data and Tor, CLDR's unknown region, MaxMind's legacy proxy, satellite, other, Asia/Pacific, ISO's user-assigned codes. */
const UNKNOWN_CODES = ['XX', 'T1', 'ZZ', 'A1', 'A2', 'O1', 'AP', 'AA', 'QM', 'QZ', 'XA', 'XZ', 'xx', 't1', 'zz'];

describe('the law countries against the EU, the EEA, the UK and Switzerland', () => {
  it('has 27 EU members listed', () => {
    expect(new Set(EU_27).size).toBe(27);
  });

  it.each([...EU_27, ...EEA_ONLY])('%s (EU or EEA) asks first', (code) => {
    expect(countryLaw(code)).toMatchObject({ country: code, hasLaw: true });
    expect(lawGroup(code)).toMatch(/^law/);
  });

  it.each(['GB', 'UK', 'EL', 'EU'])('%s (the UK, and the spec\'s own codes for the UK, Greece and the EU) asks first', (code) => {
    expect(countryLaw(code.toLowerCase())).toMatchObject({ country: code, hasLaw: true });
  });

  it('asks first in Switzerland, without the revocable or explicit-action rules', () => {
    expect(countryLaw('CH')).toEqual({ country: 'CH', hasLaw: true, revocable: false, explicitAction: false });
    expect(lawGroup('CH')).toBe('law');
  });

  it('adds Slovenia, Iceland and Liechtenstein to the plain law group', () => {
    for (const code of ['SI', 'IS', 'LI']) expect(lawGroup(code)).toBe('law');
  });

  it('keeps countries outside Europe without a law', () => {
    for (const code of ['US', 'CA', 'JP', 'BR', 'AU', 'XK', 'TR']) expect(lawGroup(code)).toBe('none');
  });
});

describe('countryLaw', () => {
  it('applies each flag by country, in any case', () => {
    expect(countryLaw('de')).toEqual({ country: 'DE', hasLaw: true, revocable: true, explicitAction: false });
    expect(countryLaw('IT')).toEqual({ country: 'IT', hasLaw: true, revocable: false, explicitAction: true });
    expect(countryLaw('ES')).toEqual({ country: 'ES', hasLaw: true, revocable: true, explicitAction: true });
    expect(countryLaw('BE')).toEqual({ country: 'BE', hasLaw: true, revocable: false, explicitAction: false });
    expect(countryLaw('US')).toEqual({ country: 'US', hasLaw: false, revocable: false, explicitAction: false });
  });

  it('treats missing and malformed codes as unknown', () => {
    for (const value of [null, undefined, '', ' ', 'D', 'DEU', 'D3', '__', 'XX ', 'ß', 'ÄT']) {
      expect(countryLaw(value)).toEqual({ country: null, hasLaw: false, revocable: false, explicitAction: false });
    }
  });

  it.each(UNKNOWN_CODES)('treats %s, which names no country, as unknown, never as a country without a law', (code) => {
    expect(countryLaw(code)).toEqual({ country: null, hasLaw: false, revocable: false, explicitAction: false });
    expect(lawGroup(code)).toBe('unknown');
  });
});

describe('lawGroup', () => {
  it('puts countries that render alike together', () => {
    expect(lawGroup(null)).toBe('unknown');
    expect(lawGroup('US')).toBe('none');
    expect(lawGroup('JP')).toBe('none');
    expect(lawGroup('BE')).toBe('law');
    expect(lawGroup('SE')).toBe('law');
    expect(lawGroup('DE')).toBe('law-revocable');
    expect(lawGroup('IT')).toBe('law-explicit');
    expect(lawGroup('NO')).toBe('law-revocable-explicit');
  });
});
