// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { AutoDismissRules } from '../../../core/contract/consent/status-rules.ts';
import type { BannerType } from '../../../core/contract/consent/vocabulary.ts';
import { initConsent } from './index.ts';
import { closePages, consentPage, type PageOptions } from './page.fixture.ts';

afterEach(closePages);

const OFF: AutoDismissRules = { timeoutMs: null, scrollPx: null, clickOutside: false };
const FOOTER = '<p id="text">Page text</p><footer><a class="cc-settings" href="/cookie-policy/">Cookie settings</a></footer>';

/** A page whose timers the test runs by hand. */
function page(rules: Partial<AutoDismissRules>, options: PageOptions = {}) {
  const timers: { run: () => void; ms: number }[] = [];
  const setTimeout = (run: () => void, ms: number) => timers.push({ run, ms });
  const built = consentPage({ body: FOOTER, ...options, options: { autoDismiss: { ...OFF, ...rules }, ...options.options }, deps: { setTimeout } });
  return { ...built, timers };
}

function scrollTo(win: Window, y: number) {
  Object.defineProperty(win, 'scrollY', { value: y, configurable: true });
  win.dispatchEvent(new Event('scroll'));
}

describe('auto-dismiss after a timeout', () => {
  // In a law country info and opt-out are shown as opt-in, and accept as it does.
  it.each([
    ['info', 'allow'],
    ['opt-in', 'allow'],
    ['opt-out', 'allow'],
    ['detailed', 'allowall'],
  ] as [BannerType, string][])('%s: writes %s when the time is up', (type, status) => {
    const { timers, api, isOpen } = page({ timeoutMs: 8000 }, { options: { type } });
    expect(timers.map((timer) => timer.ms)).toEqual([8000]);
    expect(api().status()).toBeUndefined();
    timers[0]!.run();
    expect(api().status()).toBe(status);
    expect(isOpen()).toBe(false);
  });

  it('does nothing once the visitor answered', () => {
    const { timers, api, click, q } = page({ timeoutMs: 8000 }, { options: { type: 'opt-in' } });
    click(q('.cc-deny'));
    timers[0]!.run();
    expect(api().status()).toBe('deny');
  });

  it('is not set for a visitor who answered before', () => {
    const { timers } = page({ timeoutMs: 8000 }, { cookies: ['cookieconsent_status=deny; path=/'] });
    expect(timers).toEqual([]);
  });
});

describe('auto-dismiss on scrolling', () => {
  it('writes the accept status once the page moved more than the distance from where it was', () => {
    const { win, api } = page({ scrollPx: 300 }, { options: { type: 'opt-in' } });
    scrollTo(win, 300);
    expect(api().status()).toBeUndefined();
    scrollTo(win, 301);
    expect(api().status()).toBe('allow');
  });

  it('counts from the position the page had when the banner opened, in either direction', () => {
    const timers: unknown[] = [];
    const { win, api } = consentPage({ init: false, options: { autoDismiss: { ...OFF, scrollPx: 200 } } });
    Object.defineProperty(win, 'scrollY', { value: 1000, configurable: true });
    initConsent(win, { setTimeout: (run) => timers.push(run) });
    scrollTo(win, 850);
    expect(api().status()).toBeUndefined();
    scrollTo(win, 799);
    expect(api().status()).toBe('allow');
  });
});

describe('auto-dismiss on a click outside', () => {
  it('writes the accept status on a click elsewhere on the page', () => {
    const { api, click, q } = page({ clickOutside: true }, { options: { type: 'detailed' } });
    click(q('#text'));
    expect(api().status()).toBe('allowall');
  });

  it('not on a click inside the banner, on a switch or on a settings link', () => {
    const { api, click, q, isOpen } = page({ clickOutside: true }, { options: { type: 'detailed' } });
    click(q('.cc-message'));
    click(q('[data-consent-category="marketing"]'));
    click(q('a.cc-settings'));
    expect(api().status()).toBeUndefined();
    expect(isOpen()).toBe(true);
  });

  it('not on the banner reopened by the visitor, who came to choose', () => {
    const { api, click, q, revoke, timers, win } = page({ clickOutside: true, timeoutMs: 5000, scrollPx: 10 }, { cookies: ['cookieconsent_status=dismiss; path=/'] });
    click(revoke());
    click(q('#text'));
    scrollTo(win, 500);
    for (const timer of timers) timer.run();
    expect(api().status()).toBeUndefined();
  });
});

describe('no auto-dismiss', () => {
  const ALL_ON = { timeoutMs: 1000, scrollPx: 10, clickOutside: true };

  it('where the shop switched the banner off', () => {
    const { timers, api, click, q, win } = page(ALL_ON, { options: { type: 'opt-in', enabled: false } });
    click(q('#text'));
    scrollTo(win, 500);
    expect(timers).toEqual([]);
    expect(api().status()).toBeUndefined();
    expect(api().has('marketing')).toBe(true);
  });

  it('outside law countries, where the banner does not open by itself', () => {
    const { timers, api, click, q, win } = page(ALL_ON, { country: 'US' });
    click(q('#text'));
    scrollTo(win, 500);
    expect(timers).toEqual([]);
    expect(api().status()).toBeUndefined();
  });

  it('where the law asks for an explicit action', () => {
    const { timers, api, click, q, win } = page(ALL_ON, { country: 'IT' });
    click(q('#text'));
    scrollTo(win, 500);
    expect(timers).toEqual([]);
    expect(api().status()).toBeUndefined();
  });

  it('on a page without the banner', () => {
    const { timers, api, click, q, banner } = page(ALL_ON, { url: 'https://www.shop.test/checkout/', options: { pages: { whitelist: [], blacklist: ['/checkout/'] } } });
    expect(banner()).toBeNull();
    click(q('#text'));
    expect(timers).toEqual([]);
    expect(api().status()).toBeUndefined();
  });
});
