import type { ReactNode } from 'react';
import { REVIEW_EMAIL_MAX_LENGTH, REVIEW_MAX_LENGTH, REVIEW_NAME_MAX_LENGTH } from '../../../core/reviews/review-text.ts';
import { useLocalizedHref } from '../i18n/locale-context.ts';
import { useTranslate } from '../i18n/translate-context.ts';

/** The form shown again after a refusal: each message by its field (or `form` for the review as a whole), and what was typed. */
export interface ReviewFormState {
  errors: Partial<Record<'form' | 'rating' | 'comment' | 'author' | 'email', string>>;
  values: { rating: string; comment: string; author: string; email: string };
}

/** Field name of the trap for robots: people never see it, so anything in it was not typed by one. */
export const REVIEW_TRAP_FIELD = 'review_website';

const RATINGS = [
  [5, 'reviews.form.rate5'],
  [4, 'reviews.form.rate4'],
  [3, 'reviews.form.rate3'],
  [2, 'reviews.form.rate2'],
  [1, 'reviews.form.rate1'],
] as const;

/**
 * WordPress's comment form as WooCommerce shows it for reviews (`#review_form_wrapper`, `#respond`,
 * `form#commentform`), posted to the product page itself. The rating is a plain labelled select: keyboard
 * operable and read out by every screen reader, without script.
 */
export function ReviewForm({ product, first, ratingsRequired, state }: { product: { id: number; slug: string; name: string }; first: boolean; ratingsRequired: boolean; state?: ReviewFormState | undefined }) {
  const t = useTranslate();
  const href = useLocalizedHref();
  const errors = state?.errors ?? {};
  const values = state?.values ?? { rating: '', comment: '', author: '', email: '' };
  const described = (name: keyof ReviewFormState['errors']) => (errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${name}-error` } : {});
  return (
    <div id="review_form_wrapper">
      <div id="review_form">
        <div id="respond" className="comment-respond">
          <h3 id="reply-title" className="comment-reply-title">
            {first ? t('reviews.form.titleFirst', { product: product.name }) : t('reviews.form.title')}
          </h3>
          <form action={href(`/product/${product.slug}/`)} method="post" id="commentform" className="comment-form" noValidate aria-labelledby="reply-title">
            {errors.form ? (
              <div className="woocommerce-error" role="alert">
                {errors.form}
              </div>
            ) : null}
            <p className="comment-notes">
              <span id="email-notes">{t('reviews.form.note')}</span>
            </p>
            <div className="comment-form-rating">
              <Label htmlFor="rating" required={ratingsRequired}>
                {t('reviews.form.rating')}
              </Label>
              <select name="rating" id="rating" required={ratingsRequired} defaultValue={values.rating} {...described('rating')}>
                <option value="">{t('reviews.form.rateChoose')}</option>
                {RATINGS.map(([stars, words]) => (
                  <option key={stars} value={String(stars)}>
                    {t(words)}
                  </option>
                ))}
              </select>
              <FieldError name="rating" message={errors.rating} />
            </div>
            <p className="comment-form-comment">
              <Label htmlFor="comment" required>
                {t('reviews.form.comment')}
              </Label>
              <textarea id="comment" name="comment" cols={45} rows={8} maxLength={REVIEW_MAX_LENGTH} required defaultValue={values.comment} {...described('comment')} />
              <FieldError name="comment" message={errors.comment} />
            </p>
            <p className="comment-form-author">
              <Label htmlFor="author" required>
                {t('reviews.form.author')}
              </Label>
              <input id="author" name="author" type="text" autoComplete="name" maxLength={REVIEW_NAME_MAX_LENGTH} required defaultValue={values.author} {...described('author')} />
              <FieldError name="author" message={errors.author} />
            </p>
            <p className="comment-form-email">
              <Label htmlFor="email" required>
                {t('reviews.form.email')}
              </Label>
              <input id="email" name="email" type="email" autoComplete="email" maxLength={REVIEW_EMAIL_MAX_LENGTH} required defaultValue={values.email} {...described('email')} />
              <FieldError name="email" message={errors.email} />
            </p>
            <p className="comment-form-trap" aria-hidden="true">
              <label htmlFor={REVIEW_TRAP_FIELD}>{t('reviews.form.trap')}</label>
              <input id={REVIEW_TRAP_FIELD} name={REVIEW_TRAP_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
            </p>
            <p className="form-submit">
              <button name="submit" type="submit" id="submit" className="submit button">
                {t('reviews.form.submit')}
              </button>
              <input type="hidden" name="comment_post_ID" value={product.id} id="comment_post_ID" />
            </p>
          </form>
        </div>
      </div>
    </div>
  );
}

function Label({ htmlFor, required, children }: { htmlFor: string; required: boolean; children: ReactNode }) {
  const t = useTranslate();
  return (
    <label htmlFor={htmlFor}>
      {children}
      {required ? (
        <>
          <span className="required" aria-hidden="true">
            {' *'}
          </span>
          <span className="visually-hidden"> ({t('reviews.form.required')})</span>
        </>
      ) : null}
    </label>
  );
}

function FieldError({ name, message }: { name: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <span className="review-field-error" id={`${name}-error`}>
      {message}
    </span>
  );
}
