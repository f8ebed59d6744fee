import { describe, expect, it } from 'vitest';
import { rateInLanguage } from './method-title.ts';
import type { ShippingRate } from './shipping-zone.ts';

const rate = (methodId: ShippingRate['methodId'], label: string): ShippingRate => ({ id: `${methodId}:1`, methodId, instanceId: 1, label, cost: 0, taxable: true });

describe('rateInLanguage', () => {
  it('names a method with its default title in the shopper’s language', () => {
    expect(rateInLanguage(rate('free_shipping', 'Free shipping'), 'fr').label).toBe('Livraison gratuite');
    expect(rateInLanguage(rate('flat_rate', 'Flat rate'), 'de').label).toBe('Pauschale');
    expect(rateInLanguage(rate('local_pickup', 'Local pickup'), 'en').label).toBe('Local pickup');
  });

  it('keeps a title the owner wrote as it is', () => {
    expect(rateInLanguage(rate('flat_rate', 'DHL Paket'), 'fr').label).toBe('DHL Paket');
    // A default title of another method is the owner's choice too.
    expect(rateInLanguage(rate('flat_rate', 'Free shipping'), 'fr').label).toBe('Free shipping');
  });

  it('names a title the owner wrote by the owner’s translation in the shopper’s language, where there is one', () => {
    const german = (text: string) => (text === 'Pick up at the Berlin workshop' ? 'Abholung in der Berliner Werkstatt' : undefined);
    expect(rateInLanguage(rate('local_pickup', 'Pick up at the Berlin workshop'), 'de', german).label).toBe('Abholung in der Berliner Werkstatt');
    expect(rateInLanguage(rate('flat_rate', 'DHL Paket'), 'de', german).label).toBe('DHL Paket');
    // A default title keeps the fixed tables' words, whatever the owner translated.
    expect(rateInLanguage(rate('local_pickup', 'Local pickup'), 'de', () => 'something else').label).toBe('Abholung vor Ort');
  });
});
