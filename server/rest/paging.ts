import type { Request, Response } from 'express';
import { z } from 'zod';

/** WordPress's paging limits (docs/contract.md, "REST API", requests and answers): at most 100 a page, 10 when not asked. */
export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 10;

/** `page` and `per_page` as WordPress takes them; merge into a route's query schema. */
export const pagingQuery = {
  page: z.coerce.number({ error: 'must be a whole number of at least 1' }).int('must be a whole number of at least 1').min(1, 'must be a whole number of at least 1').default(1),
  per_page: z.coerce
    .number({ error: `must be a whole number from 1 to ${MAX_PER_PAGE}` })
    .int(`must be a whole number from 1 to ${MAX_PER_PAGE}`)
    .min(1, `must be a whole number from 1 to ${MAX_PER_PAGE}`)
    .max(MAX_PER_PAGE, `must be a whole number from 1 to ${MAX_PER_PAGE}`)
    .default(DEFAULT_PER_PAGE),
};

/**
 * WordPress's `offset`: rows to skip, taken instead of `page` when sent. The paging headers still count
 * pages of `per_page` from the total, as WordPress's do.
 */
export const offsetQuery = {
  offset: z.coerce
    .number({ error: 'must be a whole number of 0 or more' })
    .int('must be a whole number of 0 or more')
    .min(0, 'must be a whole number of 0 or more')
    .max(1_000_000_000, 'must be at most 1000000000')
    .optional(),
};

export interface Paging {
  page: number;
  per_page: number;
}

/** Rows to skip for a page. */
export function pageOffset({ page, per_page }: Paging): number {
  return (page - 1) * per_page;
}

/**
 * WordPress's paging headers: `X-WP-Total`, `X-WP-TotalPages`, and a `Link` to the previous and next
 * pages built on the shop's public origin with the request's own query, so a client follows `rel="next"`
 * as it would on WordPress.
 */
export function setPagingHeaders(req: Request, res: Response, siteOrigin: string, paging: Paging, total: number): void {
  const totalPages = Math.ceil(total / paging.per_page);
  res.setHeader('X-WP-Total', String(total));
  res.setHeader('X-WP-TotalPages', String(totalPages));
  const links: string[] = [];
  const pageUrl = (page: number) => {
    const url = new URL(req.originalUrl, siteOrigin);
    const query = new URLSearchParams(url.search);
    query.set('page', String(page));
    return `${siteOrigin}${url.pathname}?${query.toString()}`;
  };
  if (paging.page > 1 && totalPages > 0) links.push(`<${pageUrl(Math.min(paging.page - 1, totalPages))}>; rel="prev"`);
  if (paging.page < totalPages) links.push(`<${pageUrl(paging.page + 1)}>; rel="next"`);
  if (links.length > 0) res.setHeader('Link', links.join(', '));
}


/**
 * `cursor`: the shop's own keyset paging for long product lists (WooCommerce's `after` is a date filter,
 * so the name differs). Empty starts at the first page; each answer's `Link` `rel="next"` carries the
 * next page's cursor. A cursor that is not one this list gave is `400` `rest_invalid_param`.
 */
export const cursorQuery = {
  cursor: z.string({ error: 'must be a cursor from a previous page of this list' }).max(2048, 'must be a cursor from a previous page of this list').optional(),
};

export const INVALID_CURSOR = { cursor: 'must be a cursor from a previous page of this list' } as const;

/** The paging headers of a list walked by cursor: the totals as always, and `rel="next"` with the next page's cursor. */
export function setCursorPagingHeaders(req: Request, res: Response, siteOrigin: string, paging: Paging, total: number, nextCursor: string | null): void {
  res.setHeader('X-WP-Total', String(total));
  res.setHeader('X-WP-TotalPages', String(Math.ceil(total / paging.per_page)));
  if (nextCursor === null) return;
  const url = new URL(req.originalUrl, siteOrigin);
  const query = new URLSearchParams(url.search);
  query.delete('page');
  query.set('cursor', nextCursor);
  res.setHeader('Link', `<${siteOrigin}${url.pathname}?${query.toString()}>; rel="next"`);
}
