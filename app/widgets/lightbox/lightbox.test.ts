// @vitest-environment happy-dom
import { Window as HappyWindow } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { themeParams } from '../shared/widget.ts';
import { start } from './lightbox.ts';

/** Each test gets a page of its own: the page part listens on its document for good, as on a real page. */
let page: HappyWindow;
const doc = () => page.document as unknown as Document;
const dialog = () => doc().querySelector('[role=dialog][aria-modal=true]');

function startOn(body: string, address: string) {
  page = new HappyWindow({ url: `https://shop.test${address}` });
  doc().body.innerHTML = body;
  const win = page as unknown as Window;
  start({ document: doc(), window: win, params: themeParams(win), reducedMotion: () => true });
}

afterEach(async () => {
  await page.happyDOM.close();
  vi.restoreAllMocks();
});

const GALLERY = `<a id="one" href="/uploads/a.jpg" data-lightbox="trip"><img src="/uploads/a.jpg" alt="Harbour"></a>
  <a id="two" href="/uploads/b.jpg" data-lightbox="trip"><img src="/uploads/b.jpg" alt="Cliffs"></a>
  <a id="plain" href="/uploads/c.jpg">Plain</a>`;

const click = (id: string, init: { ctrlKey?: boolean } = {}) => {
  const event = new page.MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  doc().getElementById(id)!.dispatchEvent(event as unknown as Event);
  return event;
};

describe('the lightbox’s page part', () => {
  it('leaves the links alone until one is clicked, then opens the viewer at that item', async () => {
    startOn(GALLERY, '/gallery/');
    expect(dialog()).toBeNull();
    expect(click('two').defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    expect(page.location.hash).toBe('#trip-2');
  });

  it('keeps a click asking for a new tab, and other links, as links', () => {
    startOn(GALLERY, '/gallery/');
    expect(click('one', { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(click('plain').defaultPrevented).toBe(false);
  });

  it('opens the item an arriving address names, the first for an index below 1', async () => {
    startOn(GALLERY, '/gallery/#trip-0');
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    expect(dialog()!.querySelector('.lightbox__counter')!.textContent).toBe('1 of 2');
    expect(page.location.hash).toBe('#trip-1');
  });

  it('ignores a hash naming no gallery of the page (an in-page section)', async () => {
    startOn(`${GALLERY}<section id="step-2"></section>`, '/gallery/#step-2');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dialog()).toBeNull();
  });
});
