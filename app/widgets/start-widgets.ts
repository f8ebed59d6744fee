import { prefersReducedMotion } from '../features/ui/dom.ts';
import { WIDGETS, type WidgetEntry } from './registry.ts';
import { themeParams, type WidgetContext } from './shared/widget.ts';

/**
 * Loads and starts each widget the page's markup asks for. A widget that fails to load or start logs
 * one error naming itself; the others and the page go on.
 */
export function startWidgets(doc: Document, win: Window, widgets: readonly WidgetEntry[] = WIDGETS): Promise<void> {
  const context: WidgetContext = { document: doc, window: win, params: themeParams(win), reducedMotion: () => prefersReducedMotion(win) };
  const wanted = widgets.filter((entry) => entry.wanted(doc, context.params));
  return Promise.all(
    wanted.map(async (entry) => {
      try {
        (await entry.load()).start(context);
      } catch (error) {
        console.error(`Vitrine ${entry.name}: could not start.`, error);
      }
    }),
  ).then(() => undefined);
}
