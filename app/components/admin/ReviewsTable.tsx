import { Form, Link } from 'react-router';
import type { ReviewStatusName as ReviewStatus } from '../../../core/reviews/review-status.ts';
import { NonceField } from './Field.tsx';
import { StatusBadge } from './StatusBadge.tsx';

export interface AdminReviewRow {
  id: number;
  productName: string;
  productSlug: string;
  productId: number;
  author: string;
  email: string;
  rating: number | null;
  content: string;
  status: ReviewStatus;
  verified: boolean;
  createdAt: string;
  replies: { id: number; author: string; content: string }[];
}

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = { hold: 'Pending', approved: 'Approved', spam: 'Spam', trash: 'Trash' };

/** The moderation buttons a review in each status offers, as WordPress's comment row actions. */
const ACTIONS: Record<ReviewStatus, readonly { intent: string; label: string }[]> = {
  hold: [
    { intent: 'approve', label: 'Approve' },
    { intent: 'spam', label: 'Spam' },
    { intent: 'trash', label: 'Trash' },
  ],
  approved: [
    { intent: 'unapprove', label: 'Unapprove' },
    { intent: 'spam', label: 'Spam' },
    { intent: 'trash', label: 'Trash' },
  ],
  spam: [
    { intent: 'unapprove', label: 'Not spam' },
    { intent: 'delete', label: 'Delete permanently' },
  ],
  trash: [
    { intent: 'unapprove', label: 'Restore' },
    { intent: 'delete', label: 'Delete permanently' },
  ],
};

/** The owner's reviews, one row each: who, which product, the rating and text, and the buttons that change it (each a form with the nonce). */
export function ReviewsTable({ rows, nonce }: { rows: AdminReviewRow[]; nonce: string }) {
  if (rows.length === 0) return <p>No reviews found.</p>;
  return (
    <table className="admin-table reviews-table">
      <caption className="visually-hidden">Reviews</caption>
      <thead>
        <tr>
          <th scope="col">Author</th>
          <th scope="col">Review</th>
          <th scope="col">Product</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} id={`review-${row.id}`}>
            <td>
              <strong>{row.author}</strong>
              <br />
              <a href={`mailto:${row.email}`}>{row.email}</a>
              {row.verified ? (
                <>
                  <br />
                  <em>verified owner</em>
                </>
              ) : null}
            </td>
            <td>
              <p>{row.rating === null ? 'No rating' : `Rated ${row.rating} out of 5`}</p>
              <p className="reviews-table__text">{row.content}</p>
              <p>
                <time dateTime={row.createdAt}>{row.createdAt.slice(0, 16).replace('T', ' ')} UTC</time>
              </p>
              {row.replies.map((reply) => (
                <blockquote key={reply.id} className="reviews-table__reply">
                  <p>
                    <strong>Reply from {reply.author}:</strong> {reply.content}
                  </p>
                </blockquote>
              ))}
              <Form method="post" className="reviews-table__actions">
                <NonceField nonce={nonce} />
                <input type="hidden" name="id" value={row.id} />
                {ACTIONS[row.status].map((action) => (
                  <button key={action.intent} type="submit" name="intent" value={action.intent} className="button button--small" aria-label={`${action.label}: review by ${row.author} of ${row.productName}`}>
                    {action.label}
                  </button>
                ))}
              </Form>
              <details className="reviews-table__reply-form">
                <summary>Reply</summary>
                <Form method="post">
                  <NonceField nonce={nonce} />
                  <input type="hidden" name="id" value={row.id} />
                  <label htmlFor={`reply-${row.id}`}>Your reply to {row.author}</label>
                  <textarea id={`reply-${row.id}`} name="reply" rows={3} maxLength={5000} required />
                  <button type="submit" name="intent" value="reply" className="button button--small">
                    Send reply
                  </button>
                </Form>
              </details>
            </td>
            <td>
              <Link to={`/admin/products/${row.productId}/`}>{row.productName}</Link>
              <br />
              <a href={`/product/${row.productSlug}/#reviews`}>View on the shop</a>
            </td>
            <td>
              <StatusBadge status={row.status} label={REVIEW_STATUS_LABELS[row.status]} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
