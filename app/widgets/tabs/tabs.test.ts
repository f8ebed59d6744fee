// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { themeParams } from '../shared/widget.ts';
import { tabKeyTarget } from './keys.ts';
import { start } from './tabs.ts';

describe('tab keys', () => {
  const row = { vertical: false, rtl: false };
  it('moves along the list with wrapping arrows, Home and End; other keys are the browser’s', () => {
    expect(tabKeyTarget('ArrowRight', 0, 3, row)).toBe(1);
    expect(tabKeyTarget('ArrowRight', 2, 3, row)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 0, 3, row)).toBe(2);
    expect(tabKeyTarget('Home', 2, 3, row)).toBe(0);
    expect(tabKeyTarget('End', 0, 3, row)).toBe(2);
    expect(tabKeyTarget('ArrowDown', 0, 3, row)).toBeNull();
    expect(tabKeyTarget('ArrowDown', 0, 3, { vertical: true, rtl: false })).toBe(1);
    expect(tabKeyTarget('ArrowUp', 0, 3, { vertical: true, rtl: false })).toBe(2);
    expect(tabKeyTarget('Enter', 0, 3, row)).toBeNull();
    expect(tabKeyTarget('ArrowRight', 0, 0, row)).toBeNull();
  });

  it('in a right-to-left row, go to the next tab on ArrowLeft and the previous on ArrowRight; a column is as before', () => {
    const rtl = { vertical: false, rtl: true };
    expect(tabKeyTarget('ArrowLeft', 0, 3, rtl)).toBe(1);
    expect(tabKeyTarget('ArrowLeft', 2, 3, rtl)).toBe(0);
    expect(tabKeyTarget('ArrowRight', 0, 3, rtl)).toBe(2);
    expect(tabKeyTarget('ArrowRight', 2, 3, rtl)).toBe(1);
    expect(tabKeyTarget('Home', 2, 3, rtl)).toBe(0);
    expect(tabKeyTarget('End', 0, 3, rtl)).toBe(2);
    expect(tabKeyTarget('ArrowDown', 0, 3, { vertical: true, rtl: true })).toBe(1);
    expect(tabKeyTarget('ArrowUp', 0, 3, { vertical: true, rtl: true })).toBe(2);
    expect(tabKeyTarget('ArrowLeft', 0, 3, { vertical: true, rtl: true })).toBeNull();
  });
});

const MARKUP = (hash = '') => `
  <div role="tablist" aria-label="Details" ${hash}>
    <button type="button" role="tab" id="t-a" aria-controls="p-a" aria-selected="true">Sizes</button>
    <button type="button" role="tab" id="t-b" aria-controls="p-b" aria-selected="false">Care</button>
    <button type="button" role="tab" id="t-c" aria-controls="p-c" aria-selected="false">Delivery</button>
  </div>
  <div role="tabpanel" id="p-a" aria-labelledby="t-a"><p>Small and large.</p></div>
  <div role="tabpanel" id="p-b" aria-labelledby="t-b" hidden><p>Wash cold. <a href="/care/">More</a></p></div>
  <div role="tabpanel" id="p-c" aria-labelledby="t-c" hidden><p>Two days.</p></div>`;

describe('the tabs widget', () => {
  const context = () => ({ document, window, params: themeParams(window), reducedMotion: () => false });
  const tab = (id: string) => document.getElementById(`t-${id}`)!;
  const panel = (id: string) => document.getElementById(`p-${id}`)!;
  const selected = () => ['a', 'b', 'c'].filter((id) => tab(id).getAttribute('aria-selected') === 'true');
  const shown = () => ['a', 'b', 'c'].filter((id) => !panel(id).hidden);
  const key = (target: Element, name: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));

  const scrollIntoView = Element.prototype.scrollIntoView;
  beforeEach(() => history.replaceState(null, '', '/page/'));
  afterEach(() => {
    document.body.innerHTML = '';
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  it('shows the selected tab’s panel only, with a roving tabindex and focusable panels', () => {
    document.body.innerHTML = MARKUP();
    start(context());
    expect(selected()).toEqual(['a']);
    expect(shown()).toEqual(['a']);
    expect([tab('a').tabIndex, tab('b').tabIndex, tab('c').tabIndex]).toEqual([0, -1, -1]);
    // A panel with a link inside has a stop already; the others take the focus themselves.
    expect(panel('a').getAttribute('tabindex')).toBe('0');
    expect(panel('b').hasAttribute('tabindex')).toBe(false);
  });

  it('selects on click, and on arrows, Home and End with the focus following (automatic activation)', () => {
    document.body.innerHTML = MARKUP();
    start(context());
    tab('b').click();
    expect(selected()).toEqual(['b']);
    expect(shown()).toEqual(['b']);
    tab('b').focus();
    key(tab('b'), 'ArrowRight');
    expect(selected()).toEqual(['c']);
    expect(document.activeElement).toBe(tab('c'));
    key(tab('c'), 'ArrowRight');
    expect(selected()).toEqual(['a']);
    key(tab('a'), 'End');
    expect(selected()).toEqual(['c']);
    key(tab('c'), 'Home');
    expect(selected()).toEqual(['a']);
    expect(document.activeElement).toBe(tab('a'));
    expect([tab('a').tabIndex, tab('b').tabIndex, tab('c').tabIndex]).toEqual([0, -1, -1]);
    key(tab('a'), 'ArrowLeft');
    expect(selected()).toEqual(['c']);
    // The address stays as it is without data-tabs-hash.
    expect(location.hash).toBe('');
  });

  it('follows the list’s right-to-left direction: ArrowLeft selects the next tab, ArrowRight the previous', () => {
    // happy-dom does not turn `dir` into `direction` (a browser's own stylesheet does): set the property.
    document.body.innerHTML = `<div style="direction: rtl">${MARKUP()}</div>`;
    start(context());
    tab('a').focus();
    key(tab('a'), 'ArrowLeft');
    expect(selected()).toEqual(['b']);
    expect(document.activeElement).toBe(tab('b'));
    key(tab('b'), 'ArrowRight');
    key(tab('a'), 'ArrowRight');
    expect(selected()).toEqual(['c']);
    // A vertical list keeps its up and down arrows whatever the direction.
    document.body.innerHTML = `<div style="direction: rtl">${MARKUP('aria-orientation="vertical"')}</div>`;
    start(context());
    tab('a').focus();
    key(tab('a'), 'ArrowDown');
    expect(selected()).toEqual(['b']);
    key(tab('b'), 'ArrowLeft');
    expect(selected()).toEqual(['b']);
  });

  it('pushes the panel’s id with data-tabs-hash, and back selects the tab before', () => {
    document.body.innerHTML = MARKUP('data-tabs-hash');
    start(context());
    const entries = history.length;
    tab('b').click();
    expect(location.hash).toBe('#p-b');
    expect(history.length).toBe(entries + 1);
    history.replaceState(null, '', '/page/');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(selected()).toEqual(['a']);
  });

  it('opens the tab an address names on load, by its panel’s id or its own', () => {
    history.replaceState(null, '', '/page/#p-c');
    document.body.innerHTML = MARKUP('data-tabs-hash');
    start(context());
    expect(selected()).toEqual(['c']);
    expect(shown()).toEqual(['c']);
    document.body.innerHTML = MARKUP();
    history.replaceState(null, '', '/page/#t-b');
    start(context());
    expect(selected()).toEqual(['b']);
  });

  // WooCommerce's product tabs: links in list items, the reviews panel holding `#reviews`.
  const PRODUCT_MARKUP = `
    <p><a id="review-link" href="#reviews">(3 customer reviews)</a> <a id="about-link" href="#about">About</a></p>
    <div class="woocommerce-tabs wc-tabs-wrapper">
      <ul class="tabs wc-tabs" role="tablist">
        <li role="presentation" class="description_tab active" id="tab-title-description"><a href="#tab-description" role="tab" aria-controls="tab-description" aria-selected="true">Description</a></li>
        <li role="presentation" class="reviews_tab" id="tab-title-reviews"><a href="#tab-reviews" role="tab" aria-controls="tab-reviews" aria-selected="false">Reviews (3)</a></li>
      </ul>
      <div role="tabpanel" id="tab-description" aria-labelledby="tab-title-description"><p>A mug.</p></div>
      <div role="tabpanel" id="tab-reviews" aria-labelledby="tab-title-reviews" hidden><div id="reviews"><div id="comments"><p id="comment-7">Lovely.</p></div></div></div>
    </div>
    <p id="about">About the shop.</p>`;
  const productTab = (key: string) => document.querySelector<HTMLElement>(`#tab-title-${key} a`)!;
  const productPanel = (key: string) => document.getElementById(`tab-${key}`)!;
  const scrolled = () => {
    const targets: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      targets.push(this.id || this.className);
    };
    return targets;
  };

  it('opens the tab whose panel holds what the address names, and brings that into view', () => {
    for (const hash of ['#reviews', '#comments', '#comment-7', '#tab-reviews']) {
      history.replaceState(null, '', `/product/mug/${hash}`);
      document.body.innerHTML = PRODUCT_MARKUP;
      const targets = scrolled();
      start(context());
      expect(productTab('reviews').getAttribute('aria-selected')).toBe('true');
      expect(productPanel('reviews').hidden).toBe(false);
      expect(productPanel('description').hidden).toBe(true);
      // The open tab's list item is marked as WooCommerce marks it.
      expect(document.getElementById('tab-title-reviews')!.classList.contains('active')).toBe(true);
      expect(document.getElementById('tab-title-description')!.classList.contains('active')).toBe(false);
      // The panel's own id brings the list into view; a place inside it, that place.
      expect(targets).toEqual([hash === '#tab-reviews' ? 'tabs wc-tabs' : hash.slice(1)]);
    }
  });

  it('keeps the tab served open for an address naming something outside the panels', () => {
    history.replaceState(null, '', '/product/mug/#about');
    document.body.innerHTML = PRODUCT_MARKUP;
    const targets = scrolled();
    start(context());
    expect(productTab('description').getAttribute('aria-selected')).toBe('true');
    expect(targets).toEqual([]);
  });

  it('opens the tab a link on the page leads into before the click goes on, and leaves other links and modified clicks alone', () => {
    document.body.innerHTML = PRODUCT_MARKUP;
    start(context());
    let reviewsShownAtClick: boolean | null = null;
    // What the anchors widget (or the browser's jump) sees: a listener after the tabs' own.
    document.addEventListener('click', () => (reviewsShownAtClick = !productPanel('reviews').hidden), { once: true });
    document.getElementById('about-link')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(productTab('description').getAttribute('aria-selected')).toBe('true');
    document.getElementById('review-link')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true }));
    expect(productTab('description').getAttribute('aria-selected')).toBe('true');
    document.addEventListener('click', () => (reviewsShownAtClick = !productPanel('reviews').hidden), { once: true });
    document.getElementById('review-link')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(reviewsShownAtClick).toBe(true);
    expect(productTab('reviews').getAttribute('aria-selected')).toBe('true');
    expect(productTab('reviews').tabIndex).toBe(0);
    expect(productTab('description').tabIndex).toBe(-1);
  });

  it('opens the tab of a hash typed later and brings its target into view; a tab already open is not scrolled to again', () => {
    document.body.innerHTML = PRODUCT_MARKUP;
    start(context());
    const targets = scrolled();
    history.replaceState(null, '', '/product/mug/#comment-7');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(productTab('reviews').getAttribute('aria-selected')).toBe('true');
    expect(targets).toEqual(['comment-7']);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(targets).toEqual(['comment-7']);
  });

  it('opens scrolled to the element data-tabs-scroll-to names, unless the address names a place', () => {
    const markup = PRODUCT_MARKUP.replace('role="tablist"', 'role="tablist" data-tabs-scroll-to="comments"');
    document.body.innerHTML = markup;
    let targets = scrolled();
    start(context());
    expect(targets).toEqual(['comments']);
    history.replaceState(null, '', '/product/mug/#about');
    document.body.innerHTML = markup;
    targets = scrolled();
    start(context());
    expect(targets).toEqual([]);
  });

  it('leaves a list whose tabs name no panel alone', () => {
    document.body.innerHTML = '<div role="tablist"><button role="tab" aria-controls="missing" aria-selected="false">X</button></div>';
    start(context());
    expect(document.querySelector('[role=tab]')!.getAttribute('aria-selected')).toBe('false');
  });
});
