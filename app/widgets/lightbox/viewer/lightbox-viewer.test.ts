// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { themeParams } from '../../shared/widget.ts';
import { createViewer, type LightboxViewer } from './lightbox-viewer.ts';
import { galleryItems } from './items.ts';
import { LOAD_FAILED_MESSAGE } from './timing.ts';

const context = () => ({ document, window, params: themeParams(window), reducedMotion: () => true });

function render() {
  document.body.innerHTML = `
    <a id="main" href="/uploads/b.jpg" data-lightbox="product"><img src="/uploads/b-600.jpg" alt="Mug, side"></a>
    <ul>
      <li><a id="t1" href="/uploads/a.jpg" data-lightbox="product" data-image-alt="Mug, front"><img src="/uploads/a-96.jpg" alt="View image 1 of 3"></a></li>
      <li><a id="t2" href="/uploads/b.jpg" data-lightbox="product" data-image-alt="Mug, side"><img src="/uploads/b-96.jpg" alt="View image 2 of 3"></a></li>
      <li><a id="t3" href="/uploads/c.jpg" data-lightbox="product" data-image-alt="Mug, top"><img src="/uploads/c-96.jpg" alt="View image 3 of 3"></a></li>
    </ul>
    <a id="story" href="/our-story/" data-lightbox="g" data-lightbox-type="ajax" title="Our story">Read</a>
    <a id="away" href="https://elsewhere.test/page/" data-lightbox="g" data-lightbox-type="ajax">Away</a>`;
}

const dialog = () => document.querySelector<HTMLElement>('[role=dialog][aria-modal=true]');
const counter = () => dialog()!.querySelector('.lightbox__counter')!.textContent;
const control = (name: string) => dialog()!.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;
const key = (name: string, target: Element = document.activeElement ?? document.body, init: KeyboardEventInit = {}) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true, ...init }));

let viewer: LightboxViewer;
beforeEach(() => {
  history.replaceState(null, '', '/product/mug/');
  render();
  viewer = createViewer(context());
});
afterEach(() => {
  viewer.closeFromAddress();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('a gallery’s items', () => {
  it('are one per address, each where its last link stands, captioned by the image’s description', () => {
    const items = galleryItems(document, 'product');
    expect(items.map((item) => new URL(item.url).pathname)).toEqual(['/uploads/a.jpg', '/uploads/b.jpg', '/uploads/c.jpg']);
    expect(items.map((item) => item.caption)).toEqual(['Mug, front', 'Mug, side', 'Mug, top']);
    expect(items[1]!.links.map((link) => link.id)).toEqual(['main', 't2']);
    expect(galleryItems(document, 'g').map((item) => [item.kind, item.caption])).toEqual([
      ['ajax', 'Our story'],
      ['ajax', 'Away'],
    ]);
  });
});

describe('the lightbox viewer', () => {
  it('opens a modal dialog at the item of the clicked link, named by its caption, pushing its address', () => {
    const push = vi.spyOn(history, 'pushState');
    viewer.openFromLink(document.querySelector<HTMLAnchorElement>('#main')!);
    expect(dialog()).not.toBeNull();
    expect(counter()).toBe('2 of 3');
    expect(document.getElementById(dialog()!.getAttribute('aria-labelledby')!)!.textContent).toBe('Mug, side');
    expect(push).toHaveBeenCalledTimes(1);
    expect(location.hash).toBe('#product-2');
    expect(new URL(dialog()!.querySelector<HTMLImageElement>('.is-current img')!.src).pathname).toBe('/uploads/b.jpg');
    expect(document.activeElement).toBe(dialog());
  });

  it('moves with the arrow keys, wrapping, and replaces the address as it goes', () => {
    viewer.openFromLink(document.querySelector<HTMLAnchorElement>('#t3')!);
    const push = vi.spyOn(history, 'pushState');
    key('ArrowRight');
    expect(counter()).toBe('1 of 3');
    expect(location.hash).toBe('#product-1');
    key('ArrowLeft');
    expect(counter()).toBe('3 of 3');
    control('Next').click();
    expect(counter()).toBe('1 of 3');
    expect(push).not.toHaveBeenCalled();
    expect([...dialog()!.querySelectorAll('.lightbox__slide')].map((slide) => (slide as HTMLElement).inert)).toEqual([false, true, true]);
  });

  it('closes on Escape, going back to the address before and giving focus back to the link', () => {
    const link = document.querySelector<HTMLAnchorElement>('#t1')!;
    const back = vi.spyOn(history, 'back').mockImplementation(() => undefined);
    viewer.openFromLink(link);
    key('Escape');
    expect(dialog()).toBeNull();
    expect(back).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(link);
  });

  it('closes on Backspace; opened by the address, it closes to the page’s address without the hash', () => {
    history.replaceState(null, '', '/product/mug/#product-0');
    viewer.openAt({ gallery: 'product', index: 1 });
    expect(counter()).toBe('1 of 3');
    expect(location.hash).toBe('#product-1');
    key('Backspace');
    expect(dialog()).toBeNull();
    expect(location.pathname + location.hash).toBe('/product/mug/');
    expect(document.activeElement).toBe(document.querySelector('#t1'));
  });

  it('opens past the last item at the last', () => {
    viewer.openAt({ gallery: 'product', index: 9 });
    expect(counter()).toBe('3 of 3');
  });

  it('keeps Tab inside, round from the last control to the first', () => {
    viewer.openFromLink(document.querySelector<HTMLAnchorElement>('#t1')!);
    key('Tab');
    const first = document.activeElement;
    expect(dialog()!.contains(first)).toBe(true);
    key('Tab', document.activeElement!, { shiftKey: true });
    expect(dialog()!.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(first);
    key('Tab');
    expect(document.activeElement).toBe(first);
  });

  it('shows and hides the thumbnails on G, and a thumbnail shows its item', () => {
    viewer.openFromLink(document.querySelector<HTMLAnchorElement>('#t1')!);
    const strip = dialog()!.querySelector<HTMLElement>('.lightbox__thumbs')!;
    expect(strip.hidden).toBe(true);
    key('g');
    expect(strip.hidden).toBe(false);
    expect(control('Thumbnails').getAttribute('aria-pressed')).toBe('true');
    strip.querySelectorAll('button')[2]!.click();
    expect(counter()).toBe('3 of 3');
    expect(strip.querySelectorAll('button')[2]!.getAttribute('aria-current')).toBe('true');
    key('G');
    expect(strip.hidden).toBe(true);
  });

  it('runs the slideshow on P, every 3 s, until P again', () => {
    vi.useFakeTimers();
    viewer.openFromLink(document.querySelector<HTMLAnchorElement>('#t1')!);
    key('p');
    expect(control('Slideshow').getAttribute('aria-pressed')).toBe('true');
    vi.advanceTimersByTime(2999);
    expect(counter()).toBe('1 of 3');
    vi.advanceTimersByTime(1);
    expect(counter()).toBe('2 of 3');
    vi.advanceTimersByTime(3000);
    expect(counter()).toBe('3 of 3');
    key(' ');
    vi.advanceTimersByTime(9000);
    expect(counter()).toBe('3 of 3');
  });

  it('slides over 330 ms, or at once with reduced motion', () => {
    let reduced = false;
    viewer.closeFromAddress();
    viewer = createViewer({ ...context(), reducedMotion: () => reduced });
    viewer.openFromLink(document.querySelector<HTMLAnchorElement>('#t1')!);
    key('ArrowRight');
    expect(dialog()!.style.getPropertyValue('--lightbox-speed')).toBe('330ms');
    reduced = true;
    key('ArrowRight');
    expect(dialog()!.style.getPropertyValue('--lightbox-speed')).toBe('0ms');
  });

  it('leaves Space to a focused button', () => {
    viewer.openFromLink(document.querySelector<HTMLAnchorElement>('#t1')!);
    control('Next').focus();
    key(' ', control('Next'));
    expect(control('Slideshow').getAttribute('aria-pressed')).toBe('false');
  });

  it('loads a content item with the lightbox flag and shows the answer', async () => {
    const fetcher = vi.spyOn(window, 'fetch').mockResolvedValue(new Response('<h2>Our story</h2><p>Since 1920.</p><script>window.bad = 1</script>', { status: 200 }));
    viewer.openFromLink(document.querySelector<HTMLAnchorElement>('#story')!);
    await vi.waitFor(() => expect(dialog()!.querySelector('.lightbox__content h2')?.textContent).toBe('Our story'));
    expect(new URL(String(fetcher.mock.calls[0]![0])).search).toBe('?lightbox=1');
    expect(dialog()!.querySelector('script')).toBeNull();
  });

  it('shows the failure message for an error answer, a failed request and another site', async () => {
    vi.spyOn(window, 'fetch').mockResolvedValueOnce(new Response('no', { status: 500 })).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    viewer.openFromLink(document.querySelector<HTMLAnchorElement>('#story')!);
    await vi.waitFor(() => expect(dialog()!.querySelector('.is-current [role=alert]')?.textContent).toBe(LOAD_FAILED_MESSAGE));
    expect(dialog()!.querySelectorAll('[role=alert]')).toHaveLength(2);
  });
});

describe('the lightbox viewer right-to-left', () => {
  const track = () => dialog()!.querySelector<HTMLElement>('.lightbox__track')!;
  const stage = () => dialog()!.querySelector<HTMLElement>('.lightbox__stage')!;
  const swipe = (dx: number) => {
    const at = (type: string, x: number) =>
      stage().dispatchEvent(new PointerEvent(type, { pointerId: 1, pointerType: 'touch', isPrimary: true, clientX: x, clientY: 200, bubbles: true }));
    at('pointerdown', 300);
    at('pointermove', 300 + dx);
    expect(track().style.transform).toContain(`${dx}px`);
    at('pointerup', 300 + dx);
  };

  // happy-dom does not turn `dir` into `direction` (a browser's own stylesheet does): set the property.
  beforeEach(() => document.documentElement.style.setProperty('direction', 'rtl'));
  afterEach(() => document.documentElement.style.removeProperty('direction'));

  it('moves to the next item on ArrowLeft and the previous on ArrowRight', () => {
    viewer.openFromLink(document.querySelector<HTMLAnchorElement>('#t1')!);
    key('ArrowLeft');
    expect(counter()).toBe('2 of 3');
    key('ArrowLeft');
    expect(counter()).toBe('3 of 3');
    key('ArrowRight');
    expect(counter()).toBe('2 of 3');
    key('Home');
    expect(counter()).toBe('1 of 3');
  });

  it('moves to the next item on a swipe toward the right, the previous toward the left', () => {
    viewer.openFromLink(document.querySelector<HTMLAnchorElement>('#t1')!);
    swipe(80);
    expect(counter()).toBe('2 of 3');
    swipe(-80);
    expect(counter()).toBe('1 of 3');
    // The same swipe left-to-right goes the other way.
    viewer.closeFromAddress();
    document.documentElement.style.removeProperty('direction');
    viewer.openFromLink(document.querySelector<HTMLAnchorElement>('#t1')!);
    swipe(80);
    expect(counter()).toBe('3 of 3');
  });

  it('lays the track with the stylesheet’s inline sign, so it moves with the slides the other way', () => {
    viewer.openFromLink(document.querySelector<HTMLAnchorElement>('#t1')!);
    key('ArrowLeft');
    expect(track().style.transform).toBe('translateX(calc(-1 * var(--inline-sign, 1) * (100% + var(--lightbox-gutter)) + 0px))');
  });
});
