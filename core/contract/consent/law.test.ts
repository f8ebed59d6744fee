import { describe, expect, it } from 'vitest';
import { COOKIE_LAW_COUNTRIES, countryLaw, EXPLICIT_ACTION_COUNTRIES, lawGroup, REVOCABLE_REQUIRED_COUNTRIES } from './law.ts';

describe('cookie law tables (spec section 9)', () => {
  it('lists the law countries, the revocable ones and the explicit-action ones', () => {
    expect([...COOKIE_LAW_COUNTRIES].sort()).toEqual(
      ['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'EL', 'ES', 'EU', 'FI', 'FR', 'GB', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SK', 'UK'],
    );
    expect([...REVOCABLE_REQUIRED_COUNTRIES].sort()).toEqual(['CY', 'DE', 'DK', 'EE', 'ES', 'FR', 'HR', 'LT', 'LV', 'NL', 'NO', 'PT']);
    expect([...EXPLICIT_ACTION_COUNTRIES].sort()).toEqual(['ES', 'HR', 'IT', 'NO']);
  });

  it('every revocable or explicit-action country is a law country', () => {
    for (const code of [...REVOCABLE_REQUIRED_COUNTRIES, ...EXPLICIT_ACTION_COUNTRIES]) expect(COOKIE_LAW_COUNTRIES.has(code)).toBe(true);
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
    for (const value of [null, undefined, '', 'D', 'DEU', 'D3', '__', 'XX ']) {
      expect(countryLaw(value)).toEqual({ country: null, hasLaw: false, revocable: false, explicitAction: false });
    }
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
