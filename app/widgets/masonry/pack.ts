/**
 * Where one item of a masonry list goes, relative to the list's top inline-start corner: `x` along the
 * inline axis away from that corner (to the left in a right-to-left list), `y` down.
 */
export interface Placement {
  x: number;
  y: number;
}

export interface Packing {
  placements: Placement[];
  /** The list's height: its tallest column. */
  height: number;
}

/**
 * Packs items of the given heights, in order, each into the column that is shortest so far (of equals,
 * the one nearest the inline start), so no column leaves a tall gap under a short item.
 */
export function packColumns(heights: readonly number[], columns: number, columnWidth: number, columnGap: number, rowGap: number): Packing {
  const bottoms = Array.from({ length: Math.max(1, columns) }, () => 0);
  const placements = heights.map((height) => {
    const column = bottoms.indexOf(Math.min(...bottoms));
    const placement = { x: column * (columnWidth + columnGap), y: bottoms[column]! };
    bottoms[column]! += height + rowGap;
    return placement;
  });
  const tallest = Math.max(...bottoms);
  return { placements, height: heights.length === 0 ? 0 : tallest - rowGap };
}
