import type { WidgetEntry, WidgetGroup } from './shared/widget-entry.ts';
import { hasInPageLinks } from './scroll-spy/in-page-links.ts';
import { NEW_TAB_SELECTOR } from './new-tab/marker.ts';
import { REVEAL_SELECTOR, revealWanted } from './reveal/wanted.ts';
import { OFFCANVAS_TOGGLE_SELECTOR } from '../../core/contract/theme/constants.ts';
import { LANGUAGE_SWITCHER_SELECTOR } from '../../core/contract/i18n/language-choice.ts';
import { CONTENT_WIDGET_SELECTORS, CONTENT_WIDGETS_SELECTOR } from './content-selector.ts';
import { VARIATIONS_FORM_SELECTOR } from '../../core/contract/catalog/variations-form.ts';
import { PRODUCT_SEARCH_FIELD_SELECTOR } from '../../core/contract/catalog/search-suggestions.ts';

export type { WidgetEntry, WidgetGroup } from './shared/widget-entry.ts';

/** Every theme widget, in start order. A page whose markup needs none of them loads none. */
export const WIDGETS: readonly (WidgetEntry | WidgetGroup)[] = [
  { name: 'sticky', wanted: (doc) => doc.querySelector('[data-sticky]') !== null, load: () => import('./sticky/sticky.ts') },
  { name: 'dropdown', wanted: (doc) => doc.querySelector('button[data-dropdown][aria-controls]') !== null, load: () => import('./dropdown/dropdown.ts') },
  { name: 'off-canvas menu', wanted: (doc) => doc.querySelector(OFFCANVAS_TOGGLE_SELECTOR) !== null, load: () => import('./offcanvas/offcanvas.ts') },
  { name: 'anchors', wanted: (doc) => hasInPageLinks(doc), load: () => import('./scroll-spy/scroll-spy.ts') },
  { name: 'smooth wheel', wanted: (_doc, params) => params.smooth_scroll.enabled, load: () => import('./smooth-wheel/smooth-wheel.ts') },
  { name: 'reveal', wanted: (doc, params) => revealWanted(params) && doc.querySelector(REVEAL_SELECTOR) !== null, load: () => import('./reveal/reveal.ts') },
  {
    name: 'content widgets',
    wanted: (doc) => doc.querySelector(CONTENT_WIDGETS_SELECTOR) !== null,
    loadGroup: () => import('./content-registry.ts').then((module) => module.CONTENT_WIDGETS),
    covers: Object.keys(CONTENT_WIDGET_SELECTORS),
  },
  { name: 'language', wanted: (doc) => doc.querySelector(LANGUAGE_SWITCHER_SELECTOR) !== null, load: () => import('./language/language.ts') },
  { name: 'search suggestions', wanted: (doc) => doc.querySelector(PRODUCT_SEARCH_FIELD_SELECTOR) !== null, load: () => import('./search/search-suggestions.ts') },
  { name: 'variations', wanted: (doc) => doc.querySelector(VARIATIONS_FORM_SELECTOR) !== null, load: () => import('./variations/variations.ts') },
  { name: 'new tab', wanted: (doc) => doc.querySelector(NEW_TAB_SELECTOR) !== null, load: () => import('./new-tab/new-tab.ts') },
];
