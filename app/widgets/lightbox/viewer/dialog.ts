import type { LightboxItem } from './items.ts';
import { pageText } from '../../../../core/contract/i18n/browser-messages.ts';

/** The open lightbox's parts, as `buildDialog` makes them. */
export interface LightboxParts {
  root: HTMLElement;
  counter: HTMLElement;
  caption: HTMLElement;
  track: HTMLElement;
  stage: HTMLElement;
  slides: HTMLElement[];
  thumbs: HTMLElement;
  thumbButtons: HTMLButtonElement[];
  buttons: Record<'close' | 'previous' | 'next' | 'slideshow' | 'fullscreen' | 'thumbnails', HTMLButtonElement>;
}

export const CAPTION_ID = 'lightbox-caption';
const THUMBS_ID = 'lightbox-thumbnails';

function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className: string): HTMLElementTagNameMap[K] {
  const made = doc.createElement(tag);
  made.className = className;
  return made;
}

/** A button with a visible symbol and a spoken name; a toggle carries `aria-pressed`. */
function button(doc: Document, name: string, symbol: string, action: string, toggle = false): HTMLButtonElement {
  const made = element(doc, 'button', `lightbox__button lightbox__button--${action}`);
  made.type = 'button';
  made.dataset.action = action;
  made.setAttribute('aria-label', name);
  if (toggle) made.setAttribute('aria-pressed', 'false');
  const icon = element(doc, 'span', 'lightbox__icon');
  icon.setAttribute('aria-hidden', 'true');
  icon.textContent = symbol;
  made.append(icon);
  return made;
}

function thumbnail(doc: Document, item: LightboxItem, index: number, count: number): HTMLButtonElement {
  const made = element(doc, 'button', 'lightbox__thumb');
  made.type = 'button';
  made.dataset.index = String(index);
  const position = index + 1;
  made.setAttribute('aria-label', item.caption ? pageText(doc, 'lightbox.showCaptioned', { position, count, caption: item.caption }) : pageText(doc, 'lightbox.show', { position, count }));
  if (item.thumbnail) {
    const image = element(doc, 'img', 'lightbox__thumb-image');
    image.alt = '';
    image.loading = 'lazy';
    image.src = item.thumbnail;
    made.append(image);
  } else {
    made.append(doc.createTextNode(String(index + 1)));
  }
  return made;
}

/**
 * The lightbox's markup: a modal dialog named by the item's caption, its counter, tools, slides on a track
 * (one per item, filled when near) and a thumbnail strip, hidden until asked for.
 */
export function buildDialog(doc: Document, items: readonly LightboxItem[]): LightboxParts {
  const root = element(doc, 'div', 'lightbox');
  root.setAttribute('role', 'dialog');
  root.setAttribute('aria-modal', 'true');
  root.tabIndex = -1;

  const bar = element(doc, 'div', 'lightbox__bar');
  const counter = element(doc, 'p', 'lightbox__counter');
  counter.setAttribute('aria-live', 'polite');
  const tools = element(doc, 'div', 'lightbox__tools');
  const buttons = {
    slideshow: button(doc, pageText(doc, 'lightbox.slideshow'), '\u25B6', 'slideshow', true),
    fullscreen: button(doc, pageText(doc, 'lightbox.fullScreen'), '\u2922', 'fullscreen', true),
    thumbnails: button(doc, pageText(doc, 'lightbox.thumbnails'), '\u25A6', 'thumbnails', true),
    close: button(doc, pageText(doc, 'lightbox.close'), '\u2715', 'close'),
    previous: button(doc, pageText(doc, 'lightbox.previous'), '\u2039', 'previous'),
    next: button(doc, pageText(doc, 'lightbox.next'), '\u203A', 'next'),
  };
  buttons.thumbnails.setAttribute('aria-controls', THUMBS_ID);
  tools.append(buttons.slideshow, buttons.fullscreen, buttons.thumbnails, buttons.close);
  bar.append(counter, tools);

  const stage = element(doc, 'div', 'lightbox__stage');
  const track = element(doc, 'div', 'lightbox__track');
  const slides = items.map((item, index) => {
    const slide = element(doc, 'div', `lightbox__slide lightbox__slide--${item.kind}`);
    slide.style.setProperty('--lightbox-slot', String(index));
    return slide;
  });
  track.append(...slides);
  stage.append(track, buttons.previous, buttons.next);

  const caption = element(doc, 'p', 'lightbox__caption');
  caption.id = CAPTION_ID;

  const thumbs = element(doc, 'ul', 'lightbox__thumbs');
  thumbs.id = THUMBS_ID;
  thumbs.hidden = true;
  const thumbButtons = items.map((item, index) => thumbnail(doc, item, index, items.length));
  thumbs.append(
    ...thumbButtons.map((thumb) => {
      const entry = doc.createElement('li');
      entry.append(thumb);
      return entry;
    }),
  );
  if (items.length < 2) {
    for (const single of [buttons.previous, buttons.next, buttons.slideshow, buttons.thumbnails]) single.hidden = true;
  }

  root.append(bar, stage, caption, thumbs);
  return { root, counter, caption, track, stage, slides, thumbs, thumbButtons, buttons };
}
