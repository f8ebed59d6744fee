// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { themeParams, type WidgetContext } from '../shared/widget.ts';
import { LOAD_BUTTON_TEXT } from './consent-note.ts';
import { MAP_LOAD_MARGIN } from './near-viewport.ts';

const shown = vi.hoisted(() => vi.fn());
vi.mock('./leaflet-map.ts', () => ({ showLeafletMap: shown }));
const { start } = await import('./map.ts');

type ApiWindow = Window & { vitrineConsent?: unknown };

let observed: Element[] = [];
let report: IntersectionObserverCallback = () => {};
let margin: string | undefined;

class FakeObserver {
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    report = callback;
    margin = options?.rootMargin;
  }
  observe(element: Element) {
    observed.push(element);
  }
  unobserve() {}
  disconnect() {
    observed = [];
  }
}

/** A consent API whose categories the test grants. */
function consentApi(initial: Record<string, boolean> = {}) {
  const state = { ...initial };
  const listeners: (() => void)[] = [];
  const api = {
    has: (category: string) => state[category] === true,
    onChange: (listener: () => void) => listeners.push(listener),
    grant(category: string) {
      state[category] = true;
      for (const listener of listeners) listener();
    },
  };
  (window as ApiWindow).vitrineConsent = api;
  return api;
}

const MAP_HTML = '<div data-map id="visit-map" data-lat="53.3498" data-lng="-6.2603" data-zoom="16"><address>12 Quay Street, Dublin</address></div>';

function context(preview = false): WidgetContext {
  return { document, window, params: { ...themeParams(window), preview }, reducedMotion: () => false };
}

const loadButton = () => [...document.querySelectorAll('button')].find((button) => button.textContent === LOAD_BUTTON_TEXT);
const comesIntoView = () => report([{ target: observed[0], isIntersecting: true } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
/** The dynamic import and its `then` settle. */
const settle = () => vi.waitFor(() => expect(shown).toHaveBeenCalled());

beforeEach(() => {
  observed = [];
  shown.mockReset();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  document.body.innerHTML = MAP_HTML;
});

afterEach(() => {
  delete (window as ApiWindow).vitrineConsent;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('map before consent', () => {
  it('keeps the address, explains where the tiles come from, and loads nothing until asked', () => {
    consentApi();
    start(context());
    expect(document.querySelector('address')?.textContent).toBe('12 Quay Street, Dublin');
    expect(document.querySelector('.map-consent p')?.textContent).toContain('tile.openstreetmap.org');
    expect(document.querySelector('.map-consent p')?.textContent).toContain('“marketing”');
    expect(loadButton()?.getAttribute('aria-describedby')).toBe('visit-map-consent');
    expect(observed).toEqual([]);
    expect(shown).not.toHaveBeenCalled();
  });

  it('loads this map at once from the button, without granting the category', async () => {
    const api = consentApi();
    start(context());
    loadButton()?.click();
    await settle();
    expect(shown.mock.calls[0]?.[1]).toMatchObject({ id: 'visit-map', lat: 53.3498, lng: -6.2603, zoom: 16, type: 'roadmap' });
    expect(shown.mock.calls[0]?.[2]).toMatchObject({ tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', maxZoom: 19 });
    expect(document.querySelector('.map-consent')).toBeNull();
    expect(api.has('marketing')).toBe(false);
  });

  it('loads once consent comes, when the map nears the window', async () => {
    const api = consentApi();
    start(context());
    api.grant('marketing');
    expect(document.querySelector('.map-consent')).toBeNull();
    expect(observed).toEqual([document.getElementById('visit-map')]);
    expect(margin).toBe(MAP_LOAD_MARGIN);
    expect(shown).not.toHaveBeenCalled();
    comesIntoView();
    await settle();
    expect(shown).toHaveBeenCalledOnce();
  });

  it('waits for the owner’s category', () => {
    const api = consentApi({ marketing: true });
    start({ ...context(), params: { ...themeParams(window), map: { ...themeParams(window).map, consent: 'functional' } } });
    expect(loadButton()?.textContent).toBe(LOAD_BUTTON_TEXT);
    api.grant('functional');
    expect(loadButton()).toBeUndefined();
  });
});

describe('map with consent', () => {
  it('loads only when near the window, once', async () => {
    consentApi({ marketing: true });
    start(context());
    start(context());
    expect(loadButton()).toBeUndefined();
    expect(observed).toHaveLength(1);
    expect(shown).not.toHaveBeenCalled();
    comesIntoView();
    await settle();
    expect(shown).toHaveBeenCalledOnce();
  });

  it('loads in a shop without a consent banner, and loads at once without IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    start(context());
    await settle();
    expect(shown).toHaveBeenCalledOnce();
  });

  it('never loads by itself in the live preview', () => {
    consentApi({ marketing: true });
    start(context(true));
    expect(observed).toEqual([]);
    expect(loadButton()).toBeDefined();
  });
});

describe('bad map markup', () => {
  it('logs one error naming the map and leaves the address alone', () => {
    document.body.innerHTML = '<div data-map id="visit-map" data-lng="-6.2"><address>12 Quay Street</address></div>';
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    start(context());
    expect(error).toHaveBeenCalledOnce();
    expect(error.mock.calls[0]?.[0]).toBe('Vitrine map #visit-map: data-lat (−90 to 90) must be a decimal number; the address is shown without a map.');
    expect(document.body.innerHTML).toBe('<div data-map="" id="visit-map" data-lng="-6.2" data-map-started=""><address>12 Quay Street</address></div>');
  });

  it('warns about a type it does not offer and shows a roadmap', async () => {
    document.body.innerHTML = '<div data-map id="visit-map" data-lat="1" data-lng="2" data-type="satellite"></div>';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    start(context());
    comesIntoView();
    await settle();
    expect(warn.mock.calls[0]?.[0]).toContain('data-type "satellite" is not offered');
    expect(shown.mock.calls[0]?.[1]).toMatchObject({ type: 'roadmap' });
  });
});
