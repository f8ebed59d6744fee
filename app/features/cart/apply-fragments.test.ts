// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyFragments, cartResponse, isFragments } from './apply-fragments.ts';

describe('applyFragments', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = `
      <div class="island"><div class="widget_shopping_cart_content"><p>empty</p></div></div>
      <a class="cart-contents">Cart 0</a><a class="cart-contents">Cart 0</a>`;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('replaces every match of every selector with the markup', () => {
    applyFragments(document, {
      'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"><ul><li>Hat</li></ul></div>',
      'a.cart-contents': '<a class="cart-contents">Cart 1</a>',
      'div.absent': '<div>never</div>',
    });
    expect(document.querySelector('.island')!.innerHTML).toBe('<div class="widget_shopping_cart_content"><ul><li>Hat</li></ul></div>');
    expect([...document.querySelectorAll('a.cart-contents')].map((a) => a.textContent)).toEqual(['Cart 1', 'Cart 1']);
    expect(document.querySelector('.widget_shopping_cart_content')!.hasAttribute('style')).toBe(false);
  });

  it('skips a selector that does not parse and applies the rest', () => {
    applyFragments(document, { 'a[': '<b></b>', 'a.cart-contents': '<a class="cart-contents">Cart 2</a>' });
    expect(document.querySelector('a.cart-contents')!.textContent).toBe('Cart 2');
  });

  it('shows faded areas at 0.6 opacity for 400 ms, then at full opacity', () => {
    applyFragments(document, { 'a.cart-contents': '<a class="cart-contents">Cart 3</a>' }, true);
    const link = () => document.querySelector<HTMLElement>('a.cart-contents')!;
    expect(link().style.opacity).toBe('0.6');
    vi.advanceTimersByTime(399);
    expect(link().style.opacity).toBe('0.6');
    vi.advanceTimersByTime(1);
    expect(link().style.opacity).toBe('');
    expect(link().hasAttribute('style')).toBe(false);
  });

  it('does not fade for a visitor who prefers reduced motion', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query.includes('reduce') }) as MediaQueryList);
    applyFragments(document, { 'a.cart-contents': '<a class="cart-contents">Cart 4</a>' }, true);
    expect(document.querySelector<HTMLElement>('a.cart-contents')!.style.opacity).toBe('');
  });
});

describe('cartResponse', () => {
  it('accepts fragments with a hash, and fragments alone with an empty hash', () => {
    expect(cartResponse({ fragments: { a: '<a></a>' }, cart_hash: 'h' })).toEqual({ fragments: { a: '<a></a>' }, cart_hash: 'h' });
    expect(cartResponse({ fragments: {} })).toEqual({ fragments: {}, cart_hash: '' });
  });

  it('rejects errors and other shapes', () => {
    expect(cartResponse({ error: true, product_url: '/p/' })).toBeNull();
    expect(cartResponse({ fragments: { a: 1 } })).toBeNull();
    expect(cartResponse(null)).toBeNull();
    expect(isFragments([])).toBe(false);
  });
});
