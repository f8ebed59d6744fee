// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureLiveRegion, initSortOrdering, submitForm } from './sort-ordering.ts';

let dispose: () => void = () => {};

function render(sorted: boolean) {
  document.body.innerHTML = `
    <p class="woocommerce-result-count" role="alert" aria-relevant="all"${sorted ? ' data-is-sorted-by="true"' : ''}>Showing 1–12 of 60 results<span class="visually-hidden">. Sorted by price</span></p>
    <form class="woocommerce-ordering" method="get" action="/shop/">
      <label for="orderby">Sort by</label>
      <select name="orderby" id="orderby" class="orderby"><option value="menu_order">Default</option><option value="price">Price</option></select>
      <button type="submit" class="button ordering-submit">Sort</button>
    </form>`;
}
const count = () => document.querySelector<HTMLElement>('p.woocommerce-result-count')!;
const form = () => document.querySelector<HTMLFormElement>('form.woocommerce-ordering')!;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  dispose();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('sort dropdown', () => {
  it('submits its form when the choice changes', () => {
    render(false);
    const requestSubmit = vi.spyOn(form(), 'requestSubmit').mockImplementation(() => {});
    dispose = initSortOrdering(document, window);
    const select = document.querySelector<HTMLSelectElement>('select.orderby')!;
    expect(requestSubmit).not.toHaveBeenCalled();
    select.value = 'price';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(requestSubmit).toHaveBeenCalledTimes(1);
  });

  it('falls back to submit() without requestSubmit', () => {
    const fake = { submit: vi.fn() } as unknown as HTMLFormElement;
    submitForm(fake);
    expect(fake.submit).toHaveBeenCalledTimes(1);
  });

  it('hides the no-script submit button', () => {
    render(false);
    dispose = initSortOrdering(document, window);
    expect(document.querySelector<HTMLButtonElement>('.ordering-submit')!.hidden).toBe(true);
  });
});

describe('result count', () => {
  it('is refreshed 2000 ms after load on a sorted page, not before', () => {
    render(true);
    const text = count().textContent;
    const firstChild = count().firstChild;
    dispose = initSortOrdering(document, window);
    vi.advanceTimersByTime(1999);
    expect(count().textContent).toBe(text);
    vi.advanceTimersByTime(1);
    expect(count().textContent).toBe('');
    vi.advanceTimersByTime(100);
    expect(count().textContent).toBe(text);
    expect(count().firstChild).toBe(firstChild);
  });

  it('waits for the load event when the page is still loading', () => {
    render(true);
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    dispose = initSortOrdering(document, window);
    vi.advanceTimersByTime(5000);
    expect(count().textContent).not.toBe('');
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(1999);
    expect(count().textContent).not.toBe('');
    vi.advanceTimersByTime(1);
    expect(count().textContent).toBe('');
  });

  it('is refreshed when the address carries orderby', () => {
    render(false);
    vi.spyOn(window, 'location', 'get').mockReturnValue(new URL('https://shop.test/shop/?orderby=menu_order') as unknown as Location);
    dispose = initSortOrdering(document, window);
    vi.advanceTimersByTime(2000);
    expect(count().textContent).toBe('');
  });

  it('is refreshed on a filtered page', () => {
    render(false);
    count().dataset.isFiltered = 'true';
    dispose = initSortOrdering(document, window);
    vi.advanceTimersByTime(2000);
    expect(count().textContent).toBe('');
  });

  it('stays quiet on an unsorted page', () => {
    render(false);
    dispose = initSortOrdering(document, window);
    vi.advanceTimersByTime(2000);
    expect(count().textContent).not.toBe('');
  });

  it('keeps an existing live region and makes a plain paragraph a polite status', () => {
    const alert = document.createElement('p');
    alert.setAttribute('role', 'alert');
    ensureLiveRegion(alert);
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.hasAttribute('aria-live')).toBe(false);
    const plain = document.createElement('p');
    ensureLiveRegion(plain);
    expect(plain.getAttribute('role')).toBe('status');
    expect(plain.getAttribute('aria-live')).toBe('polite');
  });
});
