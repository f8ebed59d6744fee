import type { Request, Response } from 'express';
import { z } from 'zod';
import { getWoocommerceMeta } from '../../core/accounts/user-meta.ts';
import { avatarUrls, roleCapabilities, userDisplayName, userRegisteredAt, userSlug } from '../../core/accounts/user-profile.ts';
import { requestServices } from '../request/request-services.ts';
import { restCaller } from './auth.ts';
import { REST_ERRORS, sendRest, sendRestError } from './errors.ts';
import { fieldsParam, parseQuery } from './query.ts';
import { pickFields } from './fields.ts';
import type { RestContext } from './route-table.ts';

const querySchema = z.object({ context: z.enum(['view', 'embed', 'edit'], { error: 'must be one of view, embed, edit' }).default('view') });

/**
 * `GET /wp-json/wp/v2/users/me`: the caller's own user in WordPress's shape, by session (with its nonce),
 * API key or application password; `context=edit` adds the private fields, as WordPress gives a user
 * for themselves.
 */
export async function readCurrentUser(req: Request, res: Response, { siteOrigin }: RestContext): Promise<void> {
  const query = parseQuery(req, querySchema);
  if (!query.ok) return sendRestError(res, query.error);
  const result = await restCaller(req, res, { write: false });
  if (!result.ok) return sendRestError(res, result.error);
  const { caller } = result;
  if (caller.kind === 'anonymous') return sendRestError(res, REST_ERRORS.notLoggedIn());
  const { user } = caller;
  const { db } = requestServices(res);

  const slug = userSlug(user.username);
  const view = {
    id: user.id,
    name: userDisplayName(user),
    url: '',
    description: '',
    // No author archives here: the account page is where a user's profile lives.
    link: `${siteOrigin}/my-account/`,
    slug,
    avatar_urls: avatarUrls(user.email),
  };
  const links = {
    self: [{ href: `${siteOrigin}/wp-json/wp/v2/users/${user.id}` }],
    collection: [{ href: `${siteOrigin}/wp-json/wp/v2/users` }],
  };
  const context = query.query.context;
  if (context === 'embed') return sendRest(res, 200, pickFields({ ...view, _links: links }, fieldsParam(req)));
  const body =
    context === 'edit'
      ? {
          ...view,
          username: user.username,
          first_name: user.firstName,
          last_name: user.lastName,
          email: user.email,
          nickname: user.username,
          registered_date: ((await userRegisteredAt(db, user.id)) ?? new Date().toISOString()).replace(/\.\d{3}Z$/, '+00:00'),
          roles: [user.role],
          capabilities: roleCapabilities(user.role),
          extra_capabilities: { [user.role]: true },
          meta: [],
          woocommerce_meta: await getWoocommerceMeta(db, user.id),
          _links: links,
        }
      : { ...view, meta: [], _links: links };
  sendRest(res, 200, pickFields(body, fieldsParam(req)));
}
