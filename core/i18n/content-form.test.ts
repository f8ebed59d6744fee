import { describe, expect, it } from 'vitest';
import { parseTranslationForm, readTranslationForm, translationFormValues, translationInputName } from './content-form.ts';

describe('translation sections of the admin forms', () => {
  it('reads each locale’s fields from inputs named field__locale, a missing input as empty', () => {
    const form = new URLSearchParams({ name__fr: 'Lampe', description__de: 'Hell.', name__es: 'Lámpara' });
    expect(translationInputName('short_description', 'de')).toBe('short_description__de');
    expect(readTranslationForm(form, 'category', ['fr', 'de'])).toEqual({ fr: { name: 'Lampe', description: '' }, de: { name: '', description: 'Hell.' } });
  });

  it('keys each message by its input, so it is shown by the field', () => {
    expect(parseTranslationForm('post', { fr: { title: 'Bon\njour', excerpt: '', content: '' }, de: { title: 'Hallo', excerpt: 'x'.repeat(1001), content: '' } })).toEqual({
      ok: false,
      errors: { title__fr: 'The title may not contain control characters (such as tabs or line breaks).', excerpt__de: 'Keep the excerpt under 1,000 characters.' },
    });
    expect(parseTranslationForm('post', { fr: { title: ' Bonjour ', excerpt: 'a\r\nb', content: '' } })).toEqual({ ok: true, value: { fr: { title: 'Bonjour', excerpt: 'a\nb', content: '' } } });
  });

  it('starts every asked locale from what is stored, empty where nothing is', () => {
    expect(translationFormValues('category', { fr: { name: 'Cuisine', description: '' } }, ['fr', 'de'])).toEqual({
      fr: { name: 'Cuisine', description: '' },
      de: { name: '', description: '' },
    });
  });
});
