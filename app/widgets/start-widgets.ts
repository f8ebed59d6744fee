import { CHUNK_LOAD_TIMEOUT_MS, loadChunk } from '../features/shared/chunk-load.ts';
import { yieldToPage } from '../features/shared/yield-to-page.ts';
import { prefersReducedMotion } from '../features/ui/dom.ts';
import { WIDGETS, type WidgetEntry, type WidgetGroup } from './registry.ts';
import { markWidgetFailed, markWidgetStarted } from './shared/failed-mark.ts';
import { themeParams, type WidgetContext } from './shared/widget.ts';

/**
 * Loads and starts each widget the page's markup asks for. A widget that fails to load (a
 * `ChunkLoadError`, after a network error or 120 s) or to start logs one error naming itself and is marked
 * failed on `<html>`, so the CSS shows its content as served without script; the others go on. Each
 * starts in a task of its own and is listed on `<html data-widgets-started>` once it has.
 */
export function startWidgets(doc: Document, win: Window, widgets: readonly (WidgetEntry | WidgetGroup)[] = WIDGETS): Promise<void> {
  const context: WidgetContext = { document: doc, window: win, params: themeParams(win), reducedMotion: () => prefersReducedMotion(win) };
  return startEntries(context, widgets);
}

function startEntries(context: WidgetContext, widgets: readonly (WidgetEntry | WidgetGroup)[]): Promise<void> {
  const { document: doc, window: win } = context;
  const wanted = widgets.filter((entry) => entry.wanted(doc, context.params));
  return Promise.all(
    wanted.map(async (entry) => {
      try {
        // Asking for a chunk has its own cost (its preload links are added to the page): one at a time.
        await yieldToPage(win);
        if ('loadGroup' in entry) await startEntries(context, await loadChunk(entry.loadGroup, CHUNK_LOAD_TIMEOUT_MS, win, entry.name));
        else {
          const widget = await loadChunk(entry.load, CHUNK_LOAD_TIMEOUT_MS, win, entry.name);
          // Chunks that arrive together would otherwise all start in one long task.
          await yieldToPage(win);
          widget.start(context);
          markWidgetStarted(doc, entry.name);
        }
      } catch (error) {
        for (const name of 'covers' in entry ? entry.covers : [entry.name]) markWidgetFailed(doc, name);
        console.error(`Vitrine ${entry.name}: could not start.`, error);
      }
    }),
  ).then(() => undefined);
}
