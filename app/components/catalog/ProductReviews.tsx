import { formatNumber } from '../../../core/i18n/format.ts';
import type { ProductReviewsPage, ReviewView } from '../../../core/reviews/review-reads.ts';
import { reviewParagraphs } from '../../../core/reviews/review-text.ts';
import { PostDate } from '../content/PostDate.tsx';
import { useLocalizedHref, usePageLocale } from '../i18n/locale-context.ts';
import { useTranslate } from '../i18n/translate-context.ts';
import { ReviewForm, type ReviewFormState } from './ReviewForm.tsx';
import { StarRating } from './StarRating.tsx';

export interface ProductReviewsProps {
  product: { id: number; slug: string; name: string };
  reviews: ProductReviewsPage & { page: number; lastPage: number };
  options: { open: boolean; ratingsRequired: boolean; verifiedOnly: boolean; showVerifiedLabel: boolean };
  form?: ReviewFormState | undefined;
}

const TWO_DECIMALS: Intl.NumberFormatOptions = { maximumFractionDigits: 2 };

/**
 * What WooCommerce's Reviews tab holds (the panel itself is ProductTabs'): a heading, then `#reviews` with
 * the average and how the ratings spread over the stars, the approved reviews newest first
 * (`ol.commentlist` of `li.review`, the owner's replies under theirs), and the review form where the shop
 * takes reviews. Everything counted comes from approved review rows.
 */
export function ProductReviews({ product, reviews, options, form }: ProductReviewsProps) {
  const t = useTranslate();
  const { locale } = usePageLocale();
  const href = useLocalizedHref();
  const base = `/product/${product.slug}/`;
  const pageHref = (page: number) => href(page <= 1 ? `${base}#reviews` : `${base}?review_page=${page}#reviews`);
  return (
    <>
      <h2>{t('reviews.tab', { count: reviews.total })}</h2>
      <div id="reviews" className="woocommerce-Reviews">
        <div id="comments">
          <h3 className="woocommerce-Reviews-title">{reviews.total > 0 ? t('reviews.title', { count: reviews.total, product: product.name }) : t('reviews.none')}</h3>
          {reviews.rated > 0 ? (
            <div className="reviews-summary">
              <p className="reviews-summary__average">
                <StarRating average={reviews.average} />{' '}
                <span>{t('reviews.summary', { average: formatNumber(reviews.average, locale, TWO_DECIMALS), count: reviews.rated })}</span>
              </p>
              <table className="reviews-distribution">
                <caption className="visually-hidden">{t('reviews.distribution')}</caption>
                <tbody>
                  {[5, 4, 3, 2, 1].map((stars) => {
                    const count = reviews.distribution[stars - 1] ?? 0;
                    return (
                      <tr key={stars}>
                        <th scope="row">{t('reviews.distributionRow', { stars })}</th>
                        <td>
                          <span className="reviews-distribution__bar" aria-hidden="true">
                            <span style={{ width: `${Math.round((count / reviews.rated) * 100)}%` }} />
                          </span>
                        </td>
                        <td className="reviews-distribution__count">{t('reviews.distributionCount', { count })}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          ) : null}
          {reviews.reviews.length > 0 ? (
            <ol className="commentlist">
              {reviews.reviews.map((review) => (
                <ReviewItem key={review.id} review={review} showVerified={options.showVerifiedLabel} />
              ))}
            </ol>
          ) : null}
          {reviews.lastPage > 1 ? (
            <nav className="woocommerce-pagination reviews-pagination" aria-label={t('reviews.pages')}>
              {reviews.page > 1 ? (
                <a className="prev page-numbers" href={pageHref(reviews.page - 1)}>
                  {t('reviews.newer')}
                </a>
              ) : null}{' '}
              {reviews.page < reviews.lastPage ? (
                <a className="next page-numbers" href={pageHref(reviews.page + 1)}>
                  {t('reviews.older')}
                </a>
              ) : null}
            </nav>
          ) : null}
        </div>
        {options.open && options.verifiedOnly ? <p className="woocommerce-verification-required">{t('reviews.form.verifiedOnly')}</p> : null}
        {options.open ? <ReviewForm product={product} first={reviews.total === 0} ratingsRequired={options.ratingsRequired} state={form} /> : null}
      </div>
    </>
  );
}

function ReviewItem({ review, showVerified }: { review: ReviewView; showVerified: boolean }) {
  const t = useTranslate();
  return (
    <li className="review comment" id={`li-comment-${review.id}`}>
      <article id={`comment-${review.id}`} className="comment_container">
        <div className="comment-text">
          {review.rating !== null ? <StarRating average={review.rating} /> : null}
          <p className="meta">
            <strong className="woocommerce-review__author">{review.author}</strong>{' '}
            {showVerified && review.verified ? <em className="woocommerce-review__verified verified">({t('reviews.verified')})</em> : null}{' '}
            <span className="woocommerce-review__dash">–</span> <PostDate iso={review.createdAt} />
          </p>
          {/* A shopper's words stay in the language they wrote them in: said so, for screen readers and translators. */}
          <div className="description" lang={review.locale || undefined}>
            {reviewParagraphs(review.content).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </div>
      </article>
      {review.replies.length > 0 ? (
        <ul className="children">
          {review.replies.map((reply) => (
            <li key={reply.id} className="comment review-reply" id={`li-comment-${reply.id}`}>
              <article id={`comment-${reply.id}`} className="comment_container">
                <div className="comment-text">
                  <p className="meta">
                    <strong className="woocommerce-review__author">{t('reviews.reply', { author: reply.author })}</strong> <span className="woocommerce-review__dash">–</span>{' '}
                    <PostDate iso={reply.createdAt} />
                  </p>
                  <div className="description" lang={reply.locale || undefined}>
                    {reviewParagraphs(reply.content).map((paragraph, index) => (
                      <p key={index}>{paragraph}</p>
                    ))}
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
