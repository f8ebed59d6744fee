import type { ThemePageParams } from '../../../core/contract/theme/page-params.ts';
import type { Widget } from './widget.ts';

interface Wanted {
  name: string;
  wanted(document: Document, params: ThemePageParams): boolean;
}

/** One theme widget: when the page needs it, and how to load it (a chunk of its own). */
export interface WidgetEntry extends Wanted {
  load(): Promise<Widget>;
}

/**
 * Widgets listed in a chunk of their own, loaded when the page may need one of them. Should that chunk not
 * arrive, each widget it `covers` counts as failed.
 */
export interface WidgetGroup extends Wanted {
  loadGroup(): Promise<readonly WidgetEntry[]>;
  covers: readonly string[];
}
