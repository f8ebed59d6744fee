import type { Request, Response } from 'express';
import { readWpSettings, updateWpSettings, type ShopIdentity } from '../../core/settings/wp-settings.ts';
import { requestServices } from '../request/request-services.ts';
import { requireOwner } from './auth.ts';
import { REST_ERRORS, sendRest, sendRestError } from './errors.ts';
import { readJsonBody } from './json-body.ts';
import type { RestContext, RestRoute } from './route-table.ts';

function identityOf(res: Response, siteOrigin: string): ShopIdentity {
  const { store } = requestServices(res).config;
  return { name: store.name, tagline: store.tagline, url: siteOrigin, email: store.email, locale: store.locale, productsPerPage: store.productsPerPage };
}

/** `GET /wp-json/wp/v2/settings`: the site settings, for the owner. */
export async function readSettings(req: Request, res: Response, { siteOrigin }: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: false }))) return;
  sendRest(res, 200, await readWpSettings(requestServices(res).db, identityOf(res, siteOrigin)));
}

/** `POST` (or PUT/PATCH) `/wp-json/wp/v2/settings`: changes the given settings and answers them all, as WordPress does. */
export async function updateSettings(req: Request, res: Response, { siteOrigin }: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: true }))) return;
  const body = readJsonBody(req, res);
  if (!body.ok) return sendRestError(res, body.error);
  const result = await updateWpSettings(requestServices(res).db, identityOf(res, siteOrigin), body.json);
  if (!result.ok) return sendRestError(res, REST_ERRORS.invalidParams(result.errors));
  sendRest(res, 200, result.settings);
}

/** WordPress's editable methods: PUT and PATCH (or a POST overriding to one) update as a POST does. */
export const settingsRoute: RestRoute = { path: '/wp/v2/settings', methods: { GET: readSettings, POST: updateSettings, PUT: updateSettings, PATCH: updateSettings } };
