import type { WidgetEntry } from './shared/widget-entry.ts';
import { MASONRY_SELECTOR } from './masonry/selector.ts';
import { TAB_SELECTOR, TABLIST_SELECTOR } from './tabs/markup.ts';
import { MODAL_TRIGGER_SELECTOR } from './modal/markup.ts';
import { COLLAPSE_SELECTOR } from './collapse/markup.ts';
import { BACKGROUND_SELECTOR } from './background/selector.ts';
import { TEXT_EFFECT_SELECTOR } from './text-effect/selector.ts';
import { COUNTUP_SELECTOR } from './countup/selector.ts';
import { LIGHTBOX_LINK_SELECTOR } from './lightbox/selector.ts';
import { MAP_SELECTOR } from './map/selector.ts';

/**
 * The content widgets (home sections, pages, posts, the product gallery), in start order. A chunk of its
 * own, loaded by the page's entry only where `CONTENT_WIDGETS_SELECTOR` finds markup, so a page without
 * content widgets carries neither these entries nor the addresses of their chunks.
 */
export const CONTENT_WIDGETS: readonly WidgetEntry[] = [
  { name: 'text effect', wanted: (doc, params) => !params.preview && doc.querySelector(TEXT_EFFECT_SELECTOR) !== null, load: () => import('./text-effect/text-effect.ts') },
  { name: 'count-up', wanted: (doc) => doc.querySelector(COUNTUP_SELECTOR) !== null, load: () => import('./countup/countup.ts') },
  { name: 'masonry', wanted: (doc) => doc.querySelector(MASONRY_SELECTOR) !== null, load: () => import('./masonry/masonry.ts') },
  { name: 'tabs', wanted: (doc) => doc.querySelector(`${TABLIST_SELECTOR} ${TAB_SELECTOR}`) !== null, load: () => import('./tabs/tabs.ts') },
  { name: 'modal', wanted: (doc) => doc.querySelector(MODAL_TRIGGER_SELECTOR) !== null, load: () => import('./modal/modal.ts') },
  { name: 'collapse', wanted: (doc) => doc.querySelector(COLLAPSE_SELECTOR) !== null, load: () => import('./collapse/collapse.ts') },
  { name: 'lightbox', wanted: (doc) => doc.querySelector(LIGHTBOX_LINK_SELECTOR) !== null, load: () => import('./lightbox/lightbox.ts') },
  { name: 'background slideshow', wanted: (doc) => doc.querySelector(BACKGROUND_SELECTOR) !== null, load: () => import('./background/background.ts') },
  { name: 'map', wanted: (doc) => doc.querySelector(MAP_SELECTOR) !== null, load: () => import('./map/map.ts') },
];
