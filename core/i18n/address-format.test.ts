import { describe, expect, it } from 'vitest';
import { countryNameIn, formatAddressLines, type PostalAddress } from './address-format.ts';

const at = (fields: Partial<PostalAddress>): PostalAddress => ({ first_name: 'Ada', last_name: 'Lovelace', company: '', address_1: '', address_2: '', city: '', state: '', postcode: '', country: '', ...fields });

describe('formatAddressLines', () => {
  it('writes each country’s order: postcode before the city in Germany, after the state in the United States', () => {
    expect(formatAddressLines(at({ address_1: 'Marienplatz 8', city: 'München', postcode: '80331', country: 'DE' }), 'de-DE')).toEqual(['Ada Lovelace', 'Marienplatz 8', '80331 München', 'Deutschland']);
    expect(formatAddressLines(at({ address_1: '1 Main St', city: 'Los Angeles', state: 'CA', postcode: '90001', country: 'US' }), 'en-US')).toEqual(['Ada Lovelace', '1 Main St', 'Los Angeles, CA 90001', 'United States']);
    expect(formatAddressLines(at({ company: 'Atelier', address_1: '3 rue Cler', city: 'Paris', postcode: '75007', country: 'FR' }), 'fr-FR')).toEqual(['Atelier', 'Ada Lovelace', '3 rue Cler', '75007 PARIS', 'France']);
  });

  it('uses the international order elsewhere and drops the parts left empty', () => {
    expect(formatAddressLines(at({ address_1: '12 St James Square', city: 'London', postcode: 'SW1Y 4JH', country: 'GB' }), 'en-US')).toEqual(['Ada Lovelace', '12 St James Square', 'London', 'SW1Y 4JH', 'United Kingdom']);
    expect(formatAddressLines(at({ city: 'Los Angeles', country: 'US' }), 'en-US')).toEqual(['Ada Lovelace', 'Los Angeles', 'United States']);
  });
});

describe('countryNameIn', () => {
  it('names a country in the language, and leaves what is not a country code as it is', () => {
    expect(countryNameIn('DE', 'fr-FR')).toBe('Allemagne');
    expect(countryNameIn('DE', 'de-DE')).toBe('Deutschland');
    expect(countryNameIn('XX', 'en-US')).toBe('XX');
    expect(countryNameIn('Germany', 'en-US')).toBe('Germany');
  });
});
