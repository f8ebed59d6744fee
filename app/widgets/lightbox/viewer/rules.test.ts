import { describe, expect, it } from 'vitest';
import { doubleTapRecognizer, swipeStep } from './gestures.ts';
import { keyTargetOf, lightboxKeyAction } from './keys.ts';
import { itemPosition, wrapIndex } from './position.ts';
import { contentUrl } from './content.ts';
import { LIGHTBOX } from './timing.ts';

describe('moving through a gallery', () => {
  it('wraps from the last item to the first and back', () => {
    expect(wrapIndex(4, 1, 5)).toBe(0);
    expect(wrapIndex(0, -1, 5)).toBe(4);
    expect(wrapIndex(2, 1, 5)).toBe(3);
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });

  it('opens an address item below 1 at the first and past the end at the last', () => {
    expect(itemPosition(0, 3)).toBe(0);
    expect(itemPosition(-2, 3)).toBe(0);
    expect(itemPosition(2, 3)).toBe(1);
    expect(itemPosition(9, 3)).toBe(2);
  });
});

describe('the lightbox spec numbers', () => {
  it('are the spec’s', () => {
    expect(LIGHTBOX).toEqual({ speedMs: 330, gutterPx: 30, slideshowMs: 3000, swipeThresholdPx: 50, doubleTapMs: 300 });
  });
});

describe('swipes', () => {
  it('move on a mostly horizontal drag of 50 px or more: left to the next, right to the previous', () => {
    expect(swipeStep(-50, 0)).toBe(1);
    expect(swipeStep(80, 10)).toBe(-1);
    expect(swipeStep(-49, 0)).toBe(0);
    expect(swipeStep(49, 0)).toBe(0);
    expect(swipeStep(-60, 90)).toBe(0);
  });

  it('right-to-left, where the next item lies to the left: right to the next, left to the previous', () => {
    const rtl = { rtl: true };
    expect(swipeStep(50, 0, rtl)).toBe(1);
    expect(swipeStep(-80, 10, rtl)).toBe(-1);
    expect(swipeStep(49, 0, rtl)).toBe(0);
    expect(swipeStep(-49, 0, rtl)).toBe(0);
    expect(swipeStep(60, 90, rtl)).toBe(0);
    expect(swipeStep(-30, 0, { threshold: 20 })).toBe(1);
  });
});

describe('double taps', () => {
  it('zoom on a second tap within 300 ms near the first; a third tap starts over', () => {
    const taps = doubleTapRecognizer();
    expect(taps.tap(1000, 100, 100)).toBe(false);
    expect(taps.tap(1300, 105, 102)).toBe(true);
    expect(taps.tap(1400, 105, 102)).toBe(false);
    expect(taps.tap(1701, 105, 102)).toBe(false);
    expect(taps.tap(1800, 300, 300)).toBe(false);
  });
});

describe('the lightbox keys', () => {
  it('close on Escape or Backspace, move on arrows, run the slideshow on P or Space, F full screen, G thumbnails', () => {
    expect(lightboxKeyAction('Escape', 'other')).toBe('close');
    expect(lightboxKeyAction('Backspace', 'other')).toBe('close');
    expect(lightboxKeyAction('ArrowLeft', 'other')).toBe('previous');
    expect(lightboxKeyAction('ArrowRight', 'button')).toBe('next');
    expect(lightboxKeyAction('p', 'other')).toBe('slideshow');
    expect(lightboxKeyAction('P', 'other')).toBe('slideshow');
    expect(lightboxKeyAction(' ', 'other')).toBe('slideshow');
    expect(lightboxKeyAction('F', 'button')).toBe('fullscreen');
    expect(lightboxKeyAction('g', 'other')).toBe('thumbnails');
    expect(lightboxKeyAction('Home', 'other')).toBe('first');
    expect(lightboxKeyAction('End', 'other')).toBe('last');
    expect(lightboxKeyAction('x', 'other')).toBe('none');
  });

  it('leave Space to a focused button, everything but Escape to a text field, and modified keys to the browser', () => {
    expect(lightboxKeyAction(' ', 'button')).toBe('none');
    expect(lightboxKeyAction('Escape', 'editable')).toBe('close');
    expect(lightboxKeyAction('Backspace', 'editable')).toBe('none');
    expect(lightboxKeyAction('ArrowLeft', 'editable')).toBe('none');
    expect(lightboxKeyAction('p', 'other', { modified: true })).toBe('none');
    expect(lightboxKeyAction('ArrowLeft', 'other', { modified: true, rtl: true })).toBe('none');
  });

  it('right-to-left, move to the next item on ArrowLeft and the previous on ArrowRight; the other keys stay', () => {
    const rtl = { rtl: true };
    expect(lightboxKeyAction('ArrowLeft', 'other', rtl)).toBe('next');
    expect(lightboxKeyAction('Left', 'button', rtl)).toBe('next');
    expect(lightboxKeyAction('ArrowRight', 'other', rtl)).toBe('previous');
    expect(lightboxKeyAction('Right', 'other', rtl)).toBe('previous');
    expect(lightboxKeyAction('Home', 'other', rtl)).toBe('first');
    expect(lightboxKeyAction('End', 'other', rtl)).toBe('last');
    expect(lightboxKeyAction('Escape', 'other', rtl)).toBe('close');
    expect(lightboxKeyAction('ArrowLeft', 'editable', rtl)).toBe('none');
  });

  it('tell a button and a text field from other targets', () => {
    expect(keyTargetOf(null)).toBe('other');
  });
});

describe('content items', () => {
  it('are fetched from the shop itself with the lightbox flag, never from another site', () => {
    expect(contentUrl('https://shop.test/about/?a=b#top', 'https://shop.test')).toBe('https://shop.test/about/?a=b&lightbox=1');
    expect(contentUrl('/about/', 'https://shop.test')).toBe('https://shop.test/about/?lightbox=1');
    expect(contentUrl('https://elsewhere.test/about/', 'https://shop.test')).toBeNull();
  });
});
