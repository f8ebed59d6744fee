// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductSuggestionsJson } from '../../../core/contract/catalog/search-suggestions.ts';
import { themeParams } from '../shared/widget.ts';
import { start, SUGGEST_DELAY_MS } from './search-suggestions.ts';

const FORM = `
<form role="search" class="woocommerce-product-search site-header__search" action="/" method="get">
  <label class="visually-hidden" for="site-header-search-field">Search for:</label>
  <input type="search" id="site-header-search-field" class="search-field" name="s" autocomplete="off">
  <button type="submit" class="search-submit">Search</button>
  <input type="hidden" name="post_type" value="product">
</form>`;

const answer = (search: string, names: string[]): ProductSuggestionsJson => ({
  search,
  total: names.length,
  more: false,
  summary: `${names.length} products found`,
  results_url: `/?s=${search}&post_type=product`,
  results_label: `See all ${names.length} results`,
  products: names.map((name, index) => ({
    id: index + 1,
    name,
    url: `/product/${name.toLowerCase().replace(/ /g, '-')}/`,
    price: '$18.00',
    price_label: '$18.00',
    image: index === 0 ? { src: '/uploads/mug-600.webp', srcset: '/uploads/mug-300.webp 300w', alt: 'A mug', width: 600, height: 600 } : null,
  })),
});

describe('the search field as a combobox', () => {
  let fetched: string[];
  let assigned: string[];
  const field = () => document.querySelector<HTMLInputElement>('#site-header-search-field')!;
  const listbox = () => document.querySelector<HTMLUListElement>('[role="listbox"]')!;
  const options = () => [...document.querySelectorAll<HTMLLIElement>('[role="option"]')];
  const press = (key: string) => field().dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  const type = async (text: string) => {
    field().value = text;
    field().dispatchEvent(new Event('input', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS + 1);
    // The answer's promise chain.
    await vi.runAllTimersAsync();
  };

  beforeEach(() => {
    vi.useFakeTimers();
    document.documentElement.lang = 'en';
    document.body.innerHTML = FORM;
    fetched = [];
    assigned = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      const search = new URL(url, 'http://shop.test').searchParams.get('search') ?? '';
      const names = search.startsWith('mu') ? ['Enamel mug', 'Stoneware mug'] : [];
      return new Response(JSON.stringify(answer(search, names)), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, assign: (url: string) => assigned.push(url) } });
    start({ document, window, params: themeParams(window), reducedMotion: () => false });
    field().focus();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is a combobox that controls a labelled listbox, closed at first', () => {
    expect(field().getAttribute('role')).toBe('combobox');
    expect(field().getAttribute('aria-autocomplete')).toBe('list');
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(field().getAttribute('aria-controls')).toBe(listbox().id);
    expect(listbox().getAttribute('aria-labelledby')).toBe(document.querySelector('label')!.id);
    expect(listbox().hidden).toBe(true);
  });

  it('asks once the shopper pauses, in the page language, and lists what it found with a last option for every result', async () => {
    field().value = 'm';
    field().dispatchEvent(new Event('input', { bubbles: true }));
    field().value = 'mu';
    field().dispatchEvent(new Event('input', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS + 1);
    await vi.runAllTimersAsync();
    expect(fetched).toEqual(['/wp-json/vitrine/v1/product-suggestions?search=mu&lang=en']);
    expect(options().map((option) => option.querySelector('.search-suggestions__name')!.textContent)).toEqual(['Enamel mug', 'Stoneware mug', 'See all 2 results']);
    expect(options()[0]!.textContent).toContain('$18.00');
    expect(options()[0]!.querySelector('img')!.getAttribute('alt')).toBe('');
    expect(field().getAttribute('aria-expanded')).toBe('true');
    expect(document.querySelector('[role="status"]')!.textContent).toBe('2 products found');
  });

  it('moves through the options with the arrows, focus staying in the field, and opens the one pointed at on Enter', async () => {
    await type('mug');
    press('ArrowDown');
    expect(field().getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    press('ArrowDown');
    press('ArrowDown');
    expect(field().getAttribute('aria-activedescendant')).toBe(options()[2]!.id);
    press('ArrowDown');
    expect(field().getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    press('ArrowUp');
    expect(field().getAttribute('aria-activedescendant')).toBe(options()[2]!.id);
    expect(options().filter((option) => option.getAttribute('aria-selected') === 'true')).toHaveLength(1);
    press('ArrowUp');
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    field().dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    expect(assigned).toEqual(['/product/stoneware-mug/']);
    expect(document.activeElement).toBe(field());
  });

  it('leaves Enter to the form when no option is pointed at', async () => {
    await type('mug');
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    field().dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(false);
    expect(assigned).toEqual([]);
  });

  it('closes on Escape, then empties the field on a second Escape', async () => {
    await type('mug');
    press('ArrowDown');
    press('Escape');
    expect(listbox().hidden).toBe(true);
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(field().hasAttribute('aria-activedescendant')).toBe(false);
    expect(field().value).toBe('mug');
    press('ArrowDown');
    expect(listbox().hidden).toBe(false);
    press('Escape');
    press('Escape');
    expect(field().value).toBe('');
    expect(options()).toHaveLength(0);
  });

  it('says when nothing is found and shows no list', async () => {
    await type('zzz');
    expect(options()).toHaveLength(0);
    expect(listbox().hidden).toBe(true);
    expect(document.querySelector('[role="status"]')!.textContent).toBe('0 products found');
  });

  it('asks nothing for a single letter and drops the list it showed', async () => {
    await type('mug');
    await type('m');
    expect(fetched).toHaveLength(1);
    expect(options()).toHaveLength(0);
    expect(field().getAttribute('aria-expanded')).toBe('false');
  });

  it('opens an option clicked with the pointer', async () => {
    await type('mug');
    options()[0]!.querySelector('.search-suggestions__name')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(assigned).toEqual(['/product/enamel-mug/']);
  });
});
