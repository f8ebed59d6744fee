import type { Db } from '../db/connect.ts';
import { parseRate } from '../core/tax/tax-rate.ts';
import { defaultTaxSettings, saveTaxSettings } from '../core/tax/tax-settings.ts';
import { createTaxRate, type TaxRateFields } from '../core/tax/tax-store.ts';

/** The EU countries the demo ships to, each with its VAT's name and standard and reduced rates. */
const DEMO_VAT = [
  { country: 'DE', name: 'MwSt.', standard: '19', reduced: '7' },
  { country: 'FR', name: 'TVA', standard: '20', reduced: '5.5' },
  { country: 'NL', name: 'BTW', standard: '21', reduced: '9' },
  { country: 'ES', name: 'IVA', standard: '21', reduced: '10' },
  { country: 'IT', name: 'IVA', standard: '22', reduced: '10' },
] as const;

const rateOf = (fields: Omit<TaxRateFields, 'rate' | 'postcodes' | 'cities' | 'priority' | 'compound'> & { percent: string }): TaxRateFields => {
  const { percent, ...rest } = fields;
  const rate = parseRate(percent);
  if (rate === null) throw new Error(`The demo rate ${percent} does not read`);
  return { ...rest, rate, postcodes: [], cities: [], priority: 1, compound: false };
};

/**
 * The demo store's taxes, set through the owner's own path: charged on prices without tax by where the
 * order ships, the shop based at its Berlin workshop; VAT for the five EU countries it ships to (standard
 * and reduced), and California's state sales tax (not charged on shipping there).
 */
export async function insertDemoTaxes(db: Db): Promise<void> {
  await saveTaxSettings(db, { ...defaultTaxSettings('DE'), enabled: true, base: { country: 'DE', state: '', postcode: '10115', city: 'Berlin' } });
  let order = 0;
  for (const vat of DEMO_VAT) {
    await createTaxRate(db, rateOf({ country: vat.country, state: '', name: vat.name, percent: vat.standard, shipping: true, order: (order += 1), taxClass: '' }));
    await createTaxRate(db, rateOf({ country: vat.country, state: '', name: vat.name, percent: vat.reduced, shipping: true, order: (order += 1), taxClass: 'reduced-rate' }));
  }
  await createTaxRate(db, rateOf({ country: 'US', state: 'CA', name: 'CA State Tax', percent: '7.25', shipping: false, order: order + 1, taxClass: '' }));
}
