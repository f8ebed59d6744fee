// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { WIDGETS } from './registry.ts';
import { themeParams } from './shared/widget.ts';

afterEach(() => {
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

/** The names of the widgets a page with `body` and `params` loads. */
function wanted(body: string, params = themeParams(window)): string[] {
  document.body.innerHTML = body;
  return WIDGETS.filter((entry) => entry.wanted(document, params)).map((entry) => entry.name);
}

describe('the scrolling widgets', () => {
  const defaults = themeParams(window);
  const enabled = { ...defaults, smooth_scroll: { enabled: true }, reveal_effect: { enabled: true } };

  it('load nothing on a page with only the skip link, the cookie settings and reveal markers, by default', () => {
    expect(wanted('<a class="skip-link" href="#main">Skip</a><main id="main" data-reveal></main><a class="cc-settings" href="#c">C</a>')).toEqual([]);
  });

  it('load each behaviour where its markup and options ask for it', () => {
    expect(wanted('<nav><a href="#story">Story</a></nav><section id="story"></section>')).toEqual(['anchors']);
    expect(wanted('<a href="https://example.com/#new_tab">x</a>')).toEqual(['new tab']);
    expect(wanted('<section data-reveal></section>', enabled)).toEqual(['smooth wheel', 'reveal']);
    expect(wanted('<section data-reveal></section>', { ...enabled, preview: true })).toEqual(['smooth wheel']);
  });
});

describe('the map', () => {
  it('loads only on a page with [data-map]', () => {
    expect(wanted('<div data-map id="visit-map" data-lat="53.3" data-lng="-6.2"><address>1 Quay St</address></div>')).toEqual(['map']);
    expect(wanted('<address>1 Quay St</address>')).toEqual([]);
  });
});
