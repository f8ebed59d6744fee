import type { Db } from '../../db/connect.ts';
import type { ReviewStatus } from '../../db/schema.ts';
import { escapeHtml, oneLine } from '../mail/escape.ts';
import { enqueueMail, type OutgoingMail } from '../mail/outbox.ts';

/** Where the owner hears of a new review: the shop's address, its name, and the admin's reviews page. */
export interface ReviewNoticeOptions {
  to: string;
  storeName: string;
  /** Absolute address of /admin/reviews/. */
  adminUrl: string;
}

export interface NewReview {
  id: number;
  productName: string;
  status: ReviewStatus;
  rating: number | null;
  content: string;
  name: string;
  email: string;
}

/** The owner's e-mail about a new review, in the admin's language (English), as WordPress's "new comment" notice. */
export function renderReviewNotice(review: NewReview, options: ReviewNoticeOptions): OutgoingMail {
  const waiting = review.status === 'hold';
  const heading = waiting ? `A new review of “${review.productName}” is waiting for your approval` : `New review of “${review.productName}”`;
  const facts = [`Author: ${review.name} (${review.email})`, review.rating === null ? 'Rating: none' : `Rating: ${review.rating} out of 5`];
  return {
    kind: 'shop_new_review',
    to: options.to,
    subject: oneLine(`[${options.storeName}] ${waiting ? 'Please moderate: ' : ''}review of “${review.productName}”`),
    html: [
      `<h1>${escapeHtml(heading)}</h1>`,
      ...facts.map((fact) => `<p>${escapeHtml(fact)}</p>`),
      `<blockquote>${escapeHtml(review.content).replace(/\n/g, '<br>')}</blockquote>`,
      `<p><a href="${escapeHtml(options.adminUrl)}">${waiting ? 'Approve or refuse it' : 'See all reviews'}</a></p>`,
    ].join('\n'),
    text: [heading, '', ...facts, '', review.content, '', `${waiting ? 'Approve or refuse it' : 'See all reviews'}: ${options.adminUrl}`].join('\n'),
  };
}

/** Queues the owner's notice in the review's transaction: no review without its mail, no mail without its review. */
export async function enqueueReviewNotice(trx: Db, review: NewReview, options: ReviewNoticeOptions): Promise<void> {
  await enqueueMail(trx, renderReviewNotice(review, options));
}
