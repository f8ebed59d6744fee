// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BannerType } from '../../../core/contract/consent/vocabulary.ts';
import { trackingAllowed } from '../attribution/consent-gate.ts';
import { consentApi, onConsentChange } from './client.ts';
import { CHANGE_EVENT, initConsent, type ConsentState } from './index.ts';
import { closePages, consentPage } from './page.fixture.ts';

afterEach(async () => {
  vi.restoreAllMocks();
  await closePages();
});

const ALL = ['necessary', 'functional', 'preferences', 'statistics', 'statistics-anonymous', 'marketing'];
const granted = (...names: string[]) => Object.fromEntries(ALL.map((name) => [name, name === 'necessary' || names.includes(name)]));

describe('initConsent', () => {
  it('does nothing without window.vitrine_consent: no API, so other modules take consent as granted', () => {
    const page = consentPage({ init: false });
    delete page.win.vitrine_consent;
    const before = page.html.className;
    initConsent(page.win);
    expect(page.win.vitrineConsent).toBeUndefined();
    expect(consentApi(page.win)).toBeUndefined();
    expect(page.html.className).toBe(before);
  });

  it('defines the API at once and starts only once per window', () => {
    const page = consentPage();
    const api = page.api();
    initConsent(page.win);
    expect(page.api()).toBe(api);
    expect(consentApi(page.win)).toBe(api);
  });

  it('opens the banner for a visitor who has not answered', () => {
    const page = consentPage();
    expect(page.isOpen()).toBe(true);
    expect(page.banner()!.hidden).toBe(false);
    expect(page.revoke()!.hidden).toBe(true);
    expect(page.api().status()).toBeUndefined();
  });

  it('keeps the banner closed for a visitor who answered', () => {
    const page = consentPage({ cookies: ['cookieconsent_status=deny; path=/'] });
    expect(page.isOpen()).toBe(false);
    expect(page.banner()!.hidden).toBe(true);
    expect(page.revoke()!.hidden).toBe(false);
    expect(page.api().status()).toBe('deny');
  });
});

describe('status', () => {
  it('without cookie support the status is deny', () => {
    const page = consentPage({ cookieEnabled: false, options: { type: 'opt-out' } });
    expect(page.api().status()).toBe('deny');
    expect(page.api().has('marketing')).toBe(false);
    expect(page.isOpen()).toBe(false);
  });

  it.each([['window'], ['navigator']])('a cookies-OK flag on %s makes the status allow', (where) => {
    const page = consentPage({ init: false, options: { type: 'detailed' } });
    if (where === 'window') page.win.CookiesOK = true;
    else Object.defineProperty(page.win.navigator, 'CookiesOK', { value: true });
    initConsent(page.win);
    expect(page.api().status()).toBe('allow');
    expect(page.api().categories()).toEqual(granted(...ALL));
    expect(page.isOpen()).toBe(false);
  });

  it('a status outside the list is deleted and the visitor counts as unanswered', () => {
    const page = consentPage({ cookies: ['cookieconsent_status=yes-please; path=/'] });
    expect(page.cookie('cookieconsent_status')).toBeUndefined();
    expect(page.writes.some((write) => write.startsWith('cookieconsent_status=; Path=/; Expires=Thu, 01 Jan 1970'))).toBe(true);
    expect(page.api().status()).toBeUndefined();
    expect(page.isOpen()).toBe(true);
  });

  it('reads each category from its own cookie on detailed types', () => {
    const page = consentPage({
      options: { type: 'detailedRev' },
      cookies: ['cookieconsent_status=savesettings; path=/', 'cookieconsent_status_statistics=allow; path=/', 'cookieconsent_status_marketing=deny; path=/'],
    });
    expect(page.api().categories()).toEqual(granted('statistics'));
  });

  // What `has` answers, per banner type and country, before any answer and after each status. In a
  // law country (Germany) info and opt-out are shown, and count, as opt-in.
  const cases: [BannerType, string, string | undefined, string[]][] = [
    ['info', 'DE', undefined, []],
    ['info', 'DE', 'allow', ALL],
    ['info', 'DE', 'deny', []],
    ['info', 'US', undefined, ALL],
    ['info', 'US', 'deny', []],
    ['opt-in', 'DE', undefined, []],
    ['opt-in', 'DE', 'allow', ALL],
    ['opt-in', 'DE', 'deny', []],
    ['opt-in', 'US', undefined, ALL],
    ['opt-out', 'DE', undefined, []],
    ['opt-out', 'US', undefined, ALL],
    ['opt-out', 'US', 'dismiss', ALL],
    ['opt-out', 'US', 'deny', []],
    ['detailed', 'DE', undefined, []],
    ['detailed', 'DE', 'allowall', ALL],
    ['detailed', 'DE', 'deny', []],
    ['detailed', 'US', undefined, ALL],
    ['detailedRevDeny', 'DE', 'savesettings', []],
    ['detailed', 'DE', 'close', []],
  ];
  it.each(cases)('%s in %s with %s grants %j', (type, country, status, grants) => {
    const page = consentPage({ options: { type }, country });
    if (status) page.api().set(status);
    expect(page.api().status()).toBe(status);
    expect(page.api().categories()).toEqual(granted(...grants));
    for (const name of ALL) expect(page.api().has(name)).toBe(grants.includes(name) || name === 'necessary');
  });

  it('a detailed decision by script takes the switches it is given', () => {
    const page = consentPage({ options: { type: 'detailed' } });
    page.api().set('savesettings', { statistics: true, marketing: false });
    expect(page.api().categories()).toEqual(granted('statistics'));
    expect(page.cookie('cookieconsent_status_statistics')).toBe('allow');
    expect(page.cookie('cookieconsent_status_marketing')).toBe('deny');
  });

  it('grants everything when the shop switched the banner off', () => {
    const page = consentPage({ options: { type: 'opt-in', enabled: false } });
    expect(page.banner()).toBeNull();
    expect(page.html.classList.contains('cc-disabled')).toBe(true);
    expect(page.api().categories()).toEqual(granted(...ALL));
  });

  it('outside law countries the banner waits for the revoke button, and everything runs until the visitor refuses', () => {
    const page = consentPage({ country: 'US' });
    expect(page.isOpen()).toBe(false);
    expect(page.revoke()!.hidden).toBe(false);
    expect(page.api().status()).toBeUndefined();
    expect(page.api().categories()).toEqual(granted(...ALL));
    page.click(page.revoke());
    expect(page.isOpen()).toBe(true);
    // Opening the settings withdraws nothing here: only the answer does.
    expect(page.api().categories()).toEqual(granted(...ALL));
    page.click(page.q('.cc-deny'));
    expect(page.api().categories()).toEqual(granted());
    // Reopened, the refusal stands until the visitor chooses again.
    page.click(page.revoke());
    expect(page.api().status()).toBe('deny');
    expect(page.api().categories()).toEqual(granted());
  });

  it('Global Privacy Control refuses marketing and statistics where no banner asks, until the visitor answers', () => {
    const page = consentPage({ country: 'US', init: false });
    Object.defineProperty(page.win.navigator, 'globalPrivacyControl', { value: true, configurable: true });
    initConsent(page.win);
    expect(page.isOpen()).toBe(false);
    expect(page.api().categories()).toEqual(granted('functional', 'preferences', 'statistics-anonymous'));
    page.click(page.revoke());
    page.click(page.q('.cc-allow'));
    expect(page.api().categories()).toEqual(granted(...ALL));
  });

  it('Global Privacy Control also refuses in a shop without consent management', () => {
    const page = consentPage({ options: { enabled: false }, init: false });
    Object.defineProperty(page.win.navigator, 'globalPrivacyControl', { value: true, configurable: true });
    initConsent(page.win);
    expect(page.api().has('marketing')).toBe(false);
    expect(page.api().has('statistics')).toBe(false);
    expect(page.api().has('functional')).toBe(true);
  });

  it('asking everywhere opens the banner outside law countries too, and nothing runs before an answer', () => {
    const page = consentPage({ country: 'US', options: { askEverywhere: true } });
    expect(page.isOpen()).toBe(true);
    expect(page.q('.cc-deny')).not.toBeNull();
    expect(page.api().categories()).toEqual(granted());
  });
});

describe('decisions', () => {
  it('writes the status and one cookie per category: a year, whole site, SameSite=Lax, Secure on https', () => {
    const page = consentPage({ options: { type: 'opt-in' } });
    page.api().set('allow');
    const year = 'Max-Age=31536000; Path=/; Secure; SameSite=Lax';
    expect(page.writes).toEqual([
      `cookieconsent_status=allow; ${year}`,
      `cookieconsent_status_necessary=allow; ${year}`,
      `cookieconsent_status_functional=allow; ${year}`,
      `cookieconsent_status_preferences=allow; ${year}`,
      `cookieconsent_status_statistics=allow; ${year}`,
      `cookieconsent_status_statistics_anonymous=allow; ${year}`,
      `cookieconsent_status_marketing=allow; ${year}`,
    ]);
    expect(page.cookie('cookieconsent_status')).toBe('allow');
  });

  it('adds the shop’s cookie domain, and no Secure on http', () => {
    const page = consentPage({ url: 'http://www.shop.test/', options: { cookieDomain: 'shop.test', expiryDays: 30, cookieName: 'shop_consent' } });
    page.api().set('deny');
    expect(page.writes[0]).toBe('shop_consent=deny; Max-Age=2592000; Domain=shop.test; Path=/; SameSite=Lax');
    expect(page.cookie('shop_consent')).toBe('deny');
    expect(page.cookie('shop_consent_marketing')).toBe('deny');
  });

  it('closes the banner and shows the revoke button', () => {
    const page = consentPage();
    page.api().set('dismiss');
    expect(page.isOpen()).toBe(false);
    expect(page.banner()!.hidden).toBe(true);
    expect(page.revoke()!.hidden).toBe(false);
  });

  it('an unknown status clears the stored one and reopens the banner', () => {
    const page = consentPage({ cookies: ['cookieconsent_status=allow; path=/'] });
    expect(page.isOpen()).toBe(false);
    page.api().set('maybe');
    expect(page.cookie('cookieconsent_status')).toBeUndefined();
    expect(page.api().status()).toBeUndefined();
    expect(page.isOpen()).toBe(true);
    expect(page.doc.activeElement).toBe(page.banner());
  });

  it('revoke() reopens the banner with the answer cleared', () => {
    const page = consentPage({ options: { type: 'opt-in' }, cookies: ['cookieconsent_status=allow; path=/'] });
    page.api().revoke();
    expect(page.api().status()).toBeUndefined();
    expect(page.api().has('statistics')).toBe(false);
    expect(page.isOpen()).toBe(true);
  });
});

describe('change listeners', () => {
  it('tells onChange listeners, change listeners and the document, with the granted map', () => {
    const page = consentPage({ options: { type: 'opt-in' } });
    const seen: ConsentState[] = [];
    const events: unknown[] = [];
    page.api().onChange((state) => seen.push(state));
    const listener = vi.fn();
    page.api().addEventListener('change', listener);
    page.doc.addEventListener(CHANGE_EVENT, (event) => events.push((event as CustomEvent).detail));
    page.api().set('allow');
    expect(seen).toEqual([{ status: 'allow', categories: granted(...ALL) }]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(events).toEqual([granted(...ALL)]);
  });

  it('stops telling a listener once unsubscribed or removed', () => {
    const page = consentPage();
    const first = vi.fn();
    const second = vi.fn();
    const unsubscribe = page.api().onChange(first);
    page.api().addEventListener('change', second);
    unsubscribe();
    page.api().removeEventListener('change', second);
    page.api().set('dismiss');
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
  });

  it('a throwing listener does not keep the others from the news', () => {
    const page = consentPage();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = vi.fn();
    page.api().onChange(() => {
      throw new Error('broken module');
    });
    page.api().onChange(after);
    page.api().set('dismiss');
    expect(after).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: 'broken module' }));
  });

  it('is the API order attribution consumes', () => {
    const page = consentPage({ options: { type: 'opt-in' } });
    const api = consentApi(page.win);
    const update = vi.fn();
    onConsentChange(api, update);
    expect(trackingAllowed(true, api)).toBe(false);
    page.api().set('allow');
    expect(update).toHaveBeenCalledTimes(1);
    expect(trackingAllowed(true, api)).toBe(true);
  });
});
