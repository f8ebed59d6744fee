import { formatNumber } from '../../../core/i18n/format.ts';
import { usePageLocale } from '../i18n/locale-context.ts';
import { useTranslate } from '../i18n/translate-context.ts';

const ONE_DECIMAL: Intl.NumberFormatOptions = { maximumFractionDigits: 1 };
const TWO_DECIMALS: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

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
  const t = useTranslate();
  const { locale } = usePageLocale();
  const value = Math.min(5, Math.max(0, average));
  const percent = Math.round((value / 5) * 1000) / 10;
  return (
    <>
      <span className="star-rating" role="img" aria-label={t('catalog.rating.label', { average: formatNumber(value, locale, ONE_DECIMAL) })}>
        <span className="star-rating__fill" style={{ width: `${percent}%` }}>
          <span className="visually-hidden">
            {t('catalog.rating.before')}
            <strong className="rating">{formatNumber(value, locale, TWO_DECIMALS)}</strong>
            {t('catalog.rating.after')}
          </span>
        </span>
      </span>
      {count !== undefined ? (
        <span className="woocommerce-review-count">
          (<span className="count">{count}</span> {t('catalog.rating.reviews', { count })})
        </span>
      ) : null}
    </>
  );
}
