import { describe, expect, it } from 'vitest';
import { EXPIRED, expireCookie, parseCookies, readCookie, serializeCookie } from './cookies.ts';

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

  it('names a date long past for deleting a cookie by its expiry', () => {
    expect(new Date(EXPIRED).getTime()).toBe(0);
  });
});

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; woocommerce_cart_hash=ab%20c; b=2', 'woocommerce_cart_hash')).toBe('ab c');
  });

  it('does not match a cookie whose name only ends with the name asked for', () => {
    expect(readCookie('xwoocommerce_cart_hash=1', 'woocommerce_cart_hash')).toBeUndefined();
  });

  it('keeps a value that is not valid percent-encoding', () => {
    expect(readCookie('a=%E0%A4%A', 'a')).toBe('%E0%A4%A');
  });

  it('is undefined for a missing cookie or an empty string', () => {
    expect(readCookie('', 'a')).toBeUndefined();
    expect(readCookie('b=1', 'a')).toBeUndefined();
  });
});
