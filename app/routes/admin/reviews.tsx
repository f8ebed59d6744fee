import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/reviews.ts';
import { services } from '../../context.ts';
import { displayName } from '../../../core/accounts/user-view.ts';
import { deleteReview, replyToReview, setReviewStatus } from '../../../core/reviews/review-changes.ts';
import { countReviewsByStatus, listReviews } from '../../../core/reviews/review-reads.ts';
import { reviewText } from '../../../core/reviews/review-text.ts';
import { REVIEW_STATUSES } from '../../../core/reviews/review-status.ts';
import type { ReviewStatus } from '../../../db/schema.ts';
import { hrefWith, Pagination } from '../../components/admin/Pagination.tsx';
import { REVIEW_STATUS_LABELS, ReviewsTable } from '../../components/admin/ReviewsTable.tsx';
import { adminUser, idParam, readAdminForm } from './guard.ts';
import { useAdminNonce } from './use-nonce.ts';

const PER_PAGE = 20;
const PATH = '/admin/reviews/';

function statusParam(value: string | null): ReviewStatus | null {
  return REVIEW_STATUSES.find((status) => status === value) ?? null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = services(context);
  const url = new URL(request.url);
  const status = statusParam(url.searchParams.get('status'));
  const asked = idParam(url.searchParams.get('page') ?? '1');
  const page = asked >= 1 ? asked : 1;
  const [list, counts] = await Promise.all([
    listReviews(db, { ...(status ? { status } : {}), order: 'desc', pendingFirst: status === null, offset: (page - 1) * PER_PAGE, limit: PER_PAGE }),
    countReviewsByStatus(db),
  ]);
  const ids = list.rows.map((row) => row.id);
  const replies = ids.length === 0 ? [] : await db.selectFrom('product_reviews').select(['id', 'parent_id', 'author_name', 'content']).where('parent_id', 'in', ids).orderBy('id').execute();
  return {
    status,
    page,
    pages: Math.max(1, Math.ceil(list.total / PER_PAGE)),
    counts,
    rows: list.rows.map((row) => ({
      id: row.id,
      productName: row.product_name,
      productSlug: row.product_slug,
      productId: row.product_id,
      author: row.author_name,
      email: row.author_email,
      rating: row.rating,
      content: row.content,
      status: row.status,
      verified: row.verified === 1,
      createdAt: row.created_at,
      replies: replies.filter((reply) => reply.parent_id === row.id).map((reply) => ({ id: reply.id, author: reply.author_name, content: reply.content })),
    })),
  };
}

const STATUS_OF_INTENT: Record<string, ReviewStatus> = { approve: 'approved', unapprove: 'hold', spam: 'spam', trash: 'trash' };

export async function action({ request, context }: Route.ActionArgs) {
  const { db, session } = services(context);
  const form = await readAdminForm(request, context);
  const user = adminUser(context);
  const id = idParam(String(form.get('id') ?? ''));
  const intent = String(form.get('intent') ?? '');
  const back = `${PATH}${new URL(request.url).search}`;
  if (intent === 'reply') {
    const content = reviewText(String(form.get('reply') ?? ''));
    if (!content) {
      await session.addNotice({ type: 'error', message: 'Write a reply before sending it.' });
      return redirect(back, 303);
    }
    const reply = await replyToReview(db, id, { userId: user.id, name: displayName(user), email: user.email, content });
    await session.addNotice(reply ? { type: 'success', message: 'Your reply is published under the review.' } : { type: 'error', message: 'That review no longer exists.' });
    return redirect(back, 303);
  }
  const status = STATUS_OF_INTENT[intent];
  if (!status && intent !== 'delete') throw data('Unknown action.', { status: 400 });
  const changed = status ? await setReviewStatus(db, id, status) : await deleteReview(db, id);
  if (!changed) await session.addNotice({ type: 'error', message: 'That review no longer exists.' });
  else await session.addNotice({ type: 'success', message: status ? `Review marked ${REVIEW_STATUS_LABELS[status].toLowerCase()}.` : 'Review deleted permanently.' });
  return redirect(back, 303);
}

export default function AdminReviews({ loaderData }: Route.ComponentProps) {
  const nonce = useAdminNonce();
  const { status, counts, rows, page, pages } = loaderData;
  const all = counts.hold + counts.approved + counts.spam + counts.trash;
  const filters: { key: ReviewStatus | null; label: string; count: number }[] = [
    { key: null, label: 'All', count: all },
    ...REVIEW_STATUSES.map((key) => ({ key, label: REVIEW_STATUS_LABELS[key], count: counts[key] })),
  ];
  return (
    <>
      <title>Reviews · Shop admin</title>
      <h1>Reviews</h1>
      <p>Reviews shoppers wrote on product pages. Pending reviews come first; only approved ones are shown in the shop and counted in a product’s rating.</p>
      <nav aria-label="Review statuses">
        <ul className="subsubsub">
          {filters.map((filter) => (
            <li key={filter.label}>
              <Link to={hrefWith(PATH, filter.key ? { status: filter.key } : {})} aria-current={filter.key === status ? 'page' : undefined}>
                {filter.label} ({filter.count})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ReviewsTable rows={rows} nonce={nonce} />
      <Pagination page={page} pages={pages} basePath={PATH} query={status ? { status } : {}} label="Reviews pages" />
    </>
  );
}
