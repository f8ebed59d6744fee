import type { ThemePageParams } from '../../core/contract/theme/page-params.ts';
import type { Widget } from './shared/widget.ts';
import { hasInPageLinks } from './scroll-spy/in-page-links.ts';
import { NEW_TAB_SELECTOR } from './new-tab/marker.ts';
import { REVEAL_SELECTOR, revealWanted } from './reveal/wanted.ts';
import { MASONRY_SELECTOR } from './masonry/selector.ts';
import { TAB_SELECTOR, TABLIST_SELECTOR } from './tabs/markup.ts';
import { MODAL_TRIGGER_SELECTOR } from './modal/markup.ts';
import { COLLAPSE_SELECTOR } from './collapse/markup.ts';
import { BACKGROUND_SELECTOR } from './background/options.ts';
import { OFFCANVAS_TOGGLE_SELECTOR } from '../../core/contract/theme/constants.ts';
import { TEXT_EFFECT_SELECTOR } from './text-effect/selector.ts';
import { COUNTUP_SELECTOR } from './countup/selector.ts';
import { LIGHTBOX_LINK_SELECTOR } from './lightbox/selector.ts';

/** One theme widget: when the page needs it, and how to load it (a chunk of its own). */
export interface WidgetEntry {
  name: string;
  wanted(document: Document, params: ThemePageParams): boolean;
  load(): Promise<Widget>;
}

/** Every theme widget, in start order. A page whose markup needs none of them loads none. */
export const WIDGETS: readonly WidgetEntry[] = [
  { name: 'sticky', wanted: (doc) => doc.querySelector('[data-sticky]') !== null, load: () => import('./sticky/sticky.ts') },
  { name: 'dropdown', wanted: (doc) => doc.querySelector('button[data-dropdown][aria-controls]') !== null, load: () => import('./dropdown/dropdown.ts') },
  { name: 'off-canvas menu', wanted: (doc) => doc.querySelector(OFFCANVAS_TOGGLE_SELECTOR) !== null, load: () => import('./offcanvas/offcanvas.ts') },
  { name: 'anchors', wanted: (doc) => hasInPageLinks(doc), load: () => import('./scroll-spy/scroll-spy.ts') },
  { name: 'smooth wheel', wanted: (_doc, params) => params.smooth_scroll.enabled, load: () => import('./smooth-wheel/smooth-wheel.ts') },
  { name: 'reveal', wanted: (doc, params) => revealWanted(params) && doc.querySelector(REVEAL_SELECTOR) !== null, load: () => import('./reveal/reveal.ts') },
  { name: 'text effect', wanted: (doc, params) => !params.preview && doc.querySelector(TEXT_EFFECT_SELECTOR) !== null, load: () => import('./text-effect/text-effect.ts') },
  { name: 'count-up', wanted: (doc) => doc.querySelector(COUNTUP_SELECTOR) !== null, load: () => import('./countup/countup.ts') },
  { name: 'masonry', wanted: (doc) => doc.querySelector(MASONRY_SELECTOR) !== null, load: () => import('./masonry/masonry.ts') },
  { name: 'tabs', wanted: (doc) => doc.querySelector(`${TABLIST_SELECTOR} ${TAB_SELECTOR}`) !== null, load: () => import('./tabs/tabs.ts') },
  { name: 'modal', wanted: (doc) => doc.querySelector(MODAL_TRIGGER_SELECTOR) !== null, load: () => import('./modal/modal.ts') },
  { name: 'collapse', wanted: (doc) => doc.querySelector(COLLAPSE_SELECTOR) !== null, load: () => import('./collapse/collapse.ts') },
  { name: 'lightbox', wanted: (doc) => doc.querySelector(LIGHTBOX_LINK_SELECTOR) !== null, load: () => import('./lightbox/lightbox.ts') },
  { name: 'background slideshow', wanted: (doc) => doc.querySelector(BACKGROUND_SELECTOR) !== null, load: () => import('./background/background.ts') },
  { name: 'map', wanted: (doc) => doc.querySelector('[data-map]') !== null, load: () => import('./map/map.ts') },
  { name: 'new tab', wanted: (doc) => doc.querySelector(NEW_TAB_SELECTOR) !== null, load: () => import('./new-tab/new-tab.ts') },
];
