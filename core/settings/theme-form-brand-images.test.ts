import { describe, expect, it } from 'vitest';
import { BRAND_DEFAULTS } from '../contract/theme/brand.ts';
import { siteIconFiles } from '../contract/theme/site-icon.ts';
import { mergeTheme, themeFileSchema } from '../theme/options-schema.ts';
import { brandFormFields, brandFormValues, brandIssue, parseBrandForm, readBrandForm } from './theme-form-brand.ts';

const NAME = 'site-icon-0123456789abcdef';

describe('the theme form’s logo and site icon fields', () => {
  it('shows the icon in use by its set’s name, and reads back the remove boxes it posts', () => {
    const values = brandFormValues({ ...BRAND_DEFAULTS, logo: { url: '/uploads/logo.png', alt: 'Wombat', height: 40, intrinsic: { width: 300, height: 100 } }, icon: siteIconFiles(NAME) });
    expect(values).toMatchObject({ logoUrl: '/uploads/logo.png', logoRemove: false, icon: NAME, iconRemove: false });
    const fields = brandFormFields({ ...values, logoRemove: true, iconRemove: true });
    expect(fields).toMatchObject({ 'brand.icon.current': NAME, 'brand.logo.remove': '1', 'brand.icon.remove': '1' });
    expect(brandFormFields(values)).not.toHaveProperty('brand.logo.remove');
    expect(readBrandForm((name, max) => (fields[name] ?? '').slice(0, max))).toEqual({ ...values, logoRemove: true, iconRemove: true });
  });

  it('keeps the icon’s files by its name, forgets them when removed, and refuses a name that is not a set’s', () => {
    const values = brandFormValues(BRAND_DEFAULTS);
    const errors: Record<string, string> = {};
    expect(parseBrandForm({ ...values, icon: NAME }, errors).brand.icon).toEqual(siteIconFiles(NAME));
    expect(parseBrandForm({ ...values, icon: NAME, iconRemove: true }, errors).brand.icon).toBeNull();
    expect(errors).toEqual({});
    expect(parseBrandForm({ ...values, icon: '../../etc/passwd' }, errors).brand.icon).toBeNull();
    expect(errors['brand.icon.file']).toBe('The site icon’s files were not found: upload the icon again.');
  });

  it('removes the logo whatever its address says, without asking for its words', () => {
    const errors: Record<string, string> = {};
    const parsed = parseBrandForm({ ...brandFormValues(BRAND_DEFAULTS), logoUrl: '/uploads/logo.png', logoAlt: '', logoRemove: true }, errors);
    expect(parsed.brand.logo).toEqual({ url: null, alt: '', height: 40, intrinsic: null });
    expect(errors).toEqual({});
  });

  it('holds the icon and the logo’s size in the config file’s schema, merged over the defaults', () => {
    const icon = siteIconFiles(NAME);
    const file = themeFileSchema.parse({ brand: { logo: { url: '/uploads/logo.png', intrinsic: { width: 300, height: 100 } }, icon } });
    expect(mergeTheme(file).brand).toMatchObject({ logo: { url: '/uploads/logo.png', height: 40, intrinsic: { width: 300, height: 100 } }, icon });
    expect(mergeTheme(themeFileSchema.parse({ brand: { icon: null } }), mergeTheme(file)).brand.icon).toBeNull();
    expect(mergeTheme(themeFileSchema.parse({ brand: {} }), mergeTheme(file)).brand.icon).toEqual(icon);
    const refused = themeFileSchema.safeParse({ brand: { icon: { ...icon, ico: '../favicon.ico' } } });
    expect(refused.success).toBe(false);
    const issue = refused.error!.issues[0]!;
    expect(brandIssue(issue.path, issue.message)?.name).toBe('brand.icon.file');
    expect(themeFileSchema.safeParse({ brand: { logo: { intrinsic: { width: 0, height: 100 } } } }).success).toBe(false);
  });
});
