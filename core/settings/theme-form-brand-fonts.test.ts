import { describe, expect, it } from 'vitest';
import { BRAND_DEFAULTS } from '../contract/theme/brand.ts';
import { brandFormFields, brandFormValues, parseBrandForm, readBrandForm } from './theme-form-brand.ts';

describe('the Branding fonts among the system stacks and the font library', () => {
  const families = ['Source Serif', 'Inter'];

  it('offers the library’s families, read from the shop, and takes one under the library’s spelling', () => {
    const values = { ...brandFormValues(BRAND_DEFAULTS, families), fontBody: 'family:source serif', fontHeadings: 'family:Inter' };
    const fields = brandFormFields(values);
    const read = readBrandForm((name, max) => (fields[name] ?? '').slice(0, max), families);
    expect(read.fontFamilies).toEqual(families);
    const errors: Record<string, string> = {};
    expect(parseBrandForm(read, errors).brand.fonts).toEqual({ body: 'family:Source Serif', headings: 'family:Inter' });
    expect(errors).toEqual({});
  });

  it('refuses a family the library does not have, or anything else, by the field', () => {
    const errors: Record<string, string> = {};
    const parsed = parseBrandForm({ ...brandFormValues(BRAND_DEFAULTS, families), fontBody: 'family:Gone', fontHeadings: 'comic-sans' }, errors);
    expect(parsed.brand.fonts).toEqual({ body: 'system', headings: 'system' });
    expect(errors).toEqual({
      'brand.fonts.body': 'That font is no longer in the font library: choose another, or upload it again under Settings → Fonts.',
      'brand.fonts.headings': 'Choose one of the listed fonts.',
    });
  });
});
