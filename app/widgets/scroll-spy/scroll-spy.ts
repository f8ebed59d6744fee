import type { WidgetContext } from '../shared/widget.ts';
import { afterNextPaint } from '../../features/shared/yield-to-page.ts';
import { closestTo, isPlainLeftClick } from '../../features/ui/dom.ts';
import { PAGE_TOP_ID, samePageTarget } from './in-page-links.ts';
import { currentHashId, replaceHash } from './page-hash.ts';
import { afterScrolling, focusSection, reachableTop, scrollWindowTo, sectionTop } from './scroll-window.ts';
import { startScrollSpy, type ScrollSpy } from './spy.ts';
import { publishStickyOffset, stickyOffset } from './sticky-offset.ts';

/**
 * In-page anchors and the scroll spy: links to a part of this page scroll there smoothly (at once with
 * reduced motion) and land below a fixed header; `#page-top` is the top of the page and clears the hash.
 */
export function start({ document: doc, window: win, reducedMotion }: WidgetContext): void {
  // Measured once the page has drawn: a measure during start-up would force its style and layout early.
  void afterNextPaint(win).then(() => publishStickyOffset(doc));
  win.addEventListener('resize', () => publishStickyOffset(doc), { passive: true });
  const spy = startScrollSpy(doc, win);
  landOnHash(doc, win);
  doc.addEventListener('click', (event) => followLink(event, doc, win, spy, reducedMotion()));
}

/** A page opened with a hash shows its section below the fixed header, not under it. */
export function landOnHash(doc: Document, win: Window): void {
  const id = currentHashId(win);
  if (id === null) return;
  if (id === PAGE_TOP_ID) {
    scrollWindowTo(win, 0, true);
    replaceHash(win, null);
    return;
  }
  const target = doc.getElementById(id);
  if (!target) return;
  const top = target.getBoundingClientRect().top;
  const offset = stickyOffset(doc);
  if (top > -1 && top < offset - 1) scrollWindowTo(win, sectionTop(doc, target), true);
}

export function followLink(event: Event, doc: Document, win: Window, spy: ScrollSpy | null, instant: boolean): void {
  const click = event as MouseEvent;
  if (typeof click.button !== 'number' || !isPlainLeftClick(click)) return;
  const link = closestTo<HTMLAnchorElement>(event.target, 'a[href*="#"]');
  const id = link ? samePageTarget(link, win.location) : null;
  if (id === null) return;
  const target = doc.getElementById(id);
  if (id === PAGE_TOP_ID) {
    click.preventDefault();
    spy?.pause();
    replaceHash(win, null);
    scrollWindowTo(win, 0, instant);
    afterScrolling(win, 0, () => spy?.resume(true));
    return;
  }
  if (!target) return;
  click.preventDefault();
  spy?.pause();
  const shown = spy?.show(target) ?? false;
  replaceHash(win, id);
  const top = sectionTop(doc, target);
  scrollWindowTo(win, top, instant);
  focusSection(target);
  // A section near the page's end may never reach the line: the followed link stays marked until the visitor scrolls.
  afterScrolling(win, top, () => spy?.resume(!shown || Math.abs(win.scrollY - reachableTop(win, top)) > 1));
}
