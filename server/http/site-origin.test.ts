import { describe, expect, it } from 'vitest';
import { baseUrlWarning, siteOriginFor } from './site-origin.ts';

describe('siteOriginFor', () => {
  it('takes the configured base URL, without a trailing slash', () => {
    expect(siteOriginFor({ baseUrl: 'https://shop.example.com/' }, { HOST: '127.0.0.1', PORT: 3000 })).toBe('https://shop.example.com');
  });

  it('falls back to the address the server listens on', () => {
    expect(siteOriginFor({ baseUrl: null }, { HOST: '127.0.0.1', PORT: 3000 })).toBe('http://127.0.0.1:3000');
    expect(siteOriginFor({ baseUrl: null }, { HOST: '0.0.0.0', PORT: 8080 })).toBe('http://localhost:8080');
    expect(siteOriginFor({ baseUrl: null }, { HOST: '::1', PORT: 3000 })).toBe('http://[::1]:3000');
  });
});

describe('baseUrlWarning', () => {
  it('warns only when no base URL is configured, naming the fallback', () => {
    expect(baseUrlWarning({ baseUrl: 'https://shop.example.com' }, { HOST: '127.0.0.1', PORT: 3000 })).toBeNull();
    expect(baseUrlWarning({ baseUrl: null }, { HOST: '127.0.0.1', PORT: 3000 })).toMatch(/store\.baseUrl is not set.*http:\/\/127\.0\.0\.1:3000/);
  });
});
