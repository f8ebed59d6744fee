import { describe, expect, it } from 'vitest';
import { countryCode } from './country-code.ts';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const EVERY_PAIR = [...LETTERS].flatMap((first) => [...LETTERS].map((second) => first + second));

describe('countryCode', () => {
  it('reads an assigned ISO 3166-1 code in any case, trimmed', () => {
    expect(countryCode('de')).toBe('DE');
    expect(countryCode(' is ')).toBe('IS');
    expect(countryCode('Li')).toBe('LI');
  });

  it('knows the 249 assigned codes and the four others in use (EL, UK, EU, XK), and nothing else', () => {
    const known = EVERY_PAIR.filter((pair) => countryCode(pair) !== null);
    expect(known).toHaveLength(249 + 4);
    expect(known).toEqual(expect.arrayContaining(['EL', 'UK', 'EU', 'XK', 'AX', 'SS', 'CW', 'BQ', 'SX']));
  });

  it('reads no country from codes for "unknown", Tor, proxies or regions, from user-assigned codes, or from malformed values', () => {
    for (const value of ['XX', 'T1', 'ZZ', 'A1', 'A2', 'O1', 'AP', 'AA', 'QM', 'QZ', 'XA', 'XZ', 'AN', 'FX', '', ' ', 'D', 'DEU', 'ß', 'ÄT', null, undefined, 42, ['DE']]) {
      expect(countryCode(value), String(value)).toBeNull();
    }
  });
});
