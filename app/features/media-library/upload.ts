import apiFetch from '../rest/api-fetch.ts';
import { createFetchHandler } from '../rest/fetch-handler.ts';
import { xhrFetch, type UploadProgress } from './xhr-fetch.ts';

/** The listener of each upload in flight, by the form it sends (the REST client passes the body through untouched). */
const listeners = new WeakMap<object, UploadProgress>();
let installed = false;

/**
 * Sends requests whose body is an upload with a listener over XMLHttpRequest (for its progress events),
 * every other request with fetch; installed once as the client's innermost step.
 */
function installProgressHandler(): void {
  if (installed) return;
  installed = true;
  apiFetch.setFetchHandler(
    createFetchHandler(() => (input, init) => {
      const listener = init?.body && typeof init.body === 'object' ? listeners.get(init.body) : undefined;
      return listener ? xhrFetch(input, init, listener) : globalThis.fetch(input, init);
    }),
  );
}

/** Makes the shop's client talk to this shop's API with the session's nonce (once per page). */
export function configureClient(restRoot: string, nonce: string): void {
  installProgressHandler();
  if (!apiFetch.nonceMiddleware) {
    apiFetch.use(apiFetch.createNonceMiddleware(nonce));
    apiFetch.use(apiFetch.createRootURLMiddleware(restRoot));
  } else apiFetch.nonceMiddleware.nonce = nonce;
}

export interface UploadedMedia {
  id: number;
  title: { rendered: string };
}

/**
 * Uploads a file to the media library through the shop's REST client: its media middleware finishes an
 * upload whose sizes failed (post-process) or deletes it and fails with `post_process`.
 */
export async function uploadMedia(file: File, options: { altText?: string; onProgress?: UploadProgress; signal?: AbortSignal } = {}): Promise<UploadedMedia> {
  const form = new FormData();
  form.set('file', file, file.name);
  if (options.altText) form.set('alt_text', options.altText);
  if (options.onProgress) listeners.set(form, options.onProgress);
  return apiFetch<UploadedMedia>({ path: '/wp/v2/media', method: 'POST', body: form, ...(options.signal ? { signal: options.signal } : {}) });
}
