import { describe, expect, it } from 'vitest';
import { chargesByClass } from './shipping-classes.ts';
import type { FlatRateSettings, ShippingZone } from './shipping-zone.ts';

const flatRate = (classCosts: Record<string, string>): FlatRateSettings => ({ title: 'Flat rate', taxable: true, cost: '5', classCosts, calculationType: 'class' });
const zone = (id: number, classCosts: Record<string, string>): ShippingZone => ({
  id,
  name: `Zone ${id}`,
  order: id,
  locations: [],
  methods: [{ instanceId: id, methodId: 'flat_rate', order: 1, enabled: true, settings: flatRate(classCosts) }],
});

describe('chargesByClass', () => {
  it('says whether some flat rate has a class cost, for each list of zones asked about', () => {
    const byClass = [zone(0, {}), zone(1, { '3': '2.50' })];
    const withoutClasses = [zone(0, {}), zone(1, { none: '  ' })];
    expect(chargesByClass(byClass)).toBe(true);
    expect(chargesByClass(withoutClasses)).toBe(false);
    // Asked again, each list gives the same answer.
    expect(chargesByClass(byClass)).toBe(true);
    expect(chargesByClass(withoutClasses)).toBe(false);
    expect(chargesByClass([])).toBe(false);
  });
});
