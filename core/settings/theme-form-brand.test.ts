import { describe, expect, it } from 'vitest';
import { BRAND_DEFAULTS } from '../contract/theme/brand.ts';
import { brandFormFields, brandFormValues, parseBrandForm, readBrandForm } from './theme-form-brand.ts';

describe('the theme form’s Branding fields', () => {
  it('reads back what it shows, and keeps the defaults as they are', () => {
    const values = brandFormValues(BRAND_DEFAULTS);
    const fields = brandFormFields(values);
    const read = readBrandForm((name, max) => (fields[name] ?? '').slice(0, max));
    expect(read).toEqual(values);
    const errors: Record<string, string> = {};
    expect(parseBrandForm(read, errors)).toEqual({ brand: BRAND_DEFAULTS });
    expect(errors).toEqual({});
  });

  it('refuses a colour that is not one, text too faint on its background with the ratio, and a logo without words', () => {
    const values = { ...brandFormValues(BRAND_DEFAULTS), logoUrl: '/uploads/logo.png', logoAlt: ' ', logoHeight: '500' };
    values.colours = { ...values.colours, accent: 'red', button: '#FFCC00', buttonText: '#fff' };
    const errors: Record<string, string> = {};
    const parsed = parseBrandForm(values, errors);
    expect(errors['brand.colours.accent']).toBe('Enter the accent (sale badges, notices) colour as # and six hex digits, such as #1f3a5f.');
    expect(errors['brand.colours.buttonText']).toContain('contrast of 1.5:1; WCAG AA asks for at least 4.5:1');
    expect(errors['brand.logo.alt']).toContain('Describe the logo');
    expect(errors['brand.logo.height']).toBe('Enter a whole number of pixels from 16 to 120.');
    expect(parsed.brand.colours.button).toBe('#ffcc00');
  });
});
