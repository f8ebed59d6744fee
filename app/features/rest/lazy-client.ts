import { isRestPath } from '../../../core/contract/rest/discovery.ts';
import { CHUNK_LOAD_TIMEOUT_MS, loadChunk, type Timers } from '../shared/chunk-load.ts';
import type { ApiFetch } from './api-fetch.ts';

export type ClientLoader = () => Promise<ApiFetch>;

/**
 * A loader of the page's REST client as a chunk of its own, so the storefront's first script stays small:
 * the client is fetched when a feature first calls the API (spec section 9: a ChunkLoadError after
 * 120000 ms). A failed load is forgotten, so the next call tries again.
 */
export function lazyClient(
  win: Window & Timers,
  importer: () => Promise<{ pageApiFetch(win: Window): ApiFetch }> = () => import('./page-client.ts'),
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): ClientLoader {
  let loading: Promise<ApiFetch> | undefined;
  return () => {
    loading ??= loadChunk(importer, timeoutMs, win, 'REST client').then(
      (module) => module.pageApiFetch(win),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
}

let pageLoader: ClientLoader | undefined;

/** The page's REST client, loaded once for every feature of the page. */
export function loadPageClient(win: Window & Timers = window): Promise<ApiFetch> {
  pageLoader ??= lazyClient(win);
  return pageLoader();
}

/** Whether a URL is this page's own REST API (a configured endpoint may point elsewhere). */
export function isOwnRestUrl(url: string, win: Window): boolean {
  let target: URL;
  try {
    target = new URL(url, win.location.href);
  } catch {
    return false;
  }
  return target.origin === win.location.origin && isRestPath(target.pathname);
}
