import { createHash } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { ServerBuild } from 'react-router';
import type { DisplayContent } from '../../core/content/display.ts';
import { contentForDisplay } from '../../core/content/display.ts';
import { getPageBySlug } from '../../core/content/posts.ts';
import { slugTakenByTheShop } from '../../core/content/post-editor.ts';
import { LIGHTBOX_FRAGMENT_PARAM, LIGHTBOX_FRAGMENT_VALUE, MODAL_TIMESTAMP_PARAM } from '../../core/contract/theme/content-fragments.ts';
import { requestServices } from '../request/request-services.ts';

type RenderContentFragment = (body: DisplayContent) => string;
type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

/** A page's address as the pages answer it (the trailing slash is made canonical before this runs). */
const PAGE_PATH = /^\/([a-z0-9-]{1,200})\/$/;
/** Like a page: any cache may keep it, but must ask whether it changed before using it. */
const FRAGMENT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/**
 * A content page's content alone, as an HTML fragment (docs/contract.md, "Theme"): `GET /<slug>/?lightbox=1`
 * for the lightbox's ajax items, `POST /<slug>/?t=<timestamp>` for a modal that sends its form's fields.
 * Both only render (no session, no cookie, no write): a cross-site POST changes nothing, and the fields
 * posted are read by no one yet. Mounted before the no-JS cart links, so a posted `add-to-cart` field
 * adds nothing either. Other requests, and the shop's own addresses, go on to the pages.
 */
export function contentFragments(build: BuildSource): RequestHandler {
  const renderer = builtRenderer(build);
  return async (req: Request, res: Response, next: NextFunction) => {
    const slug = PAGE_PATH.exec(req.path)?.[1];
    if (slug === undefined || slugTakenByTheShop(slug) || !isFragmentRequest(req)) return next();
    try {
      const { db, uploadsUrl } = requestServices(res);
      res.setHeader('X-Robots-Tag', 'noindex');
      res.setHeader('Cache-Control', req.method === 'POST' ? 'no-store' : FRAGMENT_CACHE_CONTROL);
      const page = await getPageBySlug(db, slug, uploadsUrl);
      if (!page) {
        res.setHeader('Cache-Control', 'no-store');
        res.status(404).type('text/plain').send('No page at this address.');
        return;
      }
      // Sanitised on every render, as the page itself is.
      const html = (await renderer())(contentForDisplay(page.content, page.contentFormat));
      if (req.method !== 'POST') {
        const etag = `W/"${createHash('sha1').update(html).digest('base64url').slice(0, 22)}"`;
        res.setHeader('ETag', etag);
        if (req.headers['if-none-match'] === etag) {
          res.status(304).end();
          return;
        }
      }
      res.status(200).type('text/html; charset=utf-8').send(html);
    } catch (error) {
      next(error);
    }
  };
}

/** `?lightbox=1` on a GET (or HEAD), `?t=` on a POST; never a request for the cart protocol. */
function isFragmentRequest(req: Request): boolean {
  const query = new URL(req.originalUrl, 'http://shop.invalid').searchParams;
  if (query.has('wc-ajax')) return false;
  if (req.method === 'GET' || req.method === 'HEAD') return query.get(LIGHTBOX_FRAGMENT_PARAM) === LIGHTBOX_FRAGMENT_VALUE;
  return req.method === 'POST' && query.has(MODAL_TIMESTAMP_PARAM);
}

/** The fragment is the page's own component (JSX), reached through the built server entry (app/entry.server.tsx). */
function builtRenderer(build: BuildSource): () => Promise<RenderContentFragment> {
  return async () => {
    const resolved = typeof build === 'function' ? await build() : build;
    const exported = (resolved.entry.module as unknown as Record<string, unknown>).renderContentFragment;
    if (typeof exported !== 'function') throw new Error('The server build does not export renderContentFragment (app/entry.server.tsx).');
    return exported as RenderContentFragment;
  };
}
