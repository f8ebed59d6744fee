import type { AppServices } from '../context.ts';
import { signedInUser } from '../../core/accounts/signed-in-user.ts';
import { API_SETTINGS_OBJECT, type ApiSettings } from '../../core/contract/rest/api-settings.ts';
import { REST_ROOT_PATH } from '../../core/contract/rest/discovery.ts';
import { scriptJson } from './script-json.ts';

/**
 * `window.wpApiSettings=…;` for a page shown to a signed-in user (the REST root and the session's
 * nonce, as WordPress writes it for `@wordpress/api-fetch`), and '' for everyone else: a visitor without
 * a session is not even looked up, so pages the cache shares stay the same for every visitor.
 */
export async function apiSettingsScript({ db, session, siteOrigin }: Pick<AppServices, 'db' | 'session' | 'siteOrigin'>): Promise<string> {
  if (!session.hasCookie) return '';
  const user = await signedInUser(db, () => session.userId());
  if (!user) return '';
  const settings: ApiSettings = { root: `${siteOrigin}${REST_ROOT_PATH}`, nonce: await session.nonce() };
  return `window.${API_SETTINGS_OBJECT}=${scriptJson(settings)};`;
}
