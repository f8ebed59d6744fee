// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { themeParams } from '../shared/widget.ts';
import { start } from './offcanvas.ts';
import { offcanvasWidth } from './width.ts';

describe('the off-canvas width', () => {
  it('is the owner’s width, 250 px by default', () => {
    expect(offcanvasWidth(undefined, 1024)).toBe('250px');
    expect(offcanvasWidth(320, 1024)).toBe('320px');
    expect(offcanvasWidth(Number.NaN, 1024)).toBe('250px');
  });

  it('is capped at the window’s width less 100 px', () => {
    expect(offcanvasWidth(250, 340)).toBe('240px');
    expect(offcanvasWidth(600, 390)).toBe('290px');
    expect(offcanvasWidth(250, 350)).toBe('250px');
  });

  it('takes the whole window when the cap would leave less than 200 px', () => {
    expect(offcanvasWidth(250, 300)).toBe('200px');
    expect(offcanvasWidth(250, 299)).toBe('100%');
    expect(offcanvasWidth(160, 250)).toBe('100%');
  });
});

describe('the off-canvas widget', () => {
  let reduced = true;
  beforeEach(() => {
    document.body.innerHTML = `
      <button type="button" class="offcanvas-toggle" aria-controls="panel" aria-expanded="false">Menu</button>
      <a href="/behind/" id="behind">Behind</a>
      <div class="offcanvas" id="panel" role="dialog" aria-modal="true" aria-label="Menu" hidden>
        <button type="button" data-offcanvas-close>Close</button>
        <nav aria-label="Menu"><ul><li><a href="/shop/">Shop</a></li><li><a href="/blog/" id="last">Journal</a></li></ul></nav>
      </div>`;
    reduced = true;
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390);
    start({ document, window, params: { ...themeParams(window), offcanvas: { width: 600 } }, reducedMotion: () => reduced });
  });
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('style');
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  const toggle = () => document.querySelector<HTMLButtonElement>('.offcanvas-toggle')!;
  const panel = () => document.getElementById('panel')!;
  const closeButton = () => panel().querySelector<HTMLButtonElement>('[data-offcanvas-close]')!;
  const key = (name: string, shiftKey = false) => {
    const event = new KeyboardEvent('keydown', { key: name, shiftKey, bubbles: true, cancelable: true });
    (document.activeElement ?? document.body).dispatchEvent(event);
    return event;
  };

  it('opens with its width capped, moves focus in, locks the page and follows with aria-expanded', () => {
    toggle().click();
    expect(document.querySelector<HTMLElement>('.offcanvas-backdrop')!.hidden).toBe(false);
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(panel().hidden).toBe(false);
    expect(panel().classList.contains('is-open')).toBe(true);
    expect(panel().style.getPropertyValue('--offcanvas-width')).toBe('290px');
    expect(document.activeElement).toBe(closeButton());
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  it('holds focus inside: Tab from the last goes to the first, Shift+Tab from the first to the last', () => {
    toggle().click();
    document.getElementById('last')!.focus();
    expect(key('Tab').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(closeButton());
    key('Tab', true);
    expect(document.activeElement).toBe(document.getElementById('last'));
    expect(key('Tab', true).defaultPrevented).toBe(false);
  });

  it('closes on Escape and on its close button, giving focus back to the toggle and unlocking the page', () => {
    toggle().click();
    key('Escape');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(panel().hidden).toBe(true);
    expect(document.activeElement).toBe(toggle());
    expect(document.documentElement.style.overflow).toBe('');
    toggle().click();
    closeButton().click();
    expect(panel().hidden).toBe(true);
    expect(document.activeElement).toBe(toggle());
  });

  it('slides at the default speed, hiding the panel once the slide is over (at once with reduced motion)', () => {
    vi.useFakeTimers();
    reduced = false;
    toggle().click();
    expect(panel().style.getPropertyValue('--offcanvas-speed')).toBe('400ms');
    key('Escape');
    expect(panel().classList.contains('is-open')).toBe(false);
    expect(panel().hidden).toBe(false);
    vi.advanceTimersByTime(400);
    expect(panel().hidden).toBe(true);
    reduced = true;
    toggle().click();
    expect(panel().style.getPropertyValue('--offcanvas-speed')).toBe('0ms');
  });
});

describe('a toggle a component drives itself', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is left alone: no backdrop added, no click handled (React would render the page again)', () => {
    document.body.innerHTML = `
      <button type="button" class="offcanvas-toggle" data-own-script="" aria-controls="own" aria-expanded="false">Menu</button>
      <nav class="offcanvas" id="own" aria-label="Admin"><a href="/admin/">Dashboard</a></nav>`;
    const before = document.body.innerHTML;
    start({ document, window, params: themeParams(window), reducedMotion: () => true });
    document.querySelector<HTMLButtonElement>('.offcanvas-toggle')!.click();
    expect(document.body.innerHTML).toBe(before);
  });
});
