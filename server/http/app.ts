import { resolve } from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import { RouterContextProvider, type ServerBuild } from 'react-router';
import { appContext, type AppServices } from '../../app/context.ts';
import type { AppConfig } from '../../config/schema.ts';
import type { ServerEnv } from '../../config/load.ts';
import type { DatabaseHandle } from '../../db/connect.ts';
import { RequestSession, sessionCookieName } from '../../app/services/request-session.ts';
import { requestServices } from '../request/request-services.ts';
import { NOTICE_COOKIE } from '../../app/services/notice-cookie.ts';
import { parseCookies } from '../../core/contract/shared/cookies.ts';
import { SettingsCache } from './settings-cache.ts';
import { cartLinks } from './cart-links.ts';
import { contentFragments } from './content-fragments.ts';
import { cartService, type CartService } from '../../app/services/cart-service.ts';
import { checkoutService, type CheckoutService } from '../../app/services/checkout-service.ts';
import { wcAjax } from '../wc-ajax/middleware.ts';
import { adminAjax } from './admin-ajax.ts';
import { restApi, restBodyTooLarge } from '../rest/router.ts';
import { isRestPath } from '../../core/contract/rest/discovery.ts';
import { REST_ERRORS, sendRestError } from '../rest/errors.ts';
import { mayEditContent } from './content-writes.ts';
import { hasNulInForm, hasNulInUrl } from './nul-bytes.ts';
import { PageCache } from './page-cache.ts';
import { compressedAssets } from './asset-compression.ts';
import { compressResponses } from './response-compression.ts';
import { clientAssets } from './client-assets.ts';
import { getContentVersion } from '../../core/settings/settings.ts';
import { countryCode } from '../../core/contract/consent/country-code.ts';
import { lawGroup } from '../../core/contract/consent/law.ts';
import { isDatabaseBusy } from '../../db/busy.ts';
import { foundDatabaseBusy } from '../../app/errors/database-busy.ts';
import { sendDatabaseBusy } from './database-busy.ts';
import { siteOriginFor } from './site-origin.ts';
import { securityHeaders, usePagePolicy } from './security-headers.ts';
import { canonicalTrailingSlash, refuseForeignPaths } from './canonical-path.ts';
import { refuseUnservedMethods } from './allowed-methods.ts';
import { sitemapAndRobots } from './sitemap.ts';
import { homeLayoutInLocale } from '../../core/theme/home-translations.ts';
import { ownerTextIn } from '../../core/i18n/owner-text.ts';
import { keepLanguageInRedirect, localeRequestHandlers, localeRouting, locatedPathOf } from './locale-routing.ts';
import { bodyLimitFor, BodyTooLargeError, readBody, toWebRequest } from './web-adapter.ts';
import { pendingPicturePlaceholder } from './picture-placeholder.ts';
import { ownerFavicon } from './owner-favicon.ts';
import { webManifest } from './web-manifest.ts';
import { clientsGone, endedByClient, type ClientsGone } from './clients-gone.ts';

export interface AppOptions {
  database: DatabaseHandle;
  config: AppConfig;
  env: ServerEnv;
  /** The built app, or a loader for it (development reloads it on change). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Directory of built browser assets; absent in development (Vite serves them). */
  clientDir?: string;
  mode: 'production' | 'development';
  /** Middleware mounted before static files (Vite's in development). */
  before?: express.RequestHandler[];
  /** Middleware mounted after request services exist and before the pages (protocol adapters, caches). */
  after?: express.RequestHandler[];
}

export interface ShopApp {
  app: express.Express;
  settings: SettingsCache;
  pageCache: PageCache;
  /** Requests their clients ended, counted for the log (flush it when the process stops). */
  clientsGone: ClientsGone;
}

/** How often at most the log says how many requests their clients ended. */
const CLIENTS_GONE_LOG_INTERVAL_MS = 60_000;

export function createShopApp(options: AppOptions): ShopApp {
  const { database, config, env } = options;
  const settings = new SettingsCache(database.db, 1000, Date.now, config);
  const cookieName = sessionCookieName(config.store.cookieHashSalt);
  const uploadsUrl = '/uploads';
  const assets = clientAssets(options.clientDir, options.mode);
  const siteOrigin = siteOriginFor(config.store, env);
  const app = express();
  app.disable('x-powered-by');
  // The one place forwarded headers are trusted: req.ip (the client address every limit counts) and
  // req.protocol follow it. Never `true`: that takes X-Forwarded-For's leftmost entry, which the client writes.
  app.set('trust proxy', env.TRUST_PROXY);
  // Cached pages are answered first, already compressed: no compression, session or settings work.
  const pageCache = new PageCache({
    ...config.pageCache,
    enabled: config.pageCache.enabled && options.mode === 'production',
    readVersion: () => getContentVersion(database.db),
    // A page rendered right after an edit must not use settings cached before it.
    onInvalidate: () => settings.invalidate(),
    // The banner's options follow the owner's saved settings (an edit drops every page anyway).
    variantOf: (req) => (pagesVaryByCountry(settings.current()?.config ?? null) ? lawGroup(countryFrom(req, config.geo.countryHeader)) : 'any'),
  });
  app.use(securityHeaders({ contentSecurityPolicy: options.mode === 'production' }));
  app.use(refuseForeignPaths);
  app.use(refuseUnservedMethods);
  app.use(pageCache.lookup);
  // Only per-visitor responses get here (cached pages and built assets are stored compressed), so speed
  // wins: the fastest settings, a whole body compressed in one call.
  app.use(compressResponses());
  // Before the static files (and Vite's in development), which hold the shop's own icon.
  app.use(ownerFavicon(async () => (await settings.get()).config.theme.brand.icon, env.UPLOADS_DIR));
  app.use(webManifest(async () => (await settings.get()).config, uploadsUrl));
  for (const middleware of options.before ?? []) app.use(middleware);

  if (options.clientDir) {
    // Hashed file names never change content: cache them for a year.
    app.use('/assets', compressedAssets(resolve(options.clientDir, 'assets')));
    app.use('/assets', express.static(resolve(options.clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
    // Pages end in `/` and name no file: only a path like `/favicon.ico` is worth a disk lookup (a stat per page otherwise).
    const publicFiles = express.static(options.clientDir, { maxAge: '1h', index: false });
    app.use((req: Request, res: Response, next: NextFunction) => (namesAFile(req.path) ? publicFiles(req, res, next) : next()));
  }
  // Stored images are named after a hash of their bytes (core/media/images.ts): they never change either.
  app.use(uploadsUrl, express.static(resolve(env.UPLOADS_DIR), { immutable: true, maxAge: '1y', index: false }));
  app.use(uploadsUrl, pendingPicturePlaceholder(env.UPLOADS_DIR));

  app.use(canonicalTrailingSlash);
  app.use(localeRouting(config.store.locales));
  app.use(sitemapAndRobots({ db: database.db, locales: config.store.locales, siteOrigin }));

  // Every request past static files gets its services (session loaded lazily) and its body read once.
  app.use(async (req: Request, res: Response, next: NextFunction) => {
    try {
      const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req, bodyLimitFor(req.path));
      if (hasNulInUrl(req.originalUrl) || hasNulInForm(req.get('content-type'), body)) {
        res.status(400).type('text/plain').send('The request contains a NUL character, which no field accepts.');
        return;
      }
      res.locals.body = body;
      // After an edit the next page re-reads the content version (only paths that edit: see mayEditContent).
      if (mayEditContent(req.method, req.path)) res.once('finish', () => settings.recheck());
      const site = await settings.get();
      const { locale } = locatedPathOf(res);
      const cookies = parseCookies(req.headers.cookie);
      const session = new RequestSession({
        db: database.db,
        cookieName,
        cookieValue: cookies.get(cookieName),
        noticeCookieValue: cookies.get(NOTICE_COOKIE),
        secure: req.protocol === 'https',
        lifetimeHours: config.cart.sessionLifetimeHours,
      });
      let cart: CartService | undefined;
      let checkout: CheckoutService | undefined;
      const services: AppServices = {
        db: database.db,
        dialect: database.dialect,
        config: site.config,
        fileConfig: config,
        settings: site.settings,
        navCategories: site.navCategories,
        menuSources: site.menuSources,
        // In the page's language: the owner's translations, else the default texts' fixed ones, else as written.
        homeLayout: homeLayoutInLocale(site.homeLayout, locale, ownerTextIn(site.ownerTranslations, locale)),
        ownerTranslations: site.ownerTranslations,
        catalog: site.catalog,
        shippingZones: site.shippingZones,
        taxes: site.taxes,
        integrations: site.integrations,
        fontFaces: site.fontFaces,
        session,
        // Made on first use: most requests never touch the cart.
        get cart() {
          return (cart ??= cartService(services));
        },
        get checkout() {
          return (checkout ??= checkoutService(services));
        },
        country: countryFrom(req, config.geo.countryHeader),
        locale,
        clientAddress: req.ip ?? null,
        uploadsUrl,
        uploadsDir: env.UPLOADS_DIR,
        siteOrigin,
        contentSecurityPolicy: options.mode === 'production',
        assets,
      };
      res.locals.services = services;
      next();
    } catch (error) {
      next(error);
    }
  });

  // A content page's content alone for modals and lightboxes: it only renders, so it comes before the cart links.
  app.use(contentFragments(options.build));
  // No-JS cart links (`?add-to-cart=`, `?remove_item=`) on any page, before the pages render.
  app.use(cartLinks);
  app.use(wcAjax(options.build));
  // WordPress's admin-ajax, for the REST nonce clients refresh a stale one from.
  app.use(adminAjax);
  app.use(restApi({ siteOrigin }));
  for (const middleware of options.after ?? []) app.use(middleware);

  const handlerFor = localeRequestHandlers(options.build, options.mode);
  app.use(async (req: Request, res: Response, next: NextFunction) => {
    try {
      const services = requestServices(res);
      const context = new RouterContextProvider();
      context.set(appContext, services);
      const origin = `${req.protocol}://${req.get('host') ?? `${env.HOST}:${env.PORT}`}`;
      const { prefix } = locatedPathOf(res);
      const response = keepLanguageInRedirect(await handlerFor(prefix)(toWebRequest(req, res, origin, res.locals.body as Buffer | undefined), context), prefix, config.store.locales);
      if (foundDatabaseBusy(context)) return sendDatabaseBusy(req, res);
      // A loader redirected: the page that took the visitor's notices is not shown, the next one shows them.
      if (response.status >= 300 && response.status < 400) await services.session.restoreTakenNotices();
      usePagePolicy(res, response);
      await pageCache.send(req, res, response, services.session.setCookieHeaders);
    } catch (error) {
      next(error);
    }
  });

  const gone = clientsGone({ intervalMs: CLIENTS_GONE_LOG_INTERVAL_MS, log: (line) => console.warn(line) });
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    // Nobody is left to answer (a body that never came, a reset): counted, not logged one by one.
    if (endedByClient(error, req)) {
      gone.count();
      res.destroy();
      return;
    }
    // A REST client reads JSON errors, even for what went wrong before its route ran.
    const rest = isRestPath(req.path);
    if (error instanceof BodyTooLargeError) {
      if (rest) sendRestError(res, restBodyTooLarge(req.path, error.limit));
      else res.status(413).type('text/plain').send('Request body too large.');
      return;
    }
    if (isDatabaseBusy(error)) {
      if (res.headersSent) res.end();
      else sendDatabaseBusy(req, res);
      return;
    }
    console.error(error);
    if (res.headersSent) res.end();
    else if (rest) sendRestError(res, REST_ERRORS.internal());
    else res.status(500).type('text/plain').send('Something went wrong on our side. Please try again.');
  });

  return { app, settings, pageCache, clientsGone: gone };
}

function namesAFile(path: string): boolean {
  return path.slice(path.lastIndexOf('/') + 1).includes('.');
}

/**
 * Pages differ by the visitor's country only through the consent banner's cookie law: not when the
 * banner is off or applies no regional law (app/entry.server.tsx sends Vary on the country header
 * under the same condition). The options are the owner's saved ones, as this process last read them;
 * until the first read pages are kept per country group (a finer key than needed only costs a render).
 */
function pagesVaryByCountry(config: AppConfig | null): boolean {
  return config === null || (config.consent.enabled && config.consent.regionalLaw);
}

/** The country header's code; null when absent or naming no country (Cloudflare's `XX`, `T1`…), which asks first. */
function countryFrom(req: Request, header: string): string | null {
  return countryCode(req.get(header));
}
