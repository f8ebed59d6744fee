import { SCROLL_SPY_LINE } from '../../../core/contract/theme/constants.ts';
import { requireApis } from '../shared/require-apis.ts';
import { currentSectionIndex } from './current-section.ts';
import { PAGE_TOP_ID } from './in-page-links.ts';
import { spiedLinks } from './spied-links.ts';
import { currentHashId, replaceHash } from './page-hash.ts';

/** The scroll spy, as the anchors' click handling drives it. */
export interface ScrollSpy {
  /** Marks `section` as current at once (a link to it was followed); false when the spy does not watch it. */
  show(section: HTMLElement): boolean;
  /** Stops following the scroll while the page scrolls by itself to a link's target. */
  pause(): void;
  /** Follows the scroll again; with `recompute`, marks what is under the line now. */
  resume(recompute: boolean): void;
}

export const ACTIVE_CLASS = 'active';

/** `rootMargin` that shrinks the observed area to the reading line. */
export function lineMargin(line = SCROLL_SPY_LINE): string {
  return `-${line * 100}% 0px -${(1 - line) * 100}% 0px`;
}

/**
 * Watches the sections the menu links lead to, marks the link of the section under the line at 25% of
 * the window's height (class `active`, `aria-current="location"`) and lets the address's hash follow
 * without new history entries. Null when the page has no such links or the browser lacks the API.
 */
export function startScrollSpy(doc: Document, win: Window): ScrollSpy | null {
  const bySection = spiedLinks(doc);
  if (bySection.size === 0) return null;
  const { IntersectionObserver } = win as Window & typeof globalThis;
  if (!requireApis('scroll spy', { IntersectionObserver })) return null;
  const sections = [...bySection.keys()];
  const ids = new Set(sections.map((section) => section.id));
  let current: HTMLElement | null | undefined;
  let paused = false;
  let settled = false;

  const mark = (section: HTMLElement | null) => {
    current = section;
    for (const [candidate, links] of bySection) {
      for (const link of links) markLink(link, candidate === section);
    }
  };
  // The hash is the spy's only while it names one of its sections (or none): a lightbox's or a tab's is left alone.
  const ownsHash = () => {
    const id = currentHashId(win);
    return id === null || id === PAGE_TOP_ID || ids.has(id);
  };
  const update = (writeHash: boolean) => {
    const index = currentSectionIndex(
      sections.map((section) => section.getBoundingClientRect()),
      win.innerHeight * SCROLL_SPY_LINE,
    );
    const section = index === -1 ? null : sections[index]!;
    if (section !== current) mark(section);
    if (writeHash && ownsHash()) replaceHash(win, win.scrollY <= 0 ? null : (section?.id ?? null));
  };

  const observer = new IntersectionObserver(
    () => {
      if (paused) return;
      // The first report describes the page as loaded: it marks the menu but leaves the address as it came.
      update(settled);
      settled = true;
    },
    { rootMargin: lineMargin() },
  );
  for (const section of sections) observer.observe(section);
  // The top of the page crosses no line when the first section starts there: a scroll's end settles it too.
  win.addEventListener('scrollend', () => {
    if (!paused && settled) update(true);
  });

  return {
    show(section) {
      if (!bySection.has(section)) return false;
      mark(section);
      return true;
    },
    pause() {
      paused = true;
    },
    resume(recompute) {
      paused = false;
      settled = true;
      if (recompute) update(true);
    },
  };
}

function markLink(link: HTMLAnchorElement, active: boolean): void {
  link.classList.toggle(ACTIVE_CLASS, active);
  if (active) link.setAttribute('aria-current', 'location');
  else if (link.getAttribute('aria-current') === 'location') link.removeAttribute('aria-current');
}
