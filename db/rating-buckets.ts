/**
 * A product's rating as WooCommerce's rating filter groups it (its `rated-N` visibility terms): the
 * average rounded to whole stars, half up, 1 to 5; 0 for a product without rated reviews (its average is
 * 0). Written as ranges, not `round()`: PostgreSQL rounds a `real` half to even, SQLite half away from zero.
 */
export const RATING_BUCKET_FLOORS = [
  [5, 4.5],
  [4, 3.5],
  [3, 2.5],
  [2, 1.5],
  [1, 0.5],
] as const;

/** The lowest average a rated product has: below it, a product has no rating to filter by. */
export const RATED_FROM = 0.5;

/** The bucket of an average rating column, as SQL text (both databases). */
export function ratingBucketSql(column: string): string {
  return `(case ${RATING_BUCKET_FLOORS.map(([stars, from]) => `when ${column} >= ${from} then ${stars}`).join(' ')} else 0 end)`;
}

/** The averages of a bucket: `from` inclusive, `below` exclusive (null for 5 stars, the top). */
export function ratingBucketRange(stars: number): { from: number; below: number | null } {
  return { from: stars - 0.5, below: stars >= 5 ? null : stars + 0.5 };
}
