import { describe, expect, it } from 'vitest';
import { parsePostForm, postFormValues, type PostFormValues } from './post-form.ts';

const form = (overrides: Partial<PostFormValues> = {}): PostFormValues => ({
  title: 'Delivery times',
  slug: '',
  excerpt: '',
  status: 'publish',
  content_format: 'html',
  content: '<p>Two days.</p>',
  ...overrides,
});

describe('page and post form', () => {
  it('names every invalid field and keeps what was typed', () => {
    const values = form({ title: ' ', slug: '***', status: 'secret', content_format: 'markdown', excerpt: 'x'.repeat(1001) });
    const result = parsePostForm(values);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.values).toBe(values);
    expect(result.errors).toEqual({
      title: 'Enter the title.',
      slug: 'Use letters and digits in the slug.',
      excerpt: 'Keep the excerpt under 1,000 characters.',
      status: 'Choose Published or Draft.',
      content_format: 'Choose Text or HTML.',
    });
  });

  it('refuses tags and line breaks in the title, and too long a slug', () => {
    expect(parsePostForm(form({ title: '<b>Hi</b>' }))).toMatchObject({ ok: false, errors: { title: 'The title may not contain HTML tags; it is shown as plain text.' } });
    expect(parsePostForm(form({ title: 'Two\nlines' }))).toMatchObject({ ok: false, errors: { title: expect.stringContaining('control characters') } });
    expect(parsePostForm(form({ slug: 'a'.repeat(121) }))).toMatchObject({ ok: false, errors: { slug: 'Keep the slug under 120 characters.' } });
  });

  it('tidies the slug and line breaks; HTML is left for saving, where it is sanitised', () => {
    expect(parsePostForm(form({ slug: ' Delivery Times! ', excerpt: 'Fast.\r\nCheap.\u0000', content: '<p onclick="x()">Hi</p>' }))).toEqual({
      ok: true,
      value: { title: 'Delivery times', slug: 'delivery-times', excerpt: 'Fast.\nCheap.', status: 'publish', contentFormat: 'html', content: '<p onclick="x()">Hi</p>' },
    });
  });

  it('starts a new page as published HTML', () => {
    expect(postFormValues(null)).toEqual({ title: '', slug: '', excerpt: '', status: 'publish', content_format: 'html', content: '' });
  });
});
