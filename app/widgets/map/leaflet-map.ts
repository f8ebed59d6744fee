import { divIcon, map as createMap, marker, tileLayer, type Map as LeafletMap, type PanOptions, type PointExpression } from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css?inline';
import type { MapParams } from './params.ts';
import { pageText } from '../../../core/contract/i18n/browser-messages.ts';
import { attributionHtml, draggableAt, mapMotion } from './behaviour.ts';

/** The map itself (Leaflet), a chunk of its own: fetched only once a map may load and is near the window. */

export interface TileSource {
  tileUrl: string;
  attribution: string;
  maxZoom: number;
}

const STYLE_ID = 'leaflet-styles';
export const MAP_CANVAS_CLASS = 'map-canvas';

/** Leaflet's own sheet, once per page, as a `<style>` (the page policy allows inline styles). */
function addLeafletStyles(doc: Document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = leafletCss;
  doc.head.append(style);
}

/** Keyboard panning (and panning to a point) animates whatever the options say: with less motion, it jumps. */
function panWithoutAnimation(map: LeafletMap): void {
  const panBy = map.panBy.bind(map);
  map.panBy = (offset: PointExpression, options?: PanOptions) => panBy(offset, { ...options, animate: false });
}

/**
 * Draws the map into a new element at the start of `element` (its address stays below it, as text): the
 * owner's tiles, a marker at the place, keyboard panning and zooming, dragging only in a window wider
 * than 800 px (followed as the window is resized), no wheel zoom (the wheel scrolls the page), and no
 * animation for a visitor who asks for less motion.
 */
export function showLeafletMap(element: HTMLElement, params: MapParams, tiles: TileSource, win: Window, reducedMotion: boolean): LeafletMap {
  const doc = element.ownerDocument;
  addLeafletStyles(doc);
  const canvas = doc.createElement('div');
  canvas.className = `${MAP_CANVAS_CLASS} map-canvas--${params.type}`;
  canvas.setAttribute('role', 'region');
  const address = element.querySelector('address')?.textContent?.replace(/\s+/g, ' ').trim();
  canvas.setAttribute('aria-label', address ? pageText(doc, 'map.labelAddress', { address }) : pageText(doc, 'map.label'));
  // The box keeps the height it was served with, the map taking the room the note and button leave:
  // nothing below it moves when the map arrives.
  element.style.height = `${element.getBoundingClientRect().height}px`;
  element.prepend(canvas);
  element.classList.add('is-map-loaded');

  const map = createMap(canvas, {
    center: [params.lat, params.lng],
    zoom: params.zoom,
    maxZoom: tiles.maxZoom,
    dragging: draggableAt(win.innerWidth),
    scrollWheelZoom: false,
    ...mapMotion(reducedMotion),
  });
  if (reducedMotion) panWithoutAnimation(map);
  tileLayer(tiles.tileUrl, { maxZoom: tiles.maxZoom, attribution: attributionHtml(tiles.attribution) }).addTo(map);
  // A marker drawn by CSS (map.css): Leaflet's default icon is an image it finds through its stylesheet.
  marker([params.lat, params.lng], {
    icon: divIcon({ className: 'map-marker', html: '', iconSize: [24, 24], iconAnchor: [12, 24] }),
    keyboard: false,
    interactive: false,
  }).addTo(map);
  win.addEventListener('resize', () => {
    if (draggableAt(win.innerWidth)) map.dragging.enable();
    else map.dragging.disable();
  });
  return map;
}
