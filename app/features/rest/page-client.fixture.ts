import { createApiFetch, type ApiFetch } from './api-fetch.ts';
import type { ClientLoader } from './lazy-client.ts';
import { configureForPage } from './page-client.ts';

/**
 * A loader of a page client (configured from `win` as the page's would be) over a stand-in fetch, for
 * tests of features that call the REST API: they see the requests the real client sends.
 */
export function clientLoaderOver(fetchImpl: (input: string, init: RequestInit) => Promise<Response>, win: Window = window): ClientLoader & { client: ApiFetch } {
  const client = configureForPage(createApiFetch({ fetch: () => fetchImpl as typeof fetch, retry: { sleep: async () => undefined } }), win);
  return Object.assign(() => Promise.resolve(client), { client });
}
