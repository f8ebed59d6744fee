/** The 0-based position `step` items from `index` in a gallery of `count`, wrapping at both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** The 0-based position of an address's 1-based item: below 1 is the first, past the end the last. */
export function itemPosition(oneBased: number, count: number): number {
  return Math.min(Math.max(1, Math.trunc(oneBased)), Math.max(1, count)) - 1;
}
