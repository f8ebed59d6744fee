/**
 * What a map's `data-type` may ask for (docs/contract.md, "Theme"). The shop has one tile source (the owner's
 * `map.tileUrl`), so a type is a way of showing those tiles: `roadmap` as they come, `grayscale`
 * desaturated to sit quietly in the page. Any other value falls back to `roadmap`.
 */
export const MAP_TYPES = ['roadmap', 'grayscale'] as const;
export type MapType = (typeof MAP_TYPES)[number];
