interface StarRatingProps {
  /** The average rating, 0 to 5. */
  average: number;
  /** How many customers rated: shown after the stars when given. */
  count?: number;
}

/**
 * An average rating as stars, WooCommerce's `.star-rating` markup: an image to assistive technology named
 * "Rated 4.3 out of 5", with the same words in the markup for tools that read WooCommerce pages. The
 * stars are drawn by CSS (catalog.css); the filled part is clipped to the average, so 4.3 fills 86 %.
 */
export function StarRating({ average, count }: StarRatingProps) {
  const value = Math.min(5, Math.max(0, average));
  const percent = Math.round((value / 5) * 1000) / 10;
  return (
    <>
      <span className="star-rating" role="img" aria-label={`Rated ${formatAverage(value)} out of 5`}>
        <span className="star-rating__fill" style={{ width: `${percent}%` }}>
          <span className="visually-hidden">
            Rated <strong className="rating">{value.toFixed(2)}</strong> out of 5
          </span>
        </span>
      </span>
      {count !== undefined ? (
        <span className="woocommerce-review-count">
          (<span className="count">{count}</span> customer {count === 1 ? 'review' : 'reviews'})
        </span>
      ) : null}
    </>
  );
}

/** One decimal, without a trailing ".0" (4.3, 4). */
function formatAverage(value: number): string {
  return String(Math.round(value * 10) / 10);
}
