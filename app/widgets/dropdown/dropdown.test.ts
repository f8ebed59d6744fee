// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { themeParams } from '../shared/widget.ts';
import { start } from './dropdown.ts';
import { dropdownKeyAction } from './keys.ts';

describe('dropdown keys', () => {
  it('closes an open dropdown on Escape and returns focus; other keys are the button’s own', () => {
    expect(dropdownKeyAction('Escape', true)).toBe('close-and-return');
    expect(dropdownKeyAction('Esc', true)).toBe('close-and-return');
    expect(dropdownKeyAction('Escape', false)).toBe('none');
    expect(dropdownKeyAction('Enter', true)).toBe('none');
    expect(dropdownKeyAction(' ', false)).toBe('none');
    expect(dropdownKeyAction('Tab', true)).toBe('none');
  });
});

describe('the dropdown widget', () => {
  let desktop = true;
  beforeEach(() => {
    document.body.innerHTML = `
      <nav aria-label="Main"><ul>
        <li id="shop"><a href="/shop/">Shop</a>
          <button type="button" aria-expanded="false" aria-controls="cats" data-dropdown>Shop categories</button>
          <ul id="cats" hidden><li><a href="/product-category/mugs/">Mugs</a></li></ul>
        </li>
        <li id="more"><a href="/more/">More</a>
          <button type="button" aria-expanded="false" aria-controls="more-list" data-dropdown>More</button>
          <ul id="more-list" hidden><li><a href="/x/">X</a></li></ul>
        </li>
      </ul></nav>
      <a href="/elsewhere/" id="elsewhere">Elsewhere</a>`;
    desktop = true;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: desktop, media: query }) as MediaQueryList);
    start({ document, window, params: themeParams(window), reducedMotion: () => false });
  });
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  const button = (id = 'cats') => document.querySelector<HTMLButtonElement>(`[aria-controls="${id}"]`)!;
  const list = (id = 'cats') => document.getElementById(id)!;
  const isOpen = (id = 'cats') => button(id).getAttribute('aria-expanded') === 'true' && !list(id).hidden;
  const key = (target: Element, name: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
  const pointer = (target: Element, type: string, pointerType = 'mouse') => target.dispatchEvent(new PointerEvent(type, { pointerType }));

  it('toggles on click (Enter and Space click a button), one open at a time', () => {
    button().click();
    expect(isOpen()).toBe(true);
    button('more-list').click();
    expect(isOpen('more-list')).toBe(true);
    expect(isOpen()).toBe(false);
    button('more-list').click();
    expect(isOpen('more-list')).toBe(false);
  });

  it('closes on Escape and gives focus back to the button', () => {
    button().click();
    const link = list().querySelector('a')!;
    link.focus();
    key(link, 'Escape');
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(button());
  });

  it('closes when focus leaves the item, not when it moves inside', () => {
    button().click();
    const link = list().querySelector('a')!;
    button().dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: link }));
    expect(isOpen()).toBe(true);
    link.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: document.getElementById('elsewhere') }));
    expect(isOpen()).toBe(false);
  });

  it('opens while a mouse rests on the item on desktop, and a click then keeps it open', () => {
    pointer(document.getElementById('shop')!, 'pointerenter');
    expect(isOpen()).toBe(true);
    pointer(document.getElementById('shop')!, 'pointerleave');
    expect(isOpen()).toBe(false);
    pointer(document.getElementById('shop')!, 'pointerenter');
    button().click();
    pointer(document.getElementById('shop')!, 'pointerleave');
    expect(isOpen()).toBe(true);
  });

  it('does not open on hover for touch or below desktop width', () => {
    pointer(document.getElementById('shop')!, 'pointerenter', 'touch');
    expect(isOpen()).toBe(false);
    desktop = false;
    pointer(document.getElementById('shop')!, 'pointerenter');
    expect(isOpen()).toBe(false);
  });
});
