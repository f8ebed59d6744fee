// @vitest-environment happy-dom
import { Window as HappyWindow } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '../../../core/contract/shared/cookies.ts';
import { parseRecord } from './cookie-format.ts';
import { INPUTS_ELEMENT, UPDATED_EVENT, initAttribution, type OrderAttribution } from './index.ts';

const LANDING = 'https://shop.test/?utm_source=newsletter&utm_medium=email&utm_campaign=spring';
const windows: HappyWindow[] = [];

interface TestWindow extends Window {
  wc_order_attribution?: Partial<OrderAttribution>;
  wc_order_attribution_extension_data?: Record<string, unknown>;
  vitrineConsent?: unknown;
}

/** A page of the shop as the server renders it: the page object, a checkout form, a referrer. */
function page(options: { allowTracking?: boolean; consent?: unknown; object?: boolean; referrer?: string; cookie?: string } = {}) {
  const happy = new HappyWindow({ url: LANDING, settings: { navigator: { userAgent: 'TestAgent/1.0' } } });
  windows.push(happy);
  const win = happy as unknown as TestWindow;
  if (options.object !== false) {
    win.wc_order_attribution = {
      params: { lifetime: 6, session: 30, base64: false, prefix: 'wc_order_attribution_', allowTracking: options.allowTracking ?? true, searchEngines: [] },
      fields: { source_type: 'current.typ', referrer: 'current_add.rf', utm_source: 'current.src', utm_campaign: 'current.cmp', session_pages: 'session.pgs' },
    };
  }
  if (options.consent) win.vitrineConsent = options.consent;
  Object.defineProperty(win.document, 'referrer', { value: options.referrer ?? 'https://mail.example/' });
  if (options.cookie) win.document.cookie = options.cookie;
  win.document.body.innerHTML = '<form><wc-order-attribution-inputs></wc-order-attribution-inputs></form>';
  const input = (field: string) => win.document.querySelector<HTMLInputElement>(`input[name="wc_order_attribution_${field}"]`)?.value;
  const sbjs = () => win.document.cookie.split(';').map((pair) => pair.trim()).filter((pair) => pair.startsWith('sbjs_'));
  const cookie = (name: string) => parseRecord(readCookie(win.document.cookie, name));
  return { win, input, sbjs, cookie };
}

/** A consent API double: marketing consent is given or withdrawn by the test. */
function consentApi(granted: boolean) {
  const listeners: (() => void)[] = [];
  const api = {
    granted,
    has: (category: string) => category === 'marketing' && api.granted,
    onChange: (callback: () => void) => listeners.push(callback),
    set(value: boolean) {
      api.granted = value;
      for (const listener of listeners) listener();
    },
  };
  return api;
}

afterEach(async () => {
  await Promise.all(windows.splice(0).map((win) => win.happyDOM.close()));
});

describe('initAttribution', () => {
  it('does nothing without window.wc_order_attribution', () => {
    const { win, sbjs } = page({ object: false });
    initAttribution(win);
    expect(sbjs()).toEqual([]);
    expect(win.customElements.get(INPUTS_ELEMENT)).toBeUndefined();
    expect(win.wc_order_attribution_extension_data).toBeUndefined();
  });

  it('tracks when allowed: cookies, inputs, extension data, event and getAttributionData', () => {
    const { win, input, sbjs, cookie } = page();
    const events: unknown[] = [];
    win.document.body.addEventListener(UPDATED_EVENT, (event) => events.push((event as CustomEvent).detail));
    initAttribution(win);
    expect(sbjs()).toHaveLength(8);
    expect(cookie('sbjs_current')!.get('src')).toBe('newsletter');
    expect(cookie('sbjs_udata')!.get('uag')).toBe('TestAgent/1.0');
    const expected = { source_type: 'utm', referrer: 'https://mail.example/', utm_source: 'newsletter', utm_campaign: 'spring', session_pages: '1' };
    expect([input('source_type'), input('utm_source'), input('utm_campaign'), input('session_pages')]).toEqual(['utm', 'newsletter', 'spring', '1']);
    expect(win.wc_order_attribution_extension_data).toEqual({ 'woocommerce/order-attribution': expected });
    expect(events).toEqual([expected]);
    expect(win.wc_order_attribution!.getAttributionData!()).toEqual(expected);
  });

  it('counts the page once however often it is started', () => {
    const { win, cookie } = page();
    initAttribution(win);
    initAttribution(win);
    expect(cookie('sbjs_session')!.get('pgs')).toBe('1');
  });

  it('sets no cookie and expires existing ones at once when the shop does not allow tracking', () => {
    const { win, input, sbjs } = page({ allowTracking: false, cookie: 'sbjs_current=typ%3Dutm; path=/' });
    expect(sbjs()).toHaveLength(1);
    initAttribution(win);
    expect(sbjs()).toEqual([]);
    expect(input('utm_source')).toBe('');
    expect(win.wc_order_attribution_extension_data).toBeUndefined();
    expect(Object.values(win.wc_order_attribution!.getAttributionData!()).every((value) => value === '')).toBe(true);
  });

  it('waits for marketing consent, then credits the landing page even after the address changed', () => {
    const consent = consentApi(false);
    const { win, input, sbjs, cookie } = page({ consent });
    initAttribution(win);
    expect(sbjs()).toEqual([]);
    expect(input('utm_source')).toBe('');
    win.history.pushState({}, '', '/shop/');
    consent.set(true);
    expect(cookie('sbjs_current')!.get('cmp')).toBe('spring');
    expect(cookie('sbjs_current_add')!.get('ep')).toBe(LANDING);
    expect(cookie('sbjs_current_add')!.get('rf')).toBe('https://mail.example/');
    expect(input('utm_source')).toBe('newsletter');
    expect(input('referrer')).toBe('https://mail.example/');
  });

  it('expires the cookies and empties the inputs when consent is withdrawn', () => {
    const consent = consentApi(true);
    const { win, input, sbjs } = page({ consent });
    initAttribution(win);
    expect(input('utm_source')).toBe('newsletter');
    consent.set(false);
    expect(sbjs()).toEqual([]);
    expect(input('utm_source')).toBe('');
  });

  it('does not track with marketing consent when the shop disallows tracking', () => {
    const { win, sbjs } = page({ allowTracking: false, consent: consentApi(true) });
    initAttribution(win);
    expect(sbjs()).toEqual([]);
  });

  it('follows setOrderTracking, as consent plugins written for WooCommerce call it', () => {
    const { win, input, sbjs } = page({ allowTracking: false });
    initAttribution(win);
    win.wc_order_attribution!.setOrderTracking!(true);
    expect(input('utm_source')).toBe('newsletter');
    win.wc_order_attribution!.setOrderTracking!(false);
    expect(sbjs()).toEqual([]);
    expect(input('utm_source')).toBe('');
  });

  it('does not break the page when cookies cannot be written', () => {
    const { win } = page();
    Object.defineProperty(win.document, 'cookie', {
      get: () => '',
      set: () => {
        throw new Error('SecurityError');
      },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => initAttribution(win)).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
