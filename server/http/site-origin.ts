import type { AppConfig } from '../../config/schema.ts';
import type { ServerEnv } from '../../config/load.ts';

/** Addresses that mean "every interface": no browser can be sent there. */
const ANY_ADDRESS = new Set(['0.0.0.0', '::', '[::]']);

/**
 * The public origin for absolute links (e-mails, canonical addresses, structured data): the configured
 * `store.baseUrl`, else the address the server is configured to listen on. Never the request's Host
 * header: anyone can send any Host, and the links end up in mails and in pages the cache shares.
 */
export function siteOriginFor(store: Pick<AppConfig['store'], 'baseUrl'>, env: Pick<ServerEnv, 'HOST' | 'PORT'>): string {
  if (store.baseUrl) return store.baseUrl.replace(/\/+$/, '');
  const host = ANY_ADDRESS.has(env.HOST) ? 'localhost' : env.HOST.includes(':') && !env.HOST.startsWith('[') ? `[${env.HOST}]` : env.HOST;
  return `http://${host}:${env.PORT}`;
}

/** What the server says at start when production links would fall back to the listening address. */
export function baseUrlWarning(store: Pick<AppConfig['store'], 'baseUrl'>, env: Pick<ServerEnv, 'HOST' | 'PORT'>): string | null {
  if (store.baseUrl) return null;
  return (
    `Warning: store.baseUrl is not set in the config file, so links in e-mails and canonical addresses use ${siteOriginFor(store, env)}. ` +
    'Set it to the shop’s public address, such as "https://shop.example.com".'
  );
}
