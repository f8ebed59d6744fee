import { resolve } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import type { SiteIcon } from '../../core/contract/theme/site-icon.ts';

/**
 * `/favicon.ico`, which browsers and crawlers ask for by itself: the owner's icon (Theme settings →
 * Branding → Site icon) when one is set, else the shop's own file (the static files after this). The
 * owner's may change under the same address, so a browser asks again each time (a 304 while unchanged).
 */
export function ownerFavicon(iconOf: () => Promise<SiteIcon | null>, uploadsDir: string) {
  const root = resolve(uploadsDir);
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.path !== '/favicon.ico' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      next();
      return;
    }
    iconOf().then((icon) => {
      if (!icon) {
        next();
        return;
      }
      res.set('Cache-Control', 'no-cache');
      // A set whose files are gone answers the shop's own icon rather than nothing.
      res.sendFile(icon.ico, { root, cacheControl: false, headers: { 'Content-Type': 'image/x-icon' } }, (error) => {
        if (error && !res.headersSent) {
          res.removeHeader('Cache-Control');
          next();
        }
      });
    }, next);
  };
}
