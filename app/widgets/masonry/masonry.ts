import { MASONRY_MIN_WIDTH_PX, MASONRY_RESIZE_DEBOUNCE_MS } from '../../../core/contract/theme/constants.ts';
import type { WidgetContext } from '../shared/widget.ts';
import { packColumns } from './pack.ts';
import { MASONRY_SELECTOR } from './selector.ts';

/** On the list while it is laid out as masonry; `ANIMATED_CLASS` once later moves may glide. */
export const ACTIVE_CLASS = 'is-masonry';
export const ANIMATED_CLASS = 'is-masonry-animated';
/** The stylesheet's column count for the current width (app/styles/widgets/masonry.css). */
export const COLUMNS_PROPERTY = '--masonry-columns';

const WIDE_QUERY = `(min-width: ${MASONRY_MIN_WIDTH_PX}px)`;

/** One masonry list: laid out by column from MASONRY_MIN_WIDTH_PX on, a plain grid (as served) below. */
class MasonryList {
  readonly list: HTMLElement;
  private readonly win: Window;

  constructor(list: HTMLElement, win: Window) {
    this.list = list;
    this.win = win;
  }

  /** The list's items, as elements with a style (an owner's list holds only elements anyway). */
  get items(): HTMLElement[] {
    return [...this.list.children].filter((child): child is HTMLElement => 'style' in child);
  }

  private columns(): number {
    return Number.parseInt(this.win.getComputedStyle(this.list).getPropertyValue(COLUMNS_PROPERTY), 10) || 1;
  }

  /** Places every item in the shortest column; the DOM, and so the reading and keyboard order, is untouched. */
  layout(): void {
    const columns = this.columns();
    if (!this.win.matchMedia(WIDE_QUERY).matches || columns < 2) {
      this.reset();
      return;
    }
    const style = this.win.getComputedStyle(this.list);
    // The items stand at the list's inline start (its right edge right-to-left), so the columns run away from it.
    const inlineSign = style.direction === 'rtl' ? -1 : 1;
    const columnGap = Number.parseFloat(style.columnGap) || 0;
    const rowGap = Number.parseFloat(style.rowGap) || 0;
    this.list.classList.add(ACTIVE_CLASS);
    const columnWidth = (this.list.clientWidth - columnGap * (columns - 1)) / columns;
    const items = this.items;
    for (const item of items) item.style.width = `${columnWidth}px`;
    const { placements, height } = packColumns(
      items.map((item) => item.getBoundingClientRect().height),
      columns,
      columnWidth,
      columnGap,
      rowGap,
    );
    items.forEach((item, index) => {
      const { x, y } = placements[index]!;
      item.style.transform = `translate(${inlineSign * x}px, ${y}px)`;
    });
    this.list.style.height = `${height}px`;
  }

  /** Back to the served grid. */
  reset(): void {
    this.list.classList.remove(ACTIVE_CLASS, ANIMATED_CLASS);
    this.list.style.removeProperty('height');
    for (const item of this.items) {
      item.style.removeProperty('width');
      item.style.removeProperty('transform');
    }
  }
}

/**
 * Masonry lists (`[data-masonry]`, such as the blog's posts): from MASONRY_MIN_WIDTH_PX on, each item
 * goes to the shortest column, the first at the inline start (the right, in a right-to-left list).
 * Relaid when the window's width settles (MASONRY_RESIZE_DEBOUNCE_MS) and when an image or a font
 * changes an item's height; later moves glide (MASONRY_TRANSITION_MS in the stylesheet) except with
 * reduced motion. Without script, and below that width, the list is a plain grid.
 */
export function start({ document: doc, window: win, reducedMotion }: WidgetContext): void {
  const lists = [...doc.querySelectorAll<HTMLElement>(MASONRY_SELECTOR)].map((list) => new MasonryList(list, win));
  if (lists.length === 0) return;
  let frame = 0;
  const layoutAll = () => {
    frame = 0;
    for (const masonry of lists) {
      masonry.layout();
      masonry.list.classList.toggle(ANIMATED_CLASS, masonry.list.classList.contains(ACTIVE_CLASS) && !reducedMotion());
    }
  };
  const layoutSoon = () => {
    if (frame === 0) frame = win.requestAnimationFrame(layoutAll);
  };
  for (const masonry of lists) masonry.layout();
  // Glide only from the second layout on, so the first does not fly every item in from the corner.
  win.requestAnimationFrame(layoutAll);

  let resizeTimer: ReturnType<typeof setTimeout> | undefined;
  let lastWidth = win.innerWidth;
  win.addEventListener('resize', () => {
    if (win.innerWidth === lastWidth) return;
    lastWidth = win.innerWidth;
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(layoutAll, MASONRY_RESIZE_DEBOUNCE_MS);
  });
  // An image's load changes its item's height; `load` does not bubble, so listen in the capture phase.
  for (const masonry of lists) masonry.list.addEventListener('load', layoutSoon, true);
  void doc.fonts?.ready.then(layoutSoon);
}
