import { describe, expect, it } from 'vitest';
import { matchingRates, rateIndex } from './matching-rates.ts';
import { parseRate, type TaxRate } from './tax-rate.ts';

let next = 0;
const rate = (fields: Partial<TaxRate> & { percent: string }): TaxRate => {
  next += 1;
  const { percent, ...rest } = fields;
  return { id: next, country: '', state: '', postcodes: [], cities: [], rate: parseRate(percent) ?? Number.NaN, name: `Rate ${next}`, priority: 1, compound: false, shipping: true, order: next, taxClass: '', ...rest };
};

const at = (country: string, state = '', postcode = '', city = '') => ({ country, state, postcode, city });

describe('matchingRates', () => {
  const deVat = rate({ country: 'DE', percent: '19', name: 'MwSt.' });
  const deReduced = rate({ country: 'DE', percent: '7', name: 'MwSt. (ermäßigt)', taxClass: 'reduced-rate' });
  const frVat = rate({ country: 'FR', percent: '20', name: 'TVA' });
  const caState = rate({ country: 'US', state: 'CA', percent: '7.25', name: 'CA State Tax' });
  const laCounty = rate({ country: 'US', state: 'CA', cities: ['Los Angeles'], percent: '2.25', name: 'LA County', priority: 2 });
  const sfDistrict = rate({ country: 'US', state: 'CA', postcodes: ['941*'], percent: '1.375', name: 'SF District', priority: 2, order: 100 });
  const everywhere = rate({ percent: '5', name: 'Fallback', priority: 1, order: 1000 });
  const rates = [deVat, deReduced, frVat, caState, laCounty, sfDistrict, everywhere];

  it('finds the country’s rate of the class asked for', () => {
    expect(matchingRates(rates, at('DE', '', '10115', 'Berlin'), '').map((found) => found.name)).toEqual(['MwSt.']);
    expect(matchingRates(rates, at('DE'), 'reduced-rate').map((found) => found.name)).toEqual(['MwSt. (ermäßigt)']);
    expect(matchingRates(rates, at('FR'), 'zero-rate')).toEqual([]);
  });

  it('takes one rate per priority, the first in the owner’s order', () => {
    expect(matchingRates(rates, at('US', 'ca', '90012', 'los angeles'), '').map((found) => found.name)).toEqual(['CA State Tax', 'LA County']);
    expect(matchingRates(rates, at('US', 'CA', '94107', 'San Francisco'), '').map((found) => found.name)).toEqual(['CA State Tax', 'SF District']);
    expect(matchingRates(rates, at('US', 'CA', '95814', 'Sacramento'), '').map((found) => found.name)).toEqual(['CA State Tax']);
  });

  it('falls back to a rate for any place when no other of its priority matches', () => {
    expect(matchingRates(rates, at('US', 'NV'), '').map((found) => found.name)).toEqual(['Fallback']);
  });

  it('finds the same rates whatever order the list holds them in, and each list its own', () => {
    const reversed = [...rates].reverse();
    for (const place of [at('US', 'CA', '94107', 'San Francisco'), at('US', 'CA', '90012', 'Los Angeles'), at('DE'), at('US', 'NV')]) {
      expect(matchingRates(reversed, place, '')).toEqual(matchingRates(rates, place, ''));
    }
    const withoutState = rates.filter((found) => found !== caState);
    expect(matchingRates(withoutState, at('US', 'CA', '94107'), '').map((found) => found.name)).toEqual(['Fallback', 'SF District']);
    expect(matchingRates(rates, at('US', 'CA', '94107'), '').map((found) => found.name)).toEqual(['CA State Tax', 'SF District']);
  });
});

describe('rateIndex', () => {
  it('holds each class’s rates in the order they are tried, and every rate by id', () => {
    const first = rate({ country: 'AT', percent: '20', priority: 2, order: 1 });
    const second = rate({ country: 'AT', percent: '10', priority: 1, order: 5 });
    const third = rate({ country: 'AT', percent: '13', priority: 1, order: 2 });
    const reduced = rate({ country: 'AT', percent: '10', taxClass: 'reduced-rate' });
    const index = rateIndex([first, second, third, reduced]);
    expect(index.byClass.get('')).toEqual([third, second, first]);
    expect(index.byClass.get('reduced-rate')).toEqual([reduced]);
    expect(index.byClass.get('zero-rate')).toBeUndefined();
    expect(index.byId.get(second.id)).toBe(second);
  });
});
