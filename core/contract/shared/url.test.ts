import { describe, expect, it } from 'vitest';
import { parseUrl } from './url.ts';

describe('parseUrl', () => {
  it('gives the URL, resolved against a base when given', () => {
    expect(parseUrl('https://www.google.co.uk:8443/search?q=lamp')?.host).toBe('www.google.co.uk:8443');
    expect(parseUrl('/product/mug/', 'https://shop.test/cart/')?.href).toBe('https://shop.test/product/mug/');
    expect(parseUrl('https://elsewhere.example/x', 'https://shop.test/')?.origin).toBe('https://elsewhere.example');
  });

  it('gives undefined instead of throwing for text that names no URL', () => {
    for (const text of ['', 'not a url', '/relative/without/base', 'http://[::1']) expect(parseUrl(text), text).toBeUndefined();
  });

  it('does not need URL.parse, which older browsers lack', () => {
    const own = Object.getOwnPropertyDescriptor(URL, 'parse');
    Object.defineProperty(URL, 'parse', { value: undefined, configurable: true, writable: true });
    try {
      expect(parseUrl('https://mail.example/inbox')?.hostname).toBe('mail.example');
    } finally {
      if (own) Object.defineProperty(URL, 'parse', own);
      else Reflect.deleteProperty(URL, 'parse');
    }
  });
});
