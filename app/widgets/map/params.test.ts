import { describe, expect, it } from 'vitest';
import { attributionHtml, draggableAt, mapMotion, tileHost } from './behaviour.ts';
import { DEFAULT_MAP_ZOOM, mapName, readMapParams } from './params.ts';

/** A stand-in for a `[data-map]` element with these attributes. */
function element(attributes: Record<string, string>, id = 'visit-map'): Element {
  return { id, getAttribute: (name: string) => attributes[name] ?? null } as unknown as Element;
}

describe('map parameters', () => {
  it('reads id, lat, lng, zoom and type', () => {
    expect(readMapParams(element({ 'data-lat': '53.3498', 'data-lng': '-6.2603', 'data-zoom': '16', 'data-type': 'grayscale' }), 19)).toEqual({
      ok: true,
      value: { id: 'visit-map', lat: 53.3498, lng: -6.2603, zoom: 16, type: 'grayscale', unknownType: null },
    });
  });

  it('falls back to the default zoom, caps it at the tiles’ maximum, and shows an unknown type as a roadmap', () => {
    const read = readMapParams(element({ 'data-lat': '0', 'data-lng': '0', 'data-zoom': 'near', 'data-type': 'satellite' }), 19);
    expect(read).toMatchObject({ ok: true, value: { zoom: DEFAULT_MAP_ZOOM, type: 'roadmap', unknownType: 'satellite' } });
    expect(readMapParams(element({ 'data-lat': '0', 'data-lng': '0', 'data-zoom': '21' }), 18)).toMatchObject({ value: { zoom: 18, type: 'roadmap', unknownType: null } });
  });

  it('names what is wrong with missing or impossible coordinates', () => {
    expect(readMapParams(element({ 'data-lng': '2' }), 19)).toEqual({ ok: false, problem: 'data-lat (−90 to 90) must be a decimal number' });
    expect(readMapParams(element({ 'data-lat': '91', 'data-lng': 'east' }), 19)).toEqual({ ok: false, problem: 'data-lat (−90 to 90) and data-lng (−180 to 180) must be a decimal number' });
    expect(readMapParams(element({ 'data-lat': '1e2', 'data-lng': '0' }), 19).ok).toBe(false);
  });

  it('names a map by its id, else by its place', () => {
    expect(mapName(element({}), 0)).toBe('#visit-map');
    expect(mapName(element({}, ''), 2)).toBe('number 3');
  });
});

describe('map behaviour', () => {
  it('drags only in a window wider than 800 px', () => {
    expect([390, 800, 801, 1280].map(draggableAt)).toEqual([false, false, true, true]);
  });

  it('animates nothing for a visitor who asks for less motion', () => {
    expect(Object.values(mapMotion(true))).toEqual([false, false, false, false]);
    expect(Object.values(mapMotion(false))).toEqual([true, true, true, true]);
  });

  it('writes the owner’s attribution as text', () => {
    expect(attributionHtml('© OSM <img src=x onerror=alert(1)> & "co"')).toBe('© OSM &#60;img src=x onerror=alert(1)&#62; &#38; &#34;co&#34;');
  });

  it('names the tile host, or none for tiles of the shop itself', () => {
    expect(tileHost('https://{s}.tile.example.org/{z}/{x}/{y}.png', 'https://shop.example/about/')).toBe('a.tile.example.org');
    expect(tileHost('https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://shop.example/')).toBe('tile.openstreetmap.org');
    expect(tileHost('/tiles/{z}/{x}/{y}.png', 'https://shop.example/')).toBeNull();
  });
});
