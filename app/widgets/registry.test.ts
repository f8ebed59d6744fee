// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT_WIDGETS } from './content-registry.ts';
import { WIDGETS } from './registry.ts';
import { themeParams } from './shared/widget.ts';

afterEach(() => {
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

/** The names of the widgets a page with `body` and `params` loads: a group's members only once the group is wanted. */
function wanted(body: string, params = themeParams(window)): string[] {
  document.body.innerHTML = body;
  return WIDGETS.filter((entry) => entry.wanted(document, params)).flatMap((entry) =>
    'loadGroup' in entry ? CONTENT_WIDGETS.filter((member) => member.wanted(document, params)).map((member) => member.name) : [entry.name],
  );
}

describe('the content widgets group', () => {
  const group = WIDGETS.find((entry) => 'loadGroup' in entry);

  it('covers exactly the widgets its chunk lists, so a failed chunk marks each of them', () => {
    expect(group && 'covers' in group ? [...group.covers].sort() : []).toEqual(CONTENT_WIDGETS.map((entry) => entry.name).sort());
  });

  it('is not loaded on a page with only the header, its menu and the cart', () => {
    document.body.innerHTML =
      '<header data-sticky><nav><button type="button" data-dropdown aria-controls="m" aria-expanded="false">Shop</button><ul id="m" hidden></ul></nav>' +
      '<button class="offcanvas-toggle" aria-controls="o" aria-expanded="false">Menu</button></header><main><ul class="products"><li><a href="/product/mug/">Mug</a></li></ul></main>';
    expect(group?.wanted(document, themeParams(window))).toBe(false);
  });
});

describe('the scrolling widgets', () => {
  const defaults = themeParams(window);
  const enabled = { ...defaults, smooth_scroll: { enabled: true }, reveal_effect: { enabled: true } };

  it('load nothing on a page with only the skip link, the cookie settings and reveal markers, by default', () => {
    expect(wanted('<a class="skip-link" href="#main">Skip</a><main id="main" data-reveal></main><a class="cc-settings" href="#c">C</a>')).toEqual([]);
  });

  it('load each behaviour where its markup and options ask for it', () => {
    expect(wanted('<nav><a href="#story">Story</a></nav><section id="story"></section>')).toEqual(['anchors']);
    expect(wanted('<a href="https://example.com/#new_tab">x</a>')).toEqual(['new tab']);
    expect(wanted('<a href="/uploads/a.jpg" data-lightbox="trip">x</a>')).toEqual(['lightbox']);
    expect(wanted('<a data-lightbox="trip">no address</a>')).toEqual([]);
    expect(wanted('<section data-background></section>')).toEqual(['background slideshow']);
    expect(wanted('<section data-reveal></section>', enabled)).toEqual(['smooth wheel', 'reveal']);
    expect(wanted('<section data-reveal></section>', { ...enabled, preview: true })).toEqual(['smooth wheel']);
  });
});

describe('the content widgets', () => {
  const defaults = themeParams(window);

  it('load the text effect, count-up and masonry where their markup is, the text effect never in the live preview', () => {
    expect(wanted('<h1 data-text-effect=\'["A","B"]\'>A</h1>')).toEqual(['text effect']);
    expect(wanted('<span data-countup="circle">5</span>')).toEqual(['count-up']);
    expect(wanted('<div class="posts-grid" data-masonry><article></article></div>')).toEqual(['masonry']);
    expect(wanted('<h1 data-text-effect=\'["A","B"]\'>A</h1><span data-countup>5</span>', { ...defaults, preview: true })).toEqual(['count-up']);
  });
});

describe('the tabs, modal and collapse widgets', () => {
  it('load where their markup asks for them, and only there', () => {
    expect(wanted('<div role="tablist"><button role="tab" aria-controls="p">A</button></div><div role="tabpanel" id="p"></div>')).toEqual(['tabs']);
    expect(wanted('<div role="tablist"></div>')).toEqual([]);
    expect(wanted('<button type="button" data-modal="d">Open</button><dialog id="d"></dialog>')).toEqual(['modal']);
    expect(wanted('<a href="/size-guide/" data-modal-url="/size-guide/">Sizes</a>')).toEqual(['modal']);
    expect(wanted('<button type="button" data-collapse aria-expanded="false" aria-controls="a">A</button><div id="a"></div>')).toEqual(['collapse']);
    expect(wanted('<details><summary>A</summary>B</details>')).toEqual([]);
  });
});

describe('the map', () => {
  it('loads only on a page with [data-map]', () => {
    expect(wanted('<div data-map id="visit-map" data-lat="53.3" data-lng="-6.2"><address>1 Quay St</address></div>')).toEqual(['map']);
    expect(wanted('<address>1 Quay St</address>')).toEqual([]);
  });
});
