import { MAP_TYPES, type MapType } from '../../../core/contract/theme/map.ts';

export { MAP_SELECTOR } from './selector.ts';

/** The zoom a map without a usable `data-zoom` opens at: a few streets around the address. */
export const DEFAULT_MAP_ZOOM = 15;

/** One map's parameters (spec section 3, "Map widget parameters"). */
export interface MapParams {
  id: string;
  lat: number;
  lng: number;
  zoom: number;
  type: MapType;
  /** The `data-type` the markup gave but the widget does not offer, for a warning. */
  unknownType: string | null;
}

export type MapParamsResult = { ok: true; value: MapParams } | { ok: false; problem: string };

/** A coordinate written as a plain decimal number, within its range. */
function coordinate(value: string | null, limit: number): number | null {
  if (value === null || !/^\s*[-+]?\d{1,3}(\.\d+)?\s*$/.test(value)) return null;
  const number = Number(value);
  return Math.abs(number) <= limit ? number : null;
}

/** Reads one `[data-map]` element; `maxZoom` is the tile source's. Missing or bad coordinates are a problem, the rest falls back. */
export function readMapParams(element: Element, maxZoom: number): MapParamsResult {
  const id = element.id;
  const lat = coordinate(element.getAttribute('data-lat'), 90);
  const lng = coordinate(element.getAttribute('data-lng'), 180);
  if (lat === null || lng === null) {
    const bad = [lat === null ? 'data-lat (−90 to 90)' : '', lng === null ? 'data-lng (−180 to 180)' : ''].filter(Boolean).join(' and ');
    return { ok: false, problem: `${bad} must be a decimal number` };
  }
  const zoomText = element.getAttribute('data-zoom') ?? '';
  const zoom = /^\s*\d{1,2}\s*$/.test(zoomText) ? Math.min(Number(zoomText), maxZoom) : Math.min(DEFAULT_MAP_ZOOM, maxZoom);
  const typeText = (element.getAttribute('data-type') ?? '').trim().toLowerCase();
  const known = (MAP_TYPES as readonly string[]).includes(typeText);
  return {
    ok: true,
    value: { id, lat, lng, zoom, type: known ? (typeText as MapType) : 'roadmap', unknownType: known || typeText === '' ? null : typeText },
  };
}

/** How messages name a map: by its id, else by its place on the page. */
export function mapName(element: Element, index: number): string {
  return element.id ? `#${element.id}` : `number ${index + 1}`;
}
