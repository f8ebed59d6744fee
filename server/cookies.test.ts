import { describe, expect, it } from 'vitest';
import { expireCookie, parseCookies, serializeCookie } from './cookies.ts';

describe('cookies', () => {
  it('parses a header, first value wins, bad encodings kept raw', () => {
    const cookies = parseCookies('a=1; b=hello%20world; a=2; c=%E0%A4%A; =x; d');
    expect(cookies.get('a')).toBe('1');
    expect(cookies.get('b')).toBe('hello world');
    expect(cookies.get('c')).toBe('%E0%A4%A');
    expect(cookies.has('')).toBe(false);
    expect(cookies.has('d')).toBe(false);
  });

  it('serialises with path, SameSite and the flags asked for', () => {
    const header = serializeCookie('woocommerce_items_in_cart', '1', { maxAgeSeconds: 60, secure: true });
    expect(header).toMatch(/^woocommerce_items_in_cart=1; Path=\/; Max-Age=60; Expires=.+; Secure; SameSite=Lax$/);
    expect(serializeCookie('s', 'v', { httpOnly: true })).toBe('s=v; Path=/; HttpOnly; SameSite=Lax');
  });

  it('expires a cookie at once', () => {
    expect(expireCookie('x')).toMatch(/^x=; Path=\/; Max-Age=0; Expires=/);
  });
});
