import { describe, expect, it } from 'vitest';
import { CONTINENT_CODES, CONTINENTS, continentCode, continentCountries, continentName, continentOf } from './continents.ts';

describe('continents', () => {
  it('are WooCommerce’s seven, by code and English name', () => {
    expect(CONTINENTS.map((continent) => [continent.code, continent.name])).toEqual([
      ['AF', 'Africa'],
      ['AN', 'Antarctica'],
      ['AS', 'Asia'],
      ['EU', 'Europe'],
      ['NA', 'North America'],
      ['OC', 'Oceania'],
      ['SA', 'South America'],
    ]);
    expect(CONTINENTS.map((continent) => continent.code)).toEqual([...CONTINENT_CODES]);
  });

  it('put each of the 249 ISO 3166-1 countries in exactly one, each a code the runtime names', () => {
    const countries = CONTINENTS.flatMap((continent) => continent.countries);
    expect(countries).toHaveLength(249);
    expect(new Set(countries).size).toBe(249);
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    expect(countries.filter((code) => !/^[A-Z]{2}$/.test(code) || names.of(code) === code)).toEqual([]);
  });

  it('group the countries as WooCommerce does', () => {
    for (const country of ['FR', 'DE', 'GB', 'CH', 'NO', 'RU', 'UA', 'IS', 'VA']) expect(continentOf(country), country).toBe('EU');
    for (const country of ['TR', 'CY', 'GE', 'JP', 'IL']) expect(continentOf(country), country).toBe('AS');
    for (const country of ['US', 'CA', 'MX', 'GL', 'PR']) expect(continentOf(country), country).toBe('NA');
    expect(continentOf('BR')).toBe('SA');
    expect(continentOf('AU')).toBe('OC');
    expect(continentOf('EG')).toBe('AF');
    expect(continentOf('AQ')).toBe('AN');
  });

  it('read codes in any case, and know nothing of codes that name no place', () => {
    expect(continentOf(' fr ')).toBe('EU');
    expect(continentOf('XX')).toBeNull();
    expect(continentOf('')).toBeNull();
    expect(continentCode('eu')).toBe('EU');
    expect(continentCode('EUR')).toBeNull();
    expect(continentCode('DE')).toBeNull();
    expect(continentName('oc')).toBe('Oceania');
    expect(continentName('XX')).toBe('XX');
    expect(continentCountries('sa')).toContain('AR');
    expect(continentCountries('XX')).toEqual([]);
  });
});
