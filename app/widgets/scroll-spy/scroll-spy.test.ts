// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentSectionIndex } from './current-section.ts';
import { hasInPageLinks, samePageTarget } from './in-page-links.ts';
import { spiedLinks } from './spied-links.ts';
import { replaceHash } from './page-hash.ts';
import { stickyOffset } from './sticky-offset.ts';
import { followLink, landOnHash } from './scroll-spy.ts';
import { afterScrolling, reachableTop } from './scroll-window.ts';
import { lineMargin, startScrollSpy } from './spy.ts';

/** Places `element` at `top` (viewport coordinates) with `height`. */
function place(element: Element, top: number, height: number) {
  element.getBoundingClientRect = () => ({ top, bottom: top + height, left: 0, right: 800, width: 800, height, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;
}

function setPath(path: string) {
  history.replaceState(null, '', path);
}

class FakeObserver {
  static last: FakeObserver | null = null;
  observed: Element[] = [];
  callback: IntersectionObserverCallback;
  options: IntersectionObserverInit;
  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {}
  report() {
    this.callback([], this as unknown as IntersectionObserver);
  }
}

beforeEach(() => {
  setPath('/');
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 5000 });
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('currentSectionIndex', () => {
  const line = 200;
  it('is the section under the line', () => {
    expect(currentSectionIndex([{ top: -500, bottom: 100 }, { top: 100, bottom: 900 }, { top: 900, bottom: 1500 }], line)).toBe(1);
  });
  it('is none above the first section', () => {
    expect(currentSectionIndex([{ top: 300, bottom: 900 }, { top: 900, bottom: 1500 }], line)).toBe(-1);
  });
  it('between sections, is the last one the line has passed', () => {
    expect(currentSectionIndex([{ top: -900, bottom: -100 }, { top: 600, bottom: 900 }], line)).toBe(0);
    expect(currentSectionIndex([{ top: -900, bottom: -500 }, { top: -400, bottom: 100 }], line)).toBe(1);
  });
  it('counts a section scrolled exactly to the line (sub-pixel tops included)', () => {
    expect(currentSectionIndex([{ top: -300, bottom: 200 }, { top: 200.4, bottom: 700 }], line)).toBe(1);
  });
  it('prefers the innermost section a later one nests in', () => {
    expect(currentSectionIndex([{ top: -100, bottom: 1000 }, { top: 100, bottom: 400 }], line)).toBe(1);
  });
});

describe('in-page links', () => {
  it('resolves #id, and /#id on the page at /, to the id; other pages, markers and owned links to nothing', () => {
    document.body.innerHTML = `
      <a id="a" href="#story">a</a><a id="b" href="/#story">b</a><a id="c" href="/blog/#story">c</a>
      <a id="d" href="https://elsewhere.example/#story">d</a><a id="e" href="#">e</a><a id="f" href="/x/#new_tab">f</a>
      <a id="g" class="cc-settings" href="#cookie-notice">g</a><a id="h" role="tab" href="#panel">h</a><a id="i" href="#caf%C3%A9">i</a>`;
    const target = (id: string) => samePageTarget(document.getElementById(id) as HTMLAnchorElement, location);
    expect(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'].map(target)).toEqual(['story', 'story', null, null, null, null, null, null, 'café']);
    setPath('/blog/');
    expect(target('b')).toBeNull();
    expect(target('c')).toBe('story');
  });

  it('spies the nav links of sections on the page, in document order, several links per section', () => {
    document.body.innerHTML = `
      <nav><a href="#journal">J</a><a href="/#story">S</a><a href="#missing">M</a><a href="#page-top">Top</a></nav>
      <nav class="offcanvas"><a href="#story">S2</a></nav>
      <a href="#journal">not in a nav</a>
      <section id="page-top"></section><section id="story"></section><section id="journal"></section>`;
    const spied = [...spiedLinks(document)].map(([section, links]) => [section.id, links.map((link) => link.textContent)]);
    expect(spied).toEqual([
      ['story', ['S', 'S2']],
      ['journal', ['J']],
    ]);
  });

  it('loads the anchors only for pages with such links, or opened with a hash', () => {
    document.body.innerHTML = '<a class="skip-link" href="#main">Skip</a><main id="main"></main><a class="cc-settings" href="#cookie-notice">C</a>';
    expect(hasInPageLinks(document)).toBe(false);
    document.body.insertAdjacentHTML('beforeend', '<a href="#page-top">Top</a>');
    expect(hasInPageLinks(document)).toBe(true);
    document.body.innerHTML = '<a href="#nowhere">x</a>';
    expect(hasInPageLinks(document)).toBe(false);
    setPath('/#journal');
    expect(hasInPageLinks(document)).toBe(true);
  });
});

describe('replaceHash', () => {
  it('changes the hash without a new history entry and keeps the state; null clears it', () => {
    setPath('/shop/?orderby=date');
    history.replaceState({ key: 'router' }, '');
    const length = history.length;
    replaceHash(window, 'journal');
    expect(location.pathname + location.search + location.hash).toBe('/shop/?orderby=date#journal');
    expect(history.state).toEqual({ key: 'router' });
    replaceHash(window, null);
    expect(location.href.endsWith('/shop/?orderby=date')).toBe(true);
    expect(history.length).toBe(length);
  });
});

describe('stickyOffset', () => {
  it('is the height of a fixed header, or of a data-sticky one that will stick at this width', () => {
    document.body.innerHTML = '<header data-sticky=""></header><div class="is-sticky"></div>';
    const [header, bar] = [document.querySelector('header')!, document.querySelector('.is-sticky')!];
    place(header, 0, 72);
    place(bar, 0, 40);
    expect(stickyOffset(document)).toBe(72);
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
    expect(stickyOffset(document)).toBe(40);
    header.setAttribute('data-sticky', 'mobile shrinked');
    expect(stickyOffset(document)).toBe(72);
  });

  it('is 0 without a sticky element', () => {
    document.body.innerHTML = '<header></header>';
    expect(stickyOffset(document)).toBe(0);
  });
});

describe('scroll spy', () => {
  function page() {
    document.body.innerHTML = `
      <nav><a href="#story">Story</a><a href="#journal">Journal</a></nav>
      <section id="story"></section><section id="journal"></section>`;
    const [story, journal] = [document.getElementById('story')!, document.getElementById('journal')!];
    const [storyLink, journalLink] = [...document.querySelectorAll('nav a')];
    return { story, journal, storyLink: storyLink!, journalLink: journalLink! };
  }

  it('watches a line at 25% of the window', () => {
    expect(lineMargin()).toBe('-25% 0px -75% 0px');
  });

  it('marks the link of the section under the line; the address follows only once the page scrolls', () => {
    const { story, journal, storyLink, journalLink } = page();
    place(story, 0, 900);
    place(journal, 900, 900);
    const spy = startScrollSpy(document, window);
    expect(spy).not.toBeNull();
    expect(FakeObserver.last!.options.rootMargin).toBe('-25% 0px -75% 0px');
    expect(FakeObserver.last!.observed).toEqual([story, journal]);
    FakeObserver.last!.report();
    expect(storyLink.classList.contains('active')).toBe(true);
    expect(storyLink.getAttribute('aria-current')).toBe('location');
    expect(location.hash).toBe('');

    Object.defineProperty(window, 'scrollY', { configurable: true, value: 1000 });
    place(story, -1000, 900);
    place(journal, -100, 900);
    FakeObserver.last!.report();
    expect(journalLink.classList.contains('active')).toBe(true);
    expect(journalLink.getAttribute('aria-current')).toBe('location');
    expect(storyLink.classList.contains('active')).toBe(false);
    expect(storyLink.hasAttribute('aria-current')).toBe(false);
    expect(location.hash).toBe('#journal');
  });

  it('leaves a hash it does not own alone', () => {
    const { story, journal } = page();
    place(story, -1000, 900);
    place(journal, -100, 900);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 1000 });
    setPath('/#gallery-2');
    startScrollSpy(document, window);
    FakeObserver.last!.report();
    FakeObserver.last!.report();
    expect(location.hash).toBe('#gallery-2');
  });

  it('logs one error and leaves the menu alone without IntersectionObserver', () => {
    page();
    vi.stubGlobal('IntersectionObserver', undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(startScrollSpy(document, window)).toBeNull();
    expect(error).toHaveBeenCalledExactlyOnceWith(expect.stringContaining('scroll spy: this browser lacks IntersectionObserver'));
  });
});

describe('following an in-page link', () => {
  function click(link: Element) {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(event);
    return event;
  }

  function setUp(instant: boolean) {
    document.body.innerHTML = `
      <header class="is-sticky"></header>
      <nav><a href="#journal">Journal</a><a href="/#page-top">Top</a></nav>
      <section id="journal"></section>`;
    place(document.querySelector('header')!, 0, 80);
    place(document.getElementById('journal')!, 1500, 500);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 100 });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const spy = { show: vi.fn(() => true), pause: vi.fn(), resume: vi.fn() };
    document.addEventListener('click', (event) => followLink(event, document, window, spy, instant), { once: true });
    return { scrollTo, spy };
  }

  it('scrolls smoothly to the section below the fixed header, marks it, and sets the hash in place', () => {
    const { scrollTo, spy } = setUp(false);
    const length = history.length;
    const event = click(document.querySelector('a[href="#journal"]')!);
    expect(event.defaultPrevented).toBe(true);
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 1500 + 100 - 80, behavior: 'smooth' });
    expect(spy.pause).toHaveBeenCalledOnce();
    expect(spy.show).toHaveBeenCalledWith(document.getElementById('journal'));
    expect(location.hash).toBe('#journal');
    expect(history.length).toBe(length);
    expect(document.activeElement).toBe(document.getElementById('journal'));
  });

  it('jumps at once with reduced motion', () => {
    const { scrollTo } = setUp(true);
    click(document.querySelector('a[href="#journal"]')!);
    expect(scrollTo).toHaveBeenCalledWith({ top: 1520, behavior: 'instant' });
  });

  it('#page-top goes to the top and clears the hash', () => {
    setPath('/#journal');
    const { scrollTo } = setUp(false);
    const event = click(document.querySelector('a[href="/#page-top"]')!);
    expect(event.defaultPrevented).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(location.hash).toBe('');
    expect(location.pathname).toBe('/');
  });

  it('leaves modified clicks and links elsewhere to the browser', () => {
    const { scrollTo } = setUp(false);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    document.querySelector('a[href="#journal"]')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe('landing on a hash', () => {
  it('moves a section the browser put under the fixed header below it', () => {
    document.body.innerHTML = '<header class="is-sticky"></header><section id="journal"></section>';
    place(document.querySelector('header')!, 0, 80);
    place(document.getElementById('journal')!, 0, 500);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 2000 });
    setPath('/#journal');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    landOnHash(document, window);
    expect(scrollTo).toHaveBeenCalledWith({ top: 1920, behavior: 'instant' });
  });

  it('leaves a section already below the header where it is', () => {
    document.body.innerHTML = '<header class="is-sticky"></header><section id="journal"></section>';
    place(document.querySelector('header')!, 0, 80);
    place(document.getElementById('journal')!, 80, 500);
    setPath('/#journal');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    landOnHash(document, window);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('#page-top opens at the top, without the hash', () => {
    setPath('/#page-top');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    landOnHash(document, window);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
    expect(location.hash).toBe('');
  });
});

describe('the end of a scroll', () => {
  it('is the scrollend that finds the window at its target, not one left over from an earlier scroll', () => {
    let y = 300;
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
    const done = vi.fn();
    afterScrolling(window, 1000, done);
    window.dispatchEvent(new Event('scrollend'));
    expect(done).not.toHaveBeenCalled();
    y = 1000;
    window.dispatchEvent(new Event('scrollend'));
    window.dispatchEvent(new Event('scrollend'));
    expect(done).toHaveBeenCalledOnce();
  });

  it('comes after a fallback delay where no scrollend comes', () => {
    vi.useFakeTimers();
    const done = vi.fn();
    afterScrolling(window, 1000, done);
    vi.advanceTimersByTime(3000);
    expect(done).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });

  it('stops where the page does', () => {
    expect(reachableTop(window, 9000)).toBe(5000 - 800);
    expect(reachableTop(window, -20)).toBe(0);
  });
});
