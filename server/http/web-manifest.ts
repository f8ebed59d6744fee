import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../../config/schema.ts';
import { WEB_MANIFEST_PATH, webAppManifest } from '../../core/contract/theme/web-manifest.ts';
import { textDirection } from '../../core/i18n/text-direction.ts';

/**
 * `/site.webmanifest` (core/contract/theme/web-manifest.ts), from the settings as they are now: the owner's
 * name, icon and colours change under the same address, so a browser asks again (a 304 while unchanged).
 */
export function webManifest(configOf: () => Promise<AppConfig>, uploadsUrl: string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.path !== WEB_MANIFEST_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) {
      next();
      return;
    }
    configOf().then((config) => {
      const { name, locale } = config.store;
      const { icon, colours } = config.theme.brand;
      const manifest = webAppManifest({ name, lang: locale, dir: textDirection(locale), icon, uploadsUrl, colours });
      res.set('Cache-Control', 'no-cache');
      res.type('application/manifest+json').send(JSON.stringify(manifest));
    }, next);
  };
}
