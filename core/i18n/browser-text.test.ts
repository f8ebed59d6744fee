import { describe, expect, it } from 'vitest';
import { BROWSER_MESSAGES } from '../contract/i18n/browser-messages.ts';
import { pageBrowserMessages } from './browser-text.ts';

describe('pageBrowserMessages', () => {
  it('writes nothing for an English page: the storefront module carries English', () => {
    expect(pageBrowserMessages('en')).toBeNull();
  });

  it('gives another language’s text for exactly the browser’s keys', () => {
    const french = pageBrowserMessages('fr')!;
    expect(Object.keys(french)).toEqual(Object.keys(BROWSER_MESSAGES));
    expect(french['lightbox.close']).toBe('Fermer');
    expect(pageBrowserMessages('de')!['cart.pleaseWait']).toBe('Bitte warten …');
    expect(pageBrowserMessages('fr')).toBe(french);
  });
});
