import { resolve } from 'node:path';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { appContext, type AppServices } from '../app/context.ts';
import type { AppConfig } from '../config/schema.ts';
import type { ServerEnv } from '../config/load.ts';
import type { DatabaseHandle } from '../db/connect.ts';
import { RequestSession, sessionCookieName } from './request-session.ts';
import { parseCookies } from './cookies.ts';
import { SettingsCache } from './settings-cache.ts';
import { BodyTooLargeError, readBody, sendWebResponse, toWebRequest } from './web-adapter.ts';

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
}

export function createShopApp(options: AppOptions): ShopApp {
  const { database, config, env } = options;
  const settings = new SettingsCache(database.db);
  const cookieName = sessionCookieName(config.store.cookieHashSalt);
  const uploadsUrl = '/uploads';
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true');
  app.use(compression());
  for (const middleware of options.before ?? []) app.use(middleware);

  if (options.clientDir) {
    // Hashed file names never change content: cache them for a year.
    app.use('/assets', express.static(resolve(options.clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
    app.use(express.static(options.clientDir, { maxAge: '1h', index: false }));
  }
  app.use(uploadsUrl, express.static(resolve(env.UPLOADS_DIR), { maxAge: '30d', index: false }));

  app.use(canonicalTrailingSlash);

  // Every request past static files gets its services (session loaded lazily) and its body read once.
  app.use(async (req: Request, res: Response, next: NextFunction) => {
    try {
      res.locals.body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
      const session = new RequestSession({
        db: database.db,
        cookieName,
        cookieValue: parseCookies(req.headers.cookie).get(cookieName),
        secure: req.protocol === 'https',
        lifetimeHours: config.cart.sessionLifetimeHours,
      });
      const services: AppServices = {
        db: database.db,
        dialect: database.dialect,
        config,
        settings: await settings.get(),
        session,
        country: countryFrom(req, config.geo.countryHeader),
        uploadsUrl,
      };
      res.locals.services = services;
      next();
    } catch (error) {
      next(error);
    }
  });

  for (const middleware of options.after ?? []) app.use(middleware);

  const handleRequest = createRequestHandler(options.build, options.mode);
  app.use(async (req: Request, res: Response, next: NextFunction) => {
    try {
      const services = requestServices(res);
      const context = new RouterContextProvider();
      context.set(appContext, services);
      const origin = `${req.protocol}://${req.get('host') ?? `${env.HOST}:${env.PORT}`}`;
      const response = await handleRequest(toWebRequest(req, res, origin, res.locals.body as Buffer | undefined), context);
      await sendWebResponse(res, response, services.session.setCookieHeaders);
    } catch (error) {
      next(error);
    }
  });

  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    if (error instanceof BodyTooLargeError) {
      res.status(413).type('text/plain').send('Request body too large.');
      return;
    }
    console.error(error);
    if (!res.headersSent) res.status(500).type('text/plain').send('Something went wrong on our side. Please try again.');
    else res.end();
  });

  return { app, settings };
}

/** The services the request middleware attached (session, settings, db). */
export function requestServices(res: Response): AppServices {
  return res.locals.services as AppServices;
}

/** `/shop` → `/shop/` so every page has one address (and one cache entry). */
function canonicalTrailingSlash(req: Request, res: Response, next: NextFunction) {
  if ((req.method === 'GET' || req.method === 'HEAD') && !req.path.endsWith('/') && !req.path.split('/').pop()?.includes('.')) {
    const query = req.url.slice(req.path.length);
    res.redirect(301, `${req.path}/${query}`);
    return;
  }
  next();
}

function countryFrom(req: Request, header: string): string | null {
  const value = req.get(header);
  return value && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : null;
}
