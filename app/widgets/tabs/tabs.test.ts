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

  beforeEach(() => history.replaceState(null, '', '/page/'));
  afterEach(() => {
    document.body.innerHTML = '';
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

  it('leaves a list whose tabs name no panel alone', () => {
    document.body.innerHTML = '<div role="tablist"><button role="tab" aria-controls="missing" aria-selected="false">X</button></div>';
    start(context());
    expect(document.querySelector('[role=tab]')!.getAttribute('aria-selected')).toBe('false');
  });
});
