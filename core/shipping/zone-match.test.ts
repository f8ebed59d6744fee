import { describe, expect, it } from 'vitest';
import { postcodeMatches, zoneCovers, zoneFor } from './zone-match.ts';
import type { ShippingZone, ZoneLocation } from './shipping-zone.ts';

const at = (country: string, postcode = '', state = '') => ({ country, state, postcode, city: '' });

describe('postcodeMatches', () => {
  it.each([
    ['80331', '80331', true],
    ['80331', '80332', false],
    ['CB2*', 'cb2 1tn', true],
    ['CB2*', 'CB3 1TN', false],
    ['SW1A 1AA', 'sw1a1aa', true],
    ['90210...90299', '90250', true],
    ['90210...90299', '90300', false],
    ['90210...90299', '9025', false],
    ['AB1...AB9', 'AB5', true],
    ['AB1...AB9', 'AC5', false],
    ['*', '', false],
  ])('%s matches %s: %s', (pattern, postcode, matches) => {
    expect(postcodeMatches(pattern, postcode)).toBe(matches);
  });
});

describe('zoneCovers', () => {
  const munich: ZoneLocation[] = [{ type: 'country', code: 'DE' }, { type: 'postcode', code: '80*' }, { type: 'postcode', code: '81000...81999' }];
  it('needs the region and, where postcodes are listed, one of them', () => {
    expect(zoneCovers(munich, at('DE', '80331'))).toBe(true);
    expect(zoneCovers(munich, at('DE', '81539'))).toBe(true);
    expect(zoneCovers(munich, at('DE', '10115'))).toBe(false);
    expect(zoneCovers(munich, at('AT', '80331'))).toBe(false);
  });

  it('matches a state by its code in any case, only in its country', () => {
    const california: ZoneLocation[] = [{ type: 'state', code: 'US:CA' }];
    expect(zoneCovers(california, at('US', '', 'ca'))).toBe(true);
    expect(zoneCovers(california, at('US', '', 'NV'))).toBe(false);
    expect(zoneCovers(california, at('CA', '', 'CA'))).toBe(false);
  });

  it('matches a continent by the destination’s country', () => {
    const europe: ZoneLocation[] = [{ type: 'continent', code: 'EU' }];
    expect(zoneCovers(europe, at('FR', '75001'))).toBe(true);
    expect(zoneCovers(europe, at('gb', 'SW1A 1AA'))).toBe(true);
    expect(zoneCovers(europe, at('US', '90210', 'CA'))).toBe(false);
    expect(zoneCovers(europe, at('TR', '34000'))).toBe(false);
    expect(zoneCovers(europe, at('', ''))).toBe(false);
    expect(zoneCovers([{ type: 'continent', code: 'NA' }, { type: 'country', code: 'FR' }], at('US'))).toBe(true);
  });

  it('narrows a continent by the zone’s postcodes, as a country', () => {
    const paris: ZoneLocation[] = [{ type: 'continent', code: 'EU' }, { type: 'postcode', code: '75*' }];
    expect(zoneCovers(paris, at('FR', '75001'))).toBe(true);
    expect(zoneCovers(paris, at('BE', '7500'))).toBe(true);
    expect(zoneCovers(paris, at('FR', '69001'))).toBe(false);
    expect(zoneCovers(paris, at('US', '75001'))).toBe(false);
  });

  it('covers nothing with postcodes alone', () => {
    expect(zoneCovers([{ type: 'postcode', code: '*' }], at('DE', '80331'))).toBe(false);
  });
});

describe('zoneFor', () => {
  const zone = (id: number, order: number, locations: ZoneLocation[]): ShippingZone => ({ id, name: `zone ${id}`, order, locations, methods: [] });
  const zones = [zone(0, 0, []), zone(3, 2, [{ type: 'country', code: 'DE' }]), zone(4, 1, [{ type: 'country', code: 'DE' }, { type: 'postcode', code: '80*' }])];

  it('takes the first zone in the owner’s order that covers the address, else zone 0', () => {
    expect(zoneFor(zones, at('DE', '80331'))?.id).toBe(4);
    expect(zoneFor(zones, at('DE', '10115'))?.id).toBe(3);
    expect(zoneFor(zones, at('FR', '75001'))?.id).toBe(0);
    expect(zoneFor(zones.filter((z) => z.id !== 0), at('FR'))).toBeNull();
  });

  it('sends an address to a continent’s zone when no earlier zone covers it', () => {
    const withEurope = [...zones, zone(5, 3, [{ type: 'continent', code: 'EU' }])];
    expect(zoneFor(withEurope, at('DE', '10115'))?.id).toBe(3);
    expect(zoneFor(withEurope, at('FR', '75001'))?.id).toBe(5);
    expect(zoneFor(withEurope, at('US', '10001'))?.id).toBe(0);
  });
});
