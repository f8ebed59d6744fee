import { describe, expect, it } from 'vitest';
import { defaultTaxSettings } from './tax-settings.ts';
import { parseTaxOptionsForm, readTaxOptionsForm, TAX_OPTION_FIELDS as F, taxOptionsFormValues } from './tax-options-form.ts';
import { readTaxClassLines, taxClassChanges, taxClassLinesText } from './tax-class-list.ts';

const CLASSES = [
  { slug: '', name: 'Standard' },
  { slug: 'reduced-rate', name: 'Reduced rate' },
  { slug: 'zero-rate', name: 'Zero rate' },
];

const form = (values: Record<string, string>) => new URLSearchParams(values);

describe('the tax options form', () => {
  it('shows the saved options by WooCommerce’s names and reads them back unchanged', () => {
    const settings = { ...defaultTaxSettings('DE'), enabled: true, pricesIncludeTax: true, base: { country: 'DE', state: '', postcode: '10115', city: 'Berlin' } };
    const values = taxOptionsFormValues(settings, CLASSES);
    expect(values[F.classes]).toBe('Reduced rate\nZero rate');
    expect(values[F.pricesIncludeTax]).toBe('yes');
    expect(values[F.enabled]).toBe('yes');
    const parsed = parseTaxOptionsForm(values);
    expect(parsed).toEqual({ ok: true, settings, classes: CLASSES.slice(1) });
  });

  it('reads a posted form: ticked boxes are yes (or 1), unticked ones absent; WooCommerce’s "US:CA" base', () => {
    const values = readTaxOptionsForm(
      form({
        [F.enabled]: '1',
        [F.pricesIncludeTax]: 'no',
        [F.basedOn]: 'base',
        [F.shippingTaxClass]: 'luxury',
        [F.classes]: 'Reduced rate\n\n  Luxury   goods \n',
        [F.displayShop]: 'incl',
        [F.displayCart]: 'excl',
        [F.priceSuffix]: ' incl. VAT ',
        [F.totalDisplay]: 'single',
        [F.baseCountry]: 'us:ca',
        [F.basePostcode]: '94103',
        [F.baseCity]: 'San Francisco',
      }),
    );
    expect(values[F.roundAtSubtotal]).toBe('');
    const parsed = parseTaxOptionsForm(values);
    expect(parsed.ok).toBe(false);
    // The shipping class must be one of the list's slugs.
    expect(parsed.ok ? {} : parsed.errors).toEqual({ [F.shippingTaxClass]: 'Choose a shipping tax class from the list (a class you remove from the list cannot be it).' });
    const fixed = parseTaxOptionsForm({ ...values, [F.shippingTaxClass]: 'luxury-goods' });
    expect(fixed.ok && fixed.settings).toMatchObject({ enabled: true, basedOn: 'base', shippingTaxClass: 'luxury-goods', priceSuffix: 'incl. VAT', totalDisplay: 'single', base: { country: 'US', state: 'CA', postcode: '94103', city: 'San Francisco' } });
    expect(fixed.ok && fixed.classes).toEqual([
      { slug: 'reduced-rate', name: 'Reduced rate' },
      { slug: 'luxury-goods', name: 'Luxury goods' },
    ]);
  });

  it('names each field that does not read', () => {
    const parsed = parseTaxOptionsForm({
      ...taxOptionsFormValues(defaultTaxSettings('DE'), CLASSES),
      [F.pricesIncludeTax]: 'maybe',
      [F.basedOn]: 'moon',
      [F.displayShop]: 'both',
      [F.displayCart]: '',
      [F.totalDisplay]: 'list',
      [F.priceSuffix]: '<b>VAT</b>',
      [F.classes]: 'Standard\nReduced rate\nreduced  RATE\n!!!',
      [F.baseCountry]: 'XX',
      [F.baseState]: 'Bavaria?',
      [F.basePostcode]: '<1>',
      [F.baseCity]: 'c'.repeat(101),
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.errors).sort()).toEqual(
      [F.pricesIncludeTax, F.basedOn, F.displayShop, F.displayCart, F.totalDisplay, F.priceSuffix, F.classes, F.baseCountry, F.baseState, F.basePostcode, F.baseCity].sort(),
    );
    expect(parsed.errors[F.classes]).toBe(
      'Check the tax classes: “Standard” is the standard class, which every shop has; “reduced RATE” and “Reduced rate” are the same class (reduced-rate); “!!!” needs a letter or a digit.',
    );
  });
});

describe('the additional tax classes list', () => {
  it('creates new lines, renames a line that keeps its slug, deletes lines removed', () => {
    const wanted = readTaxClassLines('Reduced Rate\nLuxury\n');
    if (!wanted.ok) throw new Error(wanted.error);
    expect(taxClassChanges(CLASSES, wanted.classes)).toEqual({
      created: [{ slug: 'luxury', name: 'Luxury' }],
      renamed: [{ slug: 'reduced-rate', name: 'Reduced Rate' }],
      deleted: ['zero-rate'],
    });
    expect(taxClassLinesText(CLASSES)).toBe('Reduced rate\nZero rate');
    expect(readTaxClassLines('')).toEqual({ ok: true, classes: [] });
  });
});
