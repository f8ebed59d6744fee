import { describe, expect, it } from 'vitest';
import { BROWSER_MESSAGES, BROWSER_MESSAGES_OBJECT, fillMessage, pageText } from './browser-messages.ts';

/** A stand-in document whose window may carry the page's messages. */
function docWith(messages?: Record<string, unknown>): Document {
  return { defaultView: messages ? { [BROWSER_MESSAGES_OBJECT]: messages } : {} } as unknown as Document;
}

describe('fillMessage', () => {
  it('puts each argument in once, leaving unknown placeholders and never reading a value as one', () => {
    expect(fillMessage('{position} of {count}', { position: 2, count: 5 })).toBe('2 of 5');
    expect(fillMessage('Map: {address}', { address: '{count} Main St' })).toBe('Map: {count} Main St');
    expect(fillMessage('Hello {who}')).toBe('Hello {who}');
  });
});

describe('pageText', () => {
  it('is English without the page object, and the page’s own message with it', () => {
    expect(pageText(docWith(), 'cart.pleaseWait')).toBe(BROWSER_MESSAGES['cart.pleaseWait']);
    expect(pageText(docWith({ 'cart.pleaseWait': 'Veuillez patienter…' }), 'cart.pleaseWait')).toBe('Veuillez patienter…');
    expect(pageText(docWith({ 'lightbox.counter': '{position} von {count}' }), 'lightbox.counter', { position: 1, count: 3 })).toBe('1 von 3');
  });

  it('falls back to English for a message the page object lacks or spoils', () => {
    expect(pageText(docWith({ 'modal.close': 'Fermer' }), 'modal.loading')).toBe('Loading…');
    expect(pageText(docWith({ 'modal.close': 7 }), 'modal.close')).toBe('Close');
    expect(pageText({ defaultView: null } as unknown as Document, 'modal.close')).toBe('Close');
  });
});
