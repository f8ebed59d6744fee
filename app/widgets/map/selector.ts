/** The contract's map markup (docs/contract.md, "Theme"): `[data-map]` with `id`, `data-lat`, `data-lng`, `data-zoom`, `data-type`. */
export const MAP_SELECTOR = '[data-map]';
