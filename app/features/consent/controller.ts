import { readCookie } from '../../../core/contract/shared/cookies.ts';
import { categoryGranted, categoryValuesFor, type StoredConsent } from '../../../core/contract/consent/decision.ts';
import { categoryCookieName, consentCookieMaxAge } from '../../../core/contract/consent/cookie-names.ts';
import type { ConsentPageConfig } from '../../../core/contract/consent/page-config.ts';
import { applyCountryLaw } from '../../../core/contract/consent/page-law.ts';
import { acceptStatus } from '../../../core/contract/consent/status-rules.ts';
import type { ConsentType } from '../../../core/contract/consent/consent-type.ts';
import { isConsentStatus } from '../../../core/contract/consent/vocabulary.ts';
import { OWN_COOKIES_BY_CATEGORY } from '../../../core/contract/consent/own-cookies.ts';
import { BANNER_SELECTOR, OPENER_SELECTOR, buttonStatus, readSwitches, setSwitches } from './banner.ts';
import { consentCookie, expireCookie, forgetCategoryData } from './cookies.ts';
import type { lookupCountry } from './geo/lookup.ts';
import { pushIntegrations, type IntegrationWindow } from './integrations.ts';
import { reserveBannerSpace } from './banner-space.ts';
import { animateRevoke } from './revoke-motion.ts';
import { sendStats, statsPayload } from './stats.ts';
import { loadPageClient, type ClientLoader } from '../rest/lazy-client.ts';

/** Fired on `document` after each consent change; `detail` is the granted map. */
export const CHANGE_EVENT = 'vitrine:consent-change';

/** Category name → granted. */
export type GrantedMap = Record<string, boolean>;
export interface ConsentState {
  status: string | undefined;
  categories: GrantedMap;
}
export type ConsentListener = (state: ConsentState) => void;

/** `window.vitrineConsent`: what every other module asks before it tracks. */
export interface ConsentApi {
  has(category: string): boolean;
  /** The visitor's answer; undefined while unanswered. */
  status(): string | undefined;
  categories(): GrantedMap;
  /** A decision made by script; an unknown status clears the answer and reopens the banner. */
  set(status: string, switches?: Record<string, boolean>): void;
  /** Clears the answer and reopens the banner. */
  revoke(): void;
  /** Returns the unsubscribe. */
  onChange(listener: ConsentListener): () => void;
  addEventListener(type: 'change', listener: ConsentListener): void;
  removeEventListener(type: 'change', listener: ConsentListener): void;
}

/** What tests (or an embedding page) may replace. */
export interface ConsentDeps {
  fetch?: typeof fetch;
  /** The page's REST client (the stats endpoint is the shop's own). */
  restClient?: ClientLoader;
  lookup?: typeof lookupCountry;
  setTimeout?: (run: () => void, ms: number) => unknown;
  now?: () => number;
}

type ConsentWindow = Window & typeof globalThis & IntegrationWindow & { CookiesOK?: unknown };

/** What the page's own modules (the WordPress Consent API bridge) read of the controller besides the API. */
export interface ConsentController {
  api: ConsentApi;
  start(): void;
  /** `optin` or `optout` as the page (and, once known, the visitor's country's law) has it. */
  consentType(): ConsentType;
  /** The categories the shop lists. */
  categoryNames(): string[];
}

/**
 * The banner's controller over the server-rendered markup. Open or closed is a class on `<html>`
 * (`cc-answered`), as the head script set it before the first paint; answers live in the cookies, so
 * another tab's answer counts here too. Every handler is delegated to `document`: the banner's markup
 * may be put back by React and still works.
 */
export function createConsent(win: Window, initial: ConsentPageConfig, deps: ConsentDeps = {}): ConsentController {
  const page = win as ConsentWindow;
  const doc = win.document;
  const html = doc.documentElement;
  const listeners = new Set<ConsentListener>();
  const setTimer = deps.setTimeout ?? ((run: () => void, ms: number) => win.setTimeout(run, ms));
  let config = initial;
  /**
   * The banner is closed: the visitor answered (or the browser answers for them), or, outside law
   * countries, it waits for the revoke button or a settings link instead of opening by itself.
   */
  let closed = true;
  /** The country lookup has not finished: the banner waits, hidden. */
  let pending = false;
  /** Times the banner opened on this page view, the automatic open included. */
  let opens = 0;
  /** Set while auto-dismiss applies: the banner opened by itself and nobody answered yet. */
  let autoDismiss: AbortController | null = null;
  /** What opened the banner (revoke button, settings link): focus returns there after the answer. */
  let opener: HTMLElement | null = null;
  /** A settings link used while the country lookup ran: the banner opens for it once the law is known. */
  let openWhenSettled: HTMLElement | null = null;

  const banner = () => (config.shown && !pending ? doc.querySelector<HTMLElement>(BANNER_SELECTOR) : null);
  const space = reserveBannerSpace(win, () => (closed ? null : banner()));
  // Global Privacy Control is read in the browser, so cached pages stay the same for every visitor.
  const gpc = () => (win.navigator as { globalPrivacyControl?: unknown }).globalPrivacyControl === true;
  const rules = () => ({ type: config.type, consentRequired: config.consentRequired, consentType: config.consentType, gpc: gpc() });
  // A status the browser implies has no category cookies: allow covers every category, deny none.
  const implied = (status: 'allow' | 'deny'): StoredConsent => ({ status, categories: Object.fromEntries(config.categories.map(({ name }) => [name, status])) });

  function stored(): StoredConsent {
    if (win.navigator.cookieEnabled === false) return implied('deny');
    const status = readCookie(doc.cookie, config.cookieName);
    if (isConsentStatus(status)) {
      const values: Record<string, string | undefined> = {};
      for (const category of config.categories) values[category.name] = readCookie(doc.cookie, categoryCookieName(config.cookieName, category));
      return { status, categories: values };
    }
    // A status outside the list clears the stored status.
    if (status !== undefined) expireCookie(win, config.cookieName);
    // A browser's "cookies OK" flag answers for a visitor who has not answered the banner.
    if (page.CookiesOK !== undefined || (win.navigator as { CookiesOK?: unknown }).CookiesOK !== undefined) return implied('allow');
    return { status: undefined, categories: {} };
  }

  const has = (category: string) => categoryGranted(category, stored(), rules());
  function granted(): GrantedMap {
    const current = stored();
    return Object.fromEntries(config.categories.map(({ name }) => [name, categoryGranted(name, current, rules())]));
  }
  const integrate = (map: GrantedMap) => pushIntegrations(page, config.integrations, has, map);

  function render(): void {
    html.classList.toggle('cc-answered', closed);
    html.classList.toggle('cc-disabled', !config.consentRequired);
    html.classList.toggle('cc-geo-pending', pending);
    const element = doc.querySelector<HTMLElement>(BANNER_SELECTOR);
    if (element) element.hidden = closed || !config.shown || pending;
    const revoke = doc.querySelector<HTMLElement>('.cc-revoke');
    // A button held for the country lookup shows only once the looked-up law makes the banner revocable.
    if (revoke) revoke.hidden = !closed || !config.consentRequired || !config.revokable;
    space.update();
  }

  /** Tells everyone; a category that lost its consent has its cookies and storage deleted first. */
  function changed(before: GrantedMap, always: boolean): boolean {
    const after = granted();
    for (const category of config.categories) {
      if (before[category.name] && !after[category.name]) forgetCategoryData(win, { cookies: [...category.cookies, ...(OWN_COOKIES_BY_CATEGORY[category.name] ?? [])], storage: category.storage });
    }
    if (!always && JSON.stringify(before) === JSON.stringify(after)) return false;
    integrate(after);
    const state = { status: stored().status, categories: after };
    for (const listener of [...listeners]) {
      try {
        listener(state);
      } catch (error) {
        // One broken listener must not keep the others from learning the answer.
        console.error(error);
      }
    }
    doc.dispatchEvent(new (page.CustomEvent ?? CustomEvent)(CHANGE_EVENT, { detail: { ...after } }));
    return true;
  }

  function disarm(): void {
    autoDismiss?.abort();
    autoDismiss = null;
  }

  function decide(status: string, switches?: Record<string, boolean>): void {
    if (!isConsentStatus(status)) return reopen(null);
    disarm();
    const before = granted();
    const values = categoryValuesFor(status, config.type, config.categories, switches ?? readSwitches(banner()));
    const scope = { domain: config.cookieDomain, secure: win.location.protocol === 'https:' };
    const maxAge = consentCookieMaxAge(config.expiryDays);
    doc.cookie = consentCookie(config.cookieName, status, maxAge, scope);
    for (const category of config.categories) doc.cookie = consentCookie(categoryCookieName(config.cookieName, category), values[category.name] ?? 'deny', maxAge, scope);
    const focusInside = banner()?.contains(doc.activeElement) ?? false;
    closed = true;
    render();
    // The focused button just disappeared: give focus back to what opened the banner.
    if (focusInside) opener?.focus();
    opener = null;
    changed(before, true);
    if (config.statsUrl) {
      const payload = statsPayload({ href: win.location.href, referrer: doc.referrer, cookieName: config.cookieName, status, openCount: opens, values, revision: config.revision });
      sendStats({ win, fetch: deps.fetch ?? win.fetch.bind(win), loadClient: deps.restClient ?? (() => loadPageClient(win)) }, config.statsUrl, payload);
    }
  }

  /**
   * Clears the answer and opens the banner. Where the page asks first, clearing the answer withdraws
   * consent at once: trackers stop and their cookies go until the visitor answers again. Where tracking
   * runs until the visitor refuses, clearing it would grant what they refused, so their answer stands
   * until they choose again. The switches show the current choice, so keeping it is one click.
   */
  function reopen(from: HTMLElement | null): void {
    disarm();
    const current = granted();
    if (config.consentType === 'optin') {
      expireCookie(win, config.cookieName);
      changed(current, false);
    }
    const element = banner();
    if (!element) return;
    if (closed) opens++;
    closed = false;
    opener = from;
    setSwitches(element, current);
    render();
    element.focus();
  }

  /** Auto-dismiss (spec: timeout, scroll distance, click outside), each with the type's accept status. */
  function arm(): void {
    const { timeoutMs, scrollPx } = config.autoDismiss;
    const armed = (autoDismiss = new AbortController());
    const accept = () => {
      if (!armed.signal.aborted) decide(acceptStatus(config.type));
    };
    if (timeoutMs !== null) setTimer(accept, timeoutMs);
    if (scrollPx === null) return;
    // Measured from where the page was when the banner opened, in either direction.
    const from = win.scrollY;
    const onScroll = () => {
      if (Math.abs(win.scrollY - from) > scrollPx) accept();
    };
    win.addEventListener('scroll', onScroll, { passive: true, signal: armed.signal });
  }

  function onClick(event: MouseEvent): void {
    const target = event.target as Element;
    const element = banner();
    const button = element && target.closest?.('button');
    if (button && element.contains(button)) {
      const status = buttonStatus(button, config.type);
      if (status) decide(status);
      return;
    }
    const trigger = target.closest?.<HTMLElement>(OPENER_SELECTOR);
    if (trigger && (element || pending)) {
      event.preventDefault();
      if (element) reopen(trigger);
      else openWhenSettled = trigger;
    } else if (autoDismiss && config.autoDismiss.clickOutside && !element?.contains(target)) {
      decide(acceptStatus(config.type));
    }
  }

  /** The banner as the law of the visitor's country (when just learnt) has it; opens it when unanswered. */
  function settle(next: ConsentPageConfig): void {
    const before = granted();
    config = next;
    pending = false;
    closed ||= !config.autoOpen;
    render();
    if (!closed && banner()) {
      opens++;
      arm();
    }
    // Consent Mode starts from the unanswered defaults in the head: a known answer is pushed at once.
    if (!changed(before, false) && (stored().status !== undefined || !config.consentRequired)) integrate(before);
    if (openWhenSettled) {
      const from = openWhenSettled;
      openWhenSettled = null;
      reopen(from);
    }
  }

  function start(): void {
    closed = stored().status !== undefined;
    if (html.classList.contains('cc-mobile')) doc.querySelector(BANNER_SELECTOR)?.classList.replace('cc-banner', 'cc-floating');
    doc.addEventListener('click', onClick);
    animateRevoke(win, deps.now ?? Date.now);
    if (config.geoServices.length === 0) return settle(config);
    pending = true;
    render();
    const waiting = config;
    import('./country.ts')
      .then(({ lookUpLaw }) => lookUpLaw(waiting.geoServices, deps.lookup, deps.fetch))
      .catch((error: unknown) => {
        // The lookup's code did not load: as when every service fails.
        console.warn(error);
        return null;
      })
      .then((law) => settle(law ? applyCountryLaw(waiting, law) : waiting));
  }

  const api: ConsentApi = {
    has,
    status: () => stored().status,
    categories: granted,
    set: (status, switches) => decide(status, switches),
    revoke: () => reopen(null),
    onChange(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    addEventListener(type, listener) {
      if (type === 'change') listeners.add(listener);
    },
    removeEventListener(type, listener) {
      if (type === 'change') listeners.delete(listener);
    },
  };
  return { api, start, consentType: () => config.consentType, categoryNames: () => config.categories.map(({ name }) => name) };
}
