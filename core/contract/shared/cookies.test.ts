import { describe, expect, it } from 'vitest';
import { EXPIRED, cookieString, expireCookie, parseCookies, readCookie, serializeCookie } from './cookies.ts';

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
    expect(header).toMatch(/^woocommerce_items_in_cart=1; Max-Age=60; Path=\/; Expires=.+; Secure; SameSite=Lax$/);
    expect(serializeCookie('s', 'v', { httpOnly: true })).toBe('s=v; Path=/; HttpOnly; SameSite=Lax');
  });

  it('expires a cookie at once', () => {
    expect(expireCookie('x')).toMatch(/^x=; Max-Age=0; Path=\/; Expires=/);
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

describe('garbage headers', () => {
  it('reads nothing from a lone `=` or bare separators', () => {
    expect([...parseCookies('=')]).toEqual([]);
    expect([...parseCookies(';;;')]).toEqual([]);
    expect([...parseCookies(' ; = ; ==; ')]).toEqual([]);
  });

  it('keeps a malformed percent-encoding as sent and reads the cookies around it', () => {
    expect(parseCookies('a=%E0%A4%A').get('a')).toBe('%E0%A4%A');
    expect(Object.fromEntries(parseCookies('x=1; a=%; y=%zz; z=2'))).toEqual({ x: '1', a: '%', y: '%zz', z: '2' });
  });

  it('takes the first of a repeated name, however it is spaced', () => {
    expect(parseCookies('a=1;a=2; a =3 ;  a=4').get('a')).toBe('1');
    expect(readCookie('=x; ;; b=2; b=3', 'b')).toBe('2');
  });

  it('keeps the quotes of a quoted value, as browsers do', () => {
    expect(readCookie('a="x%20y"', 'a')).toBe('"x y"');
    expect(readCookie('a=""; b="', 'a')).toBe('""');
    expect(readCookie('a=""; b="', 'b')).toBe('"');
  });

  it('reads a very long header whole', () => {
    const header = Array.from({ length: 5000 }, (_, i) => `c${i}=${'v'.repeat(i % 50)}`).join('; ');
    const cookies = parseCookies(`${header}; big=${'x'.repeat(100_000)}`);
    expect(cookies.size).toBe(5001);
    expect(cookies.get('c4999')).toBe('v'.repeat(49));
    expect(cookies.get('big')).toHaveLength(100_000);
    expect(parseCookies(`${';'.repeat(50_000)}${'='.repeat(50_000)}`).size).toBe(0);
  });

  it('treats odd names as plain keys, never as object properties', () => {
    const cookies = parseCookies('__proto__=x; constructor=y; toString=z');
    expect(cookies.get('__proto__')).toBe('x');
    expect(cookies.get('constructor')).toBe('y');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('does not throw on control characters or non-ASCII text', () => {
    expect(readCookie('a=\u0000\u0007; b=Zürich 東京; c=\uD800', 'b')).toBe('Zürich 東京');
  });
});

describe('cookieString', () => {
  it('percent-encodes the whole value, even where a cookie could hold it raw', () => {
    expect(cookieString('sbjs_current', 'typ=utm|||src=google')).toBe('sbjs_current=typ%3Dutm%7C%7C%7Csrc%3Dgoogle; Path=/; SameSite=Lax');
  });

  it('writes values that read back exactly', () => {
    for (const value of ['typ=utm|||cmp=a; b', '100%', '%E0%A4%A', '"quoted"', 'Zürich; 東京', '']) {
      const pair = cookieString('v', value).split('; ')[0];
      expect(readCookie(pair, 'v')).toBe(value);
    }
  });

  it('writes the lifetime, domain, expiry and flags asked for', () => {
    expect(cookieString('c', 'deny', { maxAge: 60, domain: 'shop.test', expires: new Date(EXPIRED), secure: true, sameSite: 'Strict', path: '/cart' })).toBe(
      'c=deny; Max-Age=60; Domain=shop.test; Path=/cart; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Secure; SameSite=Strict',
    );
    expect(cookieString('c', 'deny', { domain: null })).toBe('c=deny; Path=/; SameSite=Lax');
  });

  it('refuses a name or path no browser would accept', () => {
    expect(() => cookieString('a b', 'x')).toThrow(TypeError);
    expect(() => cookieString('a', 'x', { path: '/a;b' })).toThrow(TypeError);
  });
});
