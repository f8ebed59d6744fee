import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsFrom } from './validation.ts';

const schema = z.strictObject(
  {
    name: z.string().min(1, 'Enter a name.'),
    tags: z.array(z.string().max(3, 'Keep tags short.')),
    address: z.object({ city: z.string({ error: 'Enter a city.' }) }),
  },
  { error: 'Send an object.' },
);
const errorsOf = (value: unknown, options?: Parameters<typeof fieldErrorsFrom>[1]) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected a refusal');
  return fieldErrorsFrom(parsed.error, options);
};
const VALID = { name: 'Ada', tags: ['a'], address: { city: 'London' } };

describe('fieldErrorsFrom', () => {
  it('names a form’s messages by top field, the first one each, the whole value as form', () => {
    expect(errorsOf({ ...VALID, name: '', tags: ['long', 'longer'], address: {} })).toEqual({ name: 'Enter a name.', tags: 'Keep tags short.', address: 'Enter a city.' });
    expect(errorsOf(null)).toEqual({ form: 'Send an object.' });
  });

  it('names a JSON body’s messages by their whole path, the whole value as body', () => {
    const options = { root: 'body', key: 'path' } as const;
    expect(errorsOf({ ...VALID, tags: ['ok', 'long', 'longer'], address: {} }, options)).toEqual({
      'tags.1': 'Keep tags short.',
      'tags.2': 'Keep tags short.',
      'address.city': 'Enter a city.',
    });
    expect(errorsOf([VALID], options)).toEqual({ body: 'Send an object.' });
  });

  it('names each key the schema does not take, even __proto__, as a plain entry', () => {
    const errors = errorsOf(JSON.parse('{"name":"Ada","tags":[],"address":{"city":"Oslo"},"email":"a@b.example","__proto__":{"x":1}}'));
    expect(errors).toEqual({ email: 'is not accepted', ['__proto__']: 'is not accepted' });
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
    expect(Object.keys(errors)).toEqual(['email', '__proto__']);
  });
});
