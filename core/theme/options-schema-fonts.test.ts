import { describe, expect, it } from 'vitest';
import { mergeTheme, themeFileSchema } from './options-schema.ts';

describe('the theme’s fonts in the config file and the saved settings', () => {
  it('takes a system stack or an uploaded family by name', () => {
    const parsed = themeFileSchema.parse({ brand: { fonts: { body: 'family:Source Serif 4', headings: 'oldStyle' } } });
    expect(mergeTheme(parsed).brand.fonts).toEqual({ body: 'family:Source Serif 4', headings: 'oldStyle' });
  });

  it('refuses a family value that is not a name, and an unknown stack', () => {
    for (const body of ['family:', 'family:Inter"}', 'family: Inter', 'Inter', 'comic-sans']) {
      const parsed = themeFileSchema.safeParse({ brand: { fonts: { body } } });
      expect(parsed.success, body).toBe(false);
    }
  });
});
