import background from './background.css?inline';
import collapse from './collapse.css?inline';
import countup from './countup.css?inline';
import lightbox from './lightbox.css?inline';
import map from './map.css?inline';
import masonry from './masonry.css?inline';
import modal from './modal.css?inline';
import tabs from './tabs.css?inline';
import textEffect from './text-effect.css?inline';
import type { StyleSheet } from '../../document/page-meta.ts';

/**
 * The content widgets' styles (docs/contract.md, "Theme"), one sheet for the pages whose content may use
 * them: the home page, content pages, posts and the blog. Other pages do not carry it.
 */
export const contentWidgetsSheet: StyleSheet = {
  id: 'content-widgets',
  css: [background, textEffect, countup, masonry, lightbox, tabs, modal, collapse, map].join('\n'),
};
