import { pageText } from '../../../../core/contract/i18n/browser-messages.ts';
import type { WidgetContext } from '../../shared/widget.ts';
import type { LightboxTarget } from '../hash.ts';
import { LightboxAddress } from './address.ts';
import { fillSlide } from './content.ts';
import { buildDialog, CAPTION_ID, type LightboxParts } from './dialog.ts';
import { trappedFocusTarget } from '../../shared/focus-trap.ts';
import { lockScroll } from '../../shared/scroll-lock.ts';
import { doubleTapRecognizer, swipeStep } from './gestures.ts';
import { galleryItems, positionOfLink, type LightboxItem } from './items.ts';
import { keyTargetOf, lightboxKeyAction, type LightboxKeyAction } from './keys.ts';
import { itemPosition, wrapIndex } from './position.ts';
import { ensureViewerStyle } from './style.ts';
import { LIGHTBOX } from './timing.ts';
import { runsRightToLeft } from '../../shared/text-direction.ts';

/** What the page part asks of the viewer. */
export interface LightboxViewer {
  openFromLink(link: HTMLAnchorElement): void;
  openAt(target: LightboxTarget): void;
  /** Back or Forward left the lightbox's address: close without touching the history again. */
  closeFromAddress(): void;
}

/** A tap moves less than this, in CSS pixels; a longer move is a swipe. */
const TAP_SLOP_PX = 10;

/** One open lightbox: its gallery, its markup, and everything it listens to until it closes. */
class OpenLightbox {
  readonly #context: WidgetContext;
  readonly #gallery: string;
  readonly #items: readonly LightboxItem[];
  readonly #parts: LightboxParts;
  readonly #opener: HTMLElement | null;
  readonly #address: LightboxAddress;
  readonly #listening = new AbortController();
  readonly #releaseScroll: () => void;
  /** The page's direction where the lightbox opened, read once: right-to-left, the next item lies to the left. */
  readonly #rtl: boolean;
  #position = 0;
  #slideshow: ReturnType<typeof setTimeout> | undefined;
  #playing = false;

  constructor(context: WidgetContext, gallery: string, items: readonly LightboxItem[], opener: HTMLElement | null, address: LightboxAddress) {
    this.#context = context;
    this.#gallery = gallery;
    this.#items = items;
    this.#opener = opener;
    this.#address = address;
    const { document } = context;
    ensureViewerStyle(document);
    this.#parts = buildDialog(document, items);
    this.#parts.buttons.fullscreen.hidden = !document.fullscreenEnabled;
    this.#parts.root.style.setProperty('--lightbox-gutter', `${LIGHTBOX.gutterPx}px`);
    document.body.append(this.#parts.root);
    this.#rtl = runsRightToLeft(context.window, this.#parts.root);
    this.#releaseScroll = lockScroll(document);
    this.#listen();
  }

  get gallery(): string {
    return this.#gallery;
  }

  get count(): number {
    return this.#items.length;
  }

  #speed(): number {
    return this.#context.reducedMotion() ? 0 : LIGHTBOX.speedMs;
  }

  /** Shows the item at `position`, sliding there unless `animate` is false or motion is reduced. */
  show(position: number, animate = true): void {
    const { root, slides, counter, caption, thumbButtons, stage } = this.#parts;
    this.#position = position;
    root.style.setProperty('--lightbox-speed', `${animate ? this.#speed() : 0}ms`);
    for (const step of [0, 1, -1]) {
      const near = wrapIndex(position, step, this.count);
      fillSlide(slides[near]!, this.#items[near]!, this.#context.window.fetch.bind(this.#context.window));
    }
    slides.forEach((slide, index) => {
      slide.inert = index !== position;
      slide.classList.toggle('is-current', index === position);
    });
    stage.classList.remove('is-zoomed');
    this.#place(0);
    const item = this.#items[position]!;
    counter.textContent = pageText(root.ownerDocument, 'lightbox.counter', { position: position + 1, count: this.count });
    caption.textContent = item.caption;
    if (item.caption) {
      root.setAttribute('aria-labelledby', CAPTION_ID);
      root.removeAttribute('aria-label');
    } else {
      root.removeAttribute('aria-labelledby');
      root.setAttribute('aria-label', pageText(root.ownerDocument, 'lightbox.gallery'));
    }
    thumbButtons.forEach((thumb, index) => (index === position ? thumb.setAttribute('aria-current', 'true') : thumb.removeAttribute('aria-current')));
    this.#address.moved(this.#gallery, position);
    if (this.#playing) this.#scheduleSlide();
  }

  move(step: number): void {
    this.show(wrapIndex(this.#position, step, this.count));
  }

  /**
   * Lays the track at the current item, `offset` pixels along (a finger dragging it, physically). The
   * slides stand at their slot times the stylesheet's `--inline-sign` (-1 right-to-left, so the next lies
   * to the left); the track takes the same sign, so it always brings the current slide into view.
   */
  #place(offset: number): void {
    this.#parts.track.style.transform = `translateX(calc(${-this.#position} * var(--inline-sign, 1) * (100% + var(--lightbox-gutter)) + ${offset}px))`;
  }

  focusFirst(): void {
    this.#parts.root.focus();
  }

  close(byAddress: boolean): void {
    this.#listening.abort();
    clearTimeout(this.#slideshow);
    const { document } = this.#context;
    if (document.fullscreenElement === this.#parts.root) void document.exitFullscreen?.().catch(() => undefined);
    this.#parts.root.remove();
    this.#releaseScroll();
    this.#address.closed(byAddress);
    this.#opener?.focus();
  }

  onClose: (byAddress: boolean) => void = () => {};

  /**
   * The slideshow (P, Space or its button) moves on every 3 s and wraps at the end. It runs only when the
   * visitor starts it; with reduced motion it still moves on, but each change is instant, and the counter
   * is not announced while it runs.
   */
  #toggleSlideshow(): void {
    this.#playing = !this.#playing;
    this.#parts.buttons.slideshow.setAttribute('aria-pressed', String(this.#playing));
    this.#parts.counter.setAttribute('aria-live', this.#playing ? 'off' : 'polite');
    if (this.#playing) this.#scheduleSlide();
    else clearTimeout(this.#slideshow);
  }

  #scheduleSlide(): void {
    clearTimeout(this.#slideshow);
    this.#slideshow = setTimeout(() => this.move(1), LIGHTBOX.slideshowMs);
  }

  #toggleFullscreen(): void {
    const { document } = this.#context;
    if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
    else void this.#parts.root.requestFullscreen?.().catch(() => undefined);
  }

  #toggleThumbnails(): void {
    const { thumbs, buttons, thumbButtons } = this.#parts;
    thumbs.hidden = !thumbs.hidden;
    buttons.thumbnails.setAttribute('aria-pressed', String(!thumbs.hidden));
    if (!thumbs.hidden) thumbButtons[this.#position]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }

  #act(action: LightboxKeyAction | string): boolean {
    switch (action) {
      case 'close':
        this.onClose(false);
        return true;
      case 'previous':
        this.move(-1);
        return true;
      case 'next':
        this.move(1);
        return true;
      case 'first':
        this.show(0);
        return true;
      case 'last':
        this.show(this.count - 1);
        return true;
      case 'slideshow':
        if (this.count > 1) this.#toggleSlideshow();
        return true;
      case 'fullscreen':
        this.#toggleFullscreen();
        return true;
      case 'thumbnails':
        if (this.count > 1) this.#toggleThumbnails();
        return true;
      default:
        return false;
    }
  }

  #listen(): void {
    const { document } = this.#context;
    const { root, buttons, stage } = this.#parts;
    const signal = this.#listening.signal;
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.defaultPrevented) return;
        if (event.key === 'Tab') {
          const target = trappedFocusTarget(root, document.activeElement, event.shiftKey);
          if (target) {
            event.preventDefault();
            target.focus();
          }
          return;
        }
        const action = lightboxKeyAction(event.key, keyTargetOf(event.target), { modified: event.ctrlKey || event.metaKey || event.altKey, rtl: this.#rtl });
        if (this.#act(action)) event.preventDefault();
      },
      { signal },
    );
    // Focus reaching the page behind some other way (a screen reader's own moves) comes back.
    document.addEventListener(
      'focusin',
      (event) => {
        if (event.target instanceof Node && !root.contains(event.target)) root.focus();
      },
      { signal },
    );
    root.addEventListener(
      'click',
      (event) => {
        const target = event.target as Element;
        const thumb = target.closest<HTMLElement>('.lightbox__thumb');
        if (thumb) return this.show(Number(thumb.dataset.index));
        const control = target.closest<HTMLElement>('[data-action]');
        if (control) this.#act(control.dataset.action ?? '');
      },
      { signal },
    );
    document.addEventListener('fullscreenchange', () => buttons.fullscreen.setAttribute('aria-pressed', String(document.fullscreenElement === root)), { signal });
    this.#listenToTouch(stage, signal);
  }

  /** A finger drags the track (a swipe past 50 px moves on); two taps within 300 ms zoom; a mouse double-clicks. */
  #listenToTouch(stage: HTMLElement, signal: AbortSignal): void {
    const doubleTap = doubleTapRecognizer();
    let start: { id: number; x: number; y: number } | null = null;
    // A browser may also send `dblclick` for a double tap, which the taps already count.
    let lastPointer = 'mouse';
    const zoomed = () => stage.classList.contains('is-zoomed');
    const toggleZoom = () => stage.classList.toggle('is-zoomed');
    stage.addEventListener(
      'pointerdown',
      (event) => {
        lastPointer = event.pointerType;
        if (event.pointerType === 'mouse' || !event.isPrimary || (event.target as Element).closest('button')) return;
        start = { id: event.pointerId, x: event.clientX, y: event.clientY };
        this.#parts.root.style.setProperty('--lightbox-speed', '0ms');
      },
      { signal },
    );
    stage.addEventListener(
      'pointermove',
      (event) => {
        if (start?.id === event.pointerId && !zoomed()) this.#place(event.clientX - start.x);
      },
      { signal },
    );
    const end = (event: PointerEvent) => {
      if (start?.id !== event.pointerId) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      start = null;
      this.#parts.root.style.setProperty('--lightbox-speed', `${this.#speed()}ms`);
      if (event.type === 'pointercancel') return this.#place(0);
      if (Math.hypot(dx, dy) < TAP_SLOP_PX) {
        if (doubleTap.tap(event.timeStamp, event.clientX, event.clientY)) toggleZoom();
        return;
      }
      const step = zoomed() ? 0 : swipeStep(dx, dy, { rtl: this.#rtl });
      if (step !== 0) this.move(step);
      else this.#place(0);
    };
    stage.addEventListener('pointerup', end, { signal });
    stage.addEventListener('pointercancel', end, { signal });
    stage.addEventListener(
      'dblclick',
      (event) => {
        if (lastPointer === 'mouse' && !(event.target as Element).closest('button')) toggleZoom();
      },
      { signal },
    );
  }
}

/**
 * The lightbox viewer (loaded on the first open): one lightbox at a time over the page, opened from a
 * gallery link or an address naming an item.
 */
export function createViewer(context: WidgetContext): LightboxViewer {
  const address = new LightboxAddress(context.window);
  let open: OpenLightbox | null = null;

  const close = (byAddress: boolean) => {
    const closing = open;
    open = null;
    closing?.close(byAddress);
  };

  const openGallery = (gallery: string, position: number, items: LightboxItem[], opener: HTMLElement | null, push: boolean) => {
    if (items.length === 0) return;
    if (open) close(true);
    const lightbox = new OpenLightbox(context, gallery, items, opener, address);
    lightbox.onClose = close;
    open = lightbox;
    address.opened(gallery, position, push);
    lightbox.show(position, false);
    lightbox.focusFirst();
  };

  return {
    openFromLink(link) {
      const gallery = link.dataset.lightbox ?? '';
      const items = galleryItems(context.document, gallery);
      openGallery(gallery, positionOfLink(items, link), items, link, true);
    },
    openAt({ gallery, index }) {
      if (open?.gallery === gallery) return open.show(itemPosition(index, open.count));
      const items = galleryItems(context.document, gallery);
      const position = itemPosition(index, items.length);
      openGallery(gallery, position, items, items[position]?.links.at(-1) ?? null, false);
    },
    closeFromAddress() {
      close(true);
    },
  };
}
