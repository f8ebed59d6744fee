/**
 * A shop page for the consent tests, built the way the server builds it: the page object and the
 * banner markup from app/document/consent-page.ts, the head script from app/document/consent-head-script.ts run before
 * the controller starts. Each page is its own happy-dom window with its own cookies.
 */
import { Window as HappyWindow } from 'happy-dom';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CONSENT_DEFAULTS } from '../../../config/defaults.ts';
import type { ConsentOptions } from '../../../core/contract/consent/options.ts';
import { ConsentBanner } from '../../components/consent/ConsentBanner.tsx';
import { consentHeadScript } from '../../document/consent-head-script.ts';
import { pageConsent } from '../../document/consent-page.ts';
import { initConsent, type ConsentApi, type ConsentDeps } from './index.ts';

export interface PageOptions {
  url?: string;
  options?: Partial<ConsentOptions>;
  /** The country the server knows; null makes the page ask the geo services. */
  country?: string | null;
  geoServices?: string[];
  /** Cookies the visitor arrives with. */
  cookies?: string[];
  userAgent?: string;
  /** Extra markup after the banner (footer links, page content). */
  body?: string;
  /** Window properties the page has before the controller starts (gtag, clarity, CookiesOK…). */
  globals?: Record<string, unknown>;
  cookieEnabled?: boolean;
  deps?: ConsentDeps;
  /** Leave the controller unstarted. */
  init?: boolean;
}

const windows: HappyWindow[] = [];

export async function closePages(): Promise<void> {
  await Promise.all(windows.splice(0).map((win) => win.happyDOM.close()));
}

export type TestWindow = Window & typeof globalThis & Record<string, unknown> & { vitrineConsent?: ConsentApi };

export function consentPage(opts: PageOptions = {}) {
  const url = new URL(opts.url ?? 'https://www.shop.test/product/mug/');
  const happy = new HappyWindow({ url: url.href, settings: { navigator: { userAgent: opts.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1.0' } } });
  windows.push(happy);
  const win = happy as unknown as TestWindow;
  const doc = win.document;
  if (opts.cookieEnabled === false) Object.defineProperty(win.navigator, 'cookieEnabled', { value: false, configurable: true });
  for (const cookie of opts.cookies ?? []) doc.cookie = cookie;
  Object.assign(win, opts.globals);
  const services = {
    config: { consent: { ...CONSENT_DEFAULTS, ...opts.options }, geo: { services: opts.geoServices ?? ['https://geo.test/json'] } },
    country: opts.country === undefined ? 'DE' : opts.country,
  } as unknown as Parameters<typeof pageConsent>[0];
  const { config, banner } = pageConsent(services, url);
  win.vitrine_consent = JSON.parse(JSON.stringify(config));
  doc.documentElement.classList.add('js');
  // The head script runs before the first paint, as the page's first script.
  win.eval(consentHeadScript(config));
  const markup = banner ? renderToStaticMarkup(createElement(ConsentBanner, banner)) : '';
  doc.body.innerHTML = `<div class="cc-island">${markup}</div><main id="main"><input id="search"></main>${opts.body ?? ''}`;
  const writes = recordCookieWrites(doc);
  if (opts.init !== false) initConsent(win, opts.deps);
  const html = doc.documentElement;
  const q = <T extends Element = HTMLElement>(selector: string) => doc.querySelector<T>(selector);
  return {
    win,
    doc,
    html,
    config,
    writes,
    api: () => win.vitrineConsent as ConsentApi,
    banner: () => q('[data-consent-banner]'),
    revoke: () => q('.cc-revoke'),
    q,
    cookie: (name: string) => readAll(doc.cookie)[name],
    cookieNames: () => Object.keys(readAll(doc.cookie)),
    /** Open as the visitor sees it: CSS shows the banner only while <html> lacks these classes. */
    isOpen: () => !['cc-answered', 'cc-disabled', 'cc-geo-pending'].some((name) => html.classList.contains(name)),
    click(target: Element | null) {
      const event = new win.MouseEvent('click', { bubbles: true, cancelable: true });
      target!.dispatchEvent(event);
      return event;
    },
  };
}

/** Every `document.cookie` write, in order, while the cookies still work. */
function recordCookieWrites(doc: Document): string[] {
  const writes: string[] = [];
  let proto: object | null = doc;
  let accessor: PropertyDescriptor | undefined;
  while (proto && !accessor) {
    accessor = Object.getOwnPropertyDescriptor(proto, 'cookie');
    proto = Object.getPrototypeOf(proto) as object | null;
  }
  Object.defineProperty(doc, 'cookie', {
    configurable: true,
    get: () => accessor?.get?.call(doc) as string,
    set: (value: string) => {
      writes.push(value);
      accessor?.set?.call(doc, value);
    },
  });
  return writes;
}

function readAll(cookies: string): Record<string, string> {
  return Object.fromEntries(cookies.split('; ').filter(Boolean).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
}
