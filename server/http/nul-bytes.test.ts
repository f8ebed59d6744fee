import { describe, expect, it } from 'vitest';
import { hasNulInForm, hasNulInUrl } from './nul-bytes.ts';

describe('NUL characters', () => {
  it('are found in addresses, encoded or not', () => {
    expect(hasNulInUrl('/product/%00/')).toBe(true);
    expect(hasNulInUrl('/shop/?orderby=a%00b')).toBe(true);
    expect(hasNulInUrl('/shop/?q=100%25')).toBe(false);
  });

  it('are found in url-encoded forms only', () => {
    const type = 'application/x-www-form-urlencoded; charset=UTF-8';
    expect(hasNulInForm(type, Buffer.from('billing_first_name=a%00'))).toBe(true);
    expect(hasNulInForm(type, Buffer.from('a=\0'))).toBe(true);
    expect(hasNulInForm(type, Buffer.from('a=b&c=d'))).toBe(false);
    expect(hasNulInForm('multipart/form-data; boundary=x', Buffer.from('\0'))).toBe(false);
    expect(hasNulInForm(type, undefined)).toBe(false);
  });
});
