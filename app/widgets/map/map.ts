import { CHUNK_LOAD_TIMEOUT_MS, loadChunk } from '../../features/shared/chunk-load.ts';
import { whenConsented } from '../shared/consent-gate.ts';
import type { WidgetContext } from '../shared/widget.ts';
import { tileHost } from './behaviour.ts';
import { addConsentNote, reenableLoadButton } from './consent-note.ts';
import { whenNearViewport } from './near-viewport.ts';
import { MAP_SELECTOR, mapName, readMapParams, type MapParams } from './params.ts';

/** Marks an element the widget has taken on, so a second start leaves it alone. */
const STARTED_ATTRIBUTE = 'data-map-started';

/**
 * Maps (`[data-map]`): the address the page carries stays as it is until the map may load. Nothing is
 * requested from the tile host before the visitor allows the owner's category (`map.consent`) or clicks
 * "Load map" for this map; with consent, the map (Leaflet, a chunk of its own) loads only once it comes
 * near the window. In the settings' live preview a map never loads by itself. A map whose coordinates
 * are missing logs one error naming it and keeps its address.
 */
export function start({ document: doc, window: win, params, reducedMotion }: WidgetContext): void {
  const elements = [...doc.querySelectorAll<HTMLElement>(MAP_SELECTOR)].filter((element) => !element.hasAttribute(STARTED_ATTRIBUTE));
  elements.forEach((element, index) => {
    element.setAttribute(STARTED_ATTRIBUTE, '');
    const name = mapName(element, index);
    const read = readMapParams(element, params.map.maxZoom);
    if (!read.ok) {
      console.error(`Vitrine map ${name}: ${read.problem}; the address is shown without a map.`);
      return;
    }
    if (read.value.unknownType) console.warn(`Vitrine map ${name}: data-type "${read.value.unknownType}" is not offered; showing "roadmap".`);
    startMap(element, name, index, read.value, { document: doc, window: win, params, reducedMotion });
  });
}

function startMap(element: HTMLElement, name: string, index: number, map: MapParams, context: WidgetContext): void {
  const { window: win, params } = context;
  let note: HTMLElement | null = null;
  let state: 'waiting' | 'loading' | 'shown' = 'waiting';
  /** `fromButton`: the visitor asked, so keyboard focus goes on to the map rather than back to the page's top. */
  const load = (fromButton = false) => {
    if (state !== 'waiting') return;
    state = 'loading';
    loadChunk(() => import('./leaflet-map.ts'), CHUNK_LOAD_TIMEOUT_MS, win, 'map')
      .then(({ showLeafletMap }) => {
        note?.remove();
        note = null;
        showLeafletMap(element, map, params.map, win, context.reducedMotion());
        state = 'shown';
        if (fromButton) element.querySelector<HTMLElement>('.leaflet-container')?.focus();
      })
      .catch((error: unknown) => {
        state = 'waiting';
        reenableLoadButton(note);
        console.error(`Vitrine map ${name}: could not load the map.`, error);
      });
  };
  const allowed = () => {
    note?.remove();
    note = null;
    whenNearViewport(element, win, () => load());
  };
  // The live preview shows what a visitor sees before consent, and loads only from the button.
  const loadsAtOnce = !params.preview && whenConsented(win, params.map.consent, allowed);
  if (loadsAtOnce) return;
  const noteId = element.id ? `${element.id}-consent` : `map-consent-${index + 1}`;
  note = addConsentNote(element, noteId, tileHost(params.map.tileUrl, win.location.href), params.map.consent, () => load(true));
}
