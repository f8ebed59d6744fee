import type { NextFunction, Request, Response } from 'express';
import { picturesPending } from '../../core/media/pictures-pending.ts';

/** A stored image's address: `<stem>-<width>.webp` (core/media/images.ts). */
const STORED_IMAGE = /^\/[a-z0-9-]+-\d+\.webp$/;

/** A plain tile in the theme's paper colour; the `<img>` around it keeps its own width and height. */
const PLACEHOLDER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1" preserveAspectRatio="none"><rect width="1" height="1" fill="#ece7df"/></svg>';

/**
 * While the demo store's pictures are still being drawn (a first start serves at once and draws them
 * after), a picture not on disk yet answers a placeholder that no cache keeps, instead of a broken image.
 * Mounted after the uploads' static files, so it only sees what is not there.
 */
export function pendingPicturePlaceholder(uploadsDir: string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !STORED_IMAGE.test(req.path) || !picturesPending(uploadsDir)) {
      next();
      return;
    }
    res.set('Cache-Control', 'no-store').type('image/svg+xml').send(PLACEHOLDER_SVG);
  };
}
