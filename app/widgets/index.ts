import { onReady } from '../features/ui/dom.ts';
import { startWidgets } from './start-widgets.ts';

/** The theme's widgets start once the document is parsed, each only where its markup is. */
export function initWidgets(): void {
  onReady(document, () => void startWidgets(document, window));
}
