import { data, redirect, type RouterContextProvider } from 'react-router';
import { services } from '../context.ts';
import { displayName } from '../../core/accounts/user-view.ts';
import { translator, type Translate } from '../../core/i18n/translator.ts';
import { readProductReviews, REVIEWS_PER_PAGE } from '../../core/reviews/review-reads.ts';
import { submitReview, type ReviewRefusal, type SubmitResult } from '../../core/reviews/submit-review.ts';
import { REVIEW_TRAP_FIELD, type ReviewFormState } from '../components/catalog/ReviewForm.tsx';
import { readFormData } from './request-form.ts';

/** The Reviews panel's data: a page of approved reviews (`?review_page=`), and what the form may offer. */
export async function loadProductReviews(context: Readonly<RouterContextProvider>, request: Request, productId: number) {
  const { db, settings } = services(context);
  const asked = Number(new URL(request.url).searchParams.get('review_page') ?? '1');
  const page = Number.isSafeInteger(asked) && asked >= 1 && asked <= 10_000 ? asked : 1;
  const reviews = await readProductReviews(db, productId, page);
  const options = settings.reviews;
  return {
    reviews: { ...reviews, page, lastPage: Math.max(1, Math.ceil(reviews.total / REVIEWS_PER_PAGE)) },
    options: {
      enabled: options.enabled,
      // The page is the same for every visitor: with "verified owners only" the form is still shown, and a non-buyer is told why on sending.
      open: options.enabled,
      ratingsRequired: options.ratingsRequired,
      verifiedOnly: options.verifiedOnly,
      showVerifiedLabel: options.showVerifiedLabel,
    },
  };
}

const REFUSALS: Record<ReviewRefusal, Parameters<Translate>[0]> = {
  reviews_closed: 'notice.review.closed',
  not_verified: 'notice.review.notVerified',
  too_many: 'notice.review.tooMany',
};

function formFailure(result: Exclude<SubmitResult, { ok: true }>, t: Translate, values: ReviewFormState['values']): ReviewFormState {
  if ('refusal' in result) return { errors: { form: t(REFUSALS[result.refusal]) }, values };
  const errors: ReviewFormState['errors'] = {};
  for (const [field, code] of Object.entries(result.fields)) errors[field as keyof typeof result.fields] = t(`notice.review.${code}`);
  return { errors, values };
}

/**
 * A review posted from the product page (WordPress's comment form fields): 303 back to the reviews
 * with a notice, or the page again (400, 429 when too quick) with each message by its field.
 */
export async function reviewAction({ request, params, context }: { request: Request; params: { slug?: string }; context: Readonly<RouterContextProvider> }) {
  const { db, session, settings, locale, clientAddress, config, siteOrigin } = services(context);
  const t = translator(locale);
  const form = await readFormData(request, t);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const product = await db.selectFrom('products').select(['id', 'slug']).where('slug', '=', params.slug ?? '').where('type', '!=', 'variation').executeTakeFirst();
  if (!product) throw data('Not found', { status: 404 });
  const values = { rating: text('rating').slice(0, 2), comment: text('comment').slice(0, 20_000), author: text('author').slice(0, 200), email: text('email').slice(0, 300) };
  const userId = await session.userId();
  const user = userId === null ? undefined : await db.selectFrom('users').select(['id', 'username', 'email', 'first_name', 'last_name']).where('id', '=', userId).executeTakeFirst();
  const result = await submitReview(
    db,
    {
      productId: product.id,
      ...values,
      honeypot: text(REVIEW_TRAP_FIELD),
      user: user ? { id: user.id, name: displayName({ firstName: user.first_name, username: user.username }), email: user.email } : null,
      ip: clientAddress ?? '',
      locale,
    },
    { settings: settings.reviews, notify: { to: config.store.email, storeName: config.store.name, adminUrl: `${siteOrigin}/admin/reviews/` } },
  );
  if (!result.ok) {
    const status = 'refusal' in result && result.refusal === 'too_many' ? 429 : 400;
    return data({ reviewForm: formFailure(result, t, values) }, { status });
  }
  await session.addNotice({ type: 'success', message: t(result.status === 'approved' ? 'notice.review.published' : 'notice.review.awaiting') });
  return redirect(`/product/${product.slug}/#reviews`, 303);
}
