import { MASONRY_SELECTOR } from './masonry/selector.ts';
import { TABLIST_SELECTOR } from './tabs/markup.ts';
import { MODAL_TRIGGER_SELECTOR } from './modal/markup.ts';
import { COLLAPSE_SELECTOR } from './collapse/markup.ts';
import { BACKGROUND_SELECTOR } from './background/selector.ts';
import { TEXT_EFFECT_SELECTOR } from './text-effect/selector.ts';
import { COUNTUP_SELECTOR } from './countup/selector.ts';
import { LIGHTBOX_LINK_SELECTOR } from './lightbox/selector.ts';
import { MAP_SELECTOR } from './map/selector.ts';

/**
 * For each content widget of `content-registry.ts`, by name, a selector as broad as its own test or
 * broader: the page's entry loads the registry where any of them finds markup, so no page that needs a
 * content widget goes without it.
 */
export const CONTENT_WIDGET_SELECTORS: Readonly<Record<string, string>> = {
  'text effect': TEXT_EFFECT_SELECTOR,
  'count-up': COUNTUP_SELECTOR,
  masonry: MASONRY_SELECTOR,
  tabs: TABLIST_SELECTOR,
  modal: MODAL_TRIGGER_SELECTOR,
  collapse: COLLAPSE_SELECTOR,
  lightbox: LIGHTBOX_LINK_SELECTOR,
  'background slideshow': BACKGROUND_SELECTOR,
  map: MAP_SELECTOR,
};

export const CONTENT_WIDGETS_SELECTOR = Object.values(CONTENT_WIDGET_SELECTORS).join(',');
