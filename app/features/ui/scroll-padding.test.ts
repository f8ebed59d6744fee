// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { reserveScrollPadding } from './scroll-padding.ts';

const padding = () => [document.documentElement.style.scrollPaddingTop, document.documentElement.style.scrollPaddingBottom];

describe('reserveScrollPadding', () => {
  let doc: Document;
  beforeEach(() => {
    doc = document.implementation.createHTMLDocument('page');
  });

  it('writes the largest room any part reserved at each edge, in whole pixels', () => {
    reserveScrollPadding(doc, 'header', { top: 64.4 });
    reserveScrollPadding(doc, 'banner', { top: 0, bottom: 120 });
    expect([doc.documentElement.style.scrollPaddingTop, doc.documentElement.style.scrollPaddingBottom]).toEqual(['64px', '120px']);
    reserveScrollPadding(doc, 'banner', { top: 90 });
    expect([doc.documentElement.style.scrollPaddingTop, doc.documentElement.style.scrollPaddingBottom]).toEqual(['90px', '0px']);
  });

  it('gives the room back when a part reserves none, keeping what the others hold', () => {
    reserveScrollPadding(doc, 'header', { top: 48 });
    reserveScrollPadding(doc, 'stuck header', { top: 72 });
    reserveScrollPadding(doc, 'stuck header', { top: 0 });
    expect(doc.documentElement.style.scrollPaddingTop).toBe('48px');
  });

  it('keeps each document apart', () => {
    reserveScrollPadding(doc, 'header', { top: 30 });
    reserveScrollPadding(document, 'header', { top: 10 });
    expect(padding()).toEqual(['10px', '0px']);
    expect(doc.documentElement.style.scrollPaddingTop).toBe('30px');
  });
});
