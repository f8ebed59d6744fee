// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requireApis } from './shared/require-apis.ts';
import { startWidgets } from './start-widgets.ts';
import type { WidgetEntry, WidgetGroup } from './registry.ts';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function entry(name: string, selector: string, start = vi.fn()): WidgetEntry & { load: ReturnType<typeof vi.fn>; start: typeof start } {
  const load = vi.fn(async () => ({ start }));
  return { name, wanted: (doc) => doc.querySelector(selector) !== null, load, start };
}

describe('startWidgets', () => {
  it('loads only the widgets whose markup is on the page, and starts them with the page config', async () => {
    document.body.innerHTML = '<header data-sticky></header>';
    const sticky = entry('sticky', '[data-sticky]');
    const reveal = entry('reveal', '[data-reveal]');
    (window as unknown as Record<string, unknown>).vitrine_theme_params = { reveal_effect: { enabled: true }, preview: true };
    await startWidgets(document, window, [sticky, reveal]);
    expect(sticky.load).toHaveBeenCalledOnce();
    expect(sticky.start.mock.calls[0]?.[0].params).toMatchObject({ preview: true });
    expect(reveal.load).not.toHaveBeenCalled();
    delete (window as unknown as Record<string, unknown>).vitrine_theme_params;
  });

  it('falls back to the defaults without a page config', async () => {
    document.body.innerHTML = '<header data-sticky></header>';
    const sticky = entry('sticky', '[data-sticky]');
    await startWidgets(document, window, [sticky]);
    expect(sticky.start.mock.calls[0]?.[0].params).toMatchObject({ preview: false, offcanvas: { width: 250 }, smooth_scroll: { enabled: false } });
  });

  it('logs one error naming a widget that fails, and starts the others', async () => {
    document.body.innerHTML = '<header data-sticky></header><section data-reveal></section>';
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = entry('sticky', '[data-sticky]', vi.fn(() => { throw new Error('boom'); }));
    const reveal = entry('reveal', '[data-reveal]');
    await startWidgets(document, window, [broken, reveal]);
    expect(error).toHaveBeenCalledOnce();
    expect(error.mock.calls[0]?.[0]).toBe('Vitrine sticky: could not start.');
    expect(reveal.start).toHaveBeenCalledOnce();
  });
});

describe('starting in tasks of their own', () => {
  it('gives the page back between widgets, so chunks that arrive together never make one long task', async () => {
    document.body.innerHTML = '<header data-sticky></header><section data-reveal></section>';
    const order: string[] = [];
    const scheduler = { yield: vi.fn(async () => { order.push('yield'); }) };
    (window as unknown as { scheduler?: unknown }).scheduler = scheduler;
    const sticky = entry('sticky', '[data-sticky]', vi.fn(() => order.push('sticky')));
    const reveal = entry('reveal', '[data-reveal]', vi.fn(() => order.push('reveal')));
    await startWidgets(document, window, [sticky, reveal]);
    delete (window as unknown as { scheduler?: unknown }).scheduler;
    // One turn before asking for each chunk, one before starting each widget.
    expect(scheduler.yield).toHaveBeenCalledTimes(4);
    expect(order).toEqual(['yield', 'yield', 'yield', 'yield', 'sticky', 'reveal']);
  });
});

describe('a widget chunk that does not arrive', () => {
  it('logs one ChunkLoadError naming the widget, and the page goes on', async () => {
    document.body.innerHTML = '<a data-lightbox="g" href="/a.jpg">A</a><section data-reveal></section>';
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const lightbox: WidgetEntry = { name: 'lightbox', wanted: () => true, load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) };
    const reveal = entry('reveal', '[data-reveal]');
    await startWidgets(document, window, [lightbox, reveal]);
    expect(error).toHaveBeenCalledOnce();
    expect(error.mock.calls[0]?.[0]).toBe('Vitrine lightbox: could not start.');
    expect(error.mock.calls[0]?.[1]).toMatchObject({ name: 'ChunkLoadError', message: 'Loading the lightbox chunk failed.' });
    expect(reveal.start).toHaveBeenCalledOnce();
  });

  it('marks each widget that could not start on <html>, and only those, so their content is shown as served', async () => {
    document.documentElement.removeAttribute('data-widgets-failed');
    document.documentElement.removeAttribute('data-widgets-started');
    document.body.innerHTML = '<header data-sticky></header><section data-reveal></section>';
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const offcanvas: WidgetEntry = { name: 'off-canvas menu', wanted: () => true, load: () => Promise.reject(new TypeError('Failed to fetch')) };
    const tabs = entry('tabs', '[data-sticky]', vi.fn(() => { throw new Error('boom'); }));
    const reveal = entry('reveal', '[data-reveal]');
    await startWidgets(document, window, [offcanvas, tabs, reveal]);
    expect(document.documentElement.getAttribute('data-widgets-failed')?.split(' ').sort()).toEqual(['off-canvas-menu', 'tabs']);
    // The one that started is listed as such.
    expect(document.documentElement.getAttribute('data-widgets-started')).toBe('reveal');
    await startWidgets(document, window, [tabs]);
    expect(document.documentElement.getAttribute('data-widgets-failed')?.split(' ').sort()).toEqual(['off-canvas-menu', 'tabs']);
    document.documentElement.removeAttribute('data-widgets-failed');
  });

  it('gives up after 120 s', async () => {
    vi.useFakeTimers();
    try {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const map: WidgetEntry = { name: 'map', wanted: () => true, load: () => new Promise(() => {}) };
      const started = startWidgets(document, window, [map]);
      await vi.advanceTimersByTimeAsync(119_999);
      expect(error).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await started;
      expect(error.mock.calls[0]?.[1]).toMatchObject({ name: 'ChunkLoadError', message: 'Loading the map chunk timed out after 120000 ms.' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('requireApis', () => {
  it('passes when every API is there', () => {
    const log = { error: vi.fn() };
    expect(requireApis('reveal', { IntersectionObserver: class {} }, log)).toBe(true);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs one error naming the widget and each missing API', () => {
    const log = { error: vi.fn() };
    expect(requireApis('scroll spy', { IntersectionObserver: undefined, matchMedia: () => {}, ResizeObserver: null }, log)).toBe(false);
    expect(log.error).toHaveBeenCalledExactlyOnceWith('Vitrine scroll spy: this browser lacks IntersectionObserver, ResizeObserver; the scroll spy is left as the page was served.');
  });
});

describe('a group of widgets listed in a chunk of its own', () => {
  it('loads its list only where the group is wanted, then starts the members the page asks for', async () => {
    document.body.innerHTML = '<div data-countup>5</div>';
    const countup = entry('count-up', '[data-countup]');
    const map = entry('map', '[data-map]');
    const loadGroup = vi.fn(async () => [countup, map]);
    const group: WidgetGroup = { name: 'content widgets', wanted: (doc) => doc.querySelector('[data-countup],[data-map]') !== null, loadGroup, covers: ['count-up', 'map'] };
    await startWidgets(document, window, [group]);
    expect(loadGroup).toHaveBeenCalledOnce();
    expect(countup.start).toHaveBeenCalledOnce();
    expect(map.load).not.toHaveBeenCalled();
    document.body.innerHTML = '<p>Nothing here</p>';
    await startWidgets(document, window, [group]);
    expect(loadGroup).toHaveBeenCalledOnce();
  });

  it('whose chunk does not arrive logs one ChunkLoadError and marks each widget it covers as failed', async () => {
    document.documentElement.removeAttribute('data-widgets-failed');
    document.body.innerHTML = '<div role="tablist"></div>';
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const group: WidgetGroup = { name: 'content widgets', wanted: () => true, loadGroup: () => Promise.reject(new TypeError('Failed to fetch')), covers: ['tabs', 'background slideshow'] };
    await startWidgets(document, window, [group]);
    expect(error).toHaveBeenCalledOnce();
    expect(error.mock.calls[0]?.[1]).toMatchObject({ name: 'ChunkLoadError', message: 'Loading the content widgets chunk failed.' });
    expect(document.documentElement.getAttribute('data-widgets-failed')?.split(' ').sort()).toEqual(['background-slideshow', 'tabs']);
    document.documentElement.removeAttribute('data-widgets-failed');
  });
});
