import { API_SETTINGS_OBJECT, type ApiSettings } from '../../../core/contract/rest/api-settings.ts';
import { REST_ROOT_PATH } from '../../../core/contract/rest/discovery.ts';
import apiFetch, { type ApiFetch } from './api-fetch.ts';

/**
 * The page's REST settings: `window.wpApiSettings` on a signed-in user's page (the server writes it, see
 * app/document/api-settings-script.ts); otherwise this origin's root and no nonce.
 */
export function pageApiSettings(win: Window): ApiSettings {
  const given = (win as unknown as Record<string, unknown>)[API_SETTINGS_OBJECT];
  const fallback = { root: ownRoot(win), nonce: '' };
  if (typeof given !== 'object' || given === null) return fallback;
  const { root, nonce } = given as Partial<Record<keyof ApiSettings, unknown>>;
  return { root: typeof root === 'string' && root !== '' ? root : fallback.root, nonce: typeof nonce === 'string' ? nonce : '' };
}

function ownRoot(win: Window): string {
  try {
    return new URL(REST_ROOT_PATH, win.location.href).href;
  } catch {
    // A document without an address of its own (about:blank): the path alone.
    return REST_ROOT_PATH;
  }
}

/** Gives a client the page's root URL and nonce (refreshed by the client when it goes stale). */
export function configureForPage(api: ApiFetch, win: Window): ApiFetch {
  const { root, nonce } = pageApiSettings(win);
  api.use(api.createRootURLMiddleware(root));
  api.use(api.createNonceMiddleware(nonce));
  return api;
}

let configured = false;

/** The shared client, configured for this page on first use. */
export function pageApiFetch(win: Window = window): ApiFetch {
  if (!configured) {
    configured = true;
    configureForPage(apiFetch, win);
  }
  return apiFetch;
}
