import type { ThemePageParams } from '../../core/contract/theme/page-params.ts';
import type { Widget } from './shared/widget.ts';

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
  { name: 'off-canvas menu', wanted: (doc) => doc.querySelector('button.offcanvas-toggle[aria-controls]') !== null, load: () => import('./offcanvas/offcanvas.ts') },
];
