import { throwIfAborted } from '../abort.ts';
import { MEDIA_POST_PROCESS_ATTEMPTS } from '../constants.ts';
import { clientError, isRestError } from '../errors.ts';
import { withoutHeaders } from '../headers.ts';
import { readSuccess } from '../response.ts';
import { targetOf } from '../types.ts';
import type { ApiFetchMiddleware, ApiFetchOptions, FetchHandler } from '../types.ts';

const MEDIA_COLLECTION = /wp\/v2\/media\/?(?=[?&#]|$)/;

/** A POST to the media collection (an upload), whether by path, url or `?rest_route=`. */
export function isMediaUpload(options: ApiFetchOptions): boolean {
  const target = targetOf(options);
  return (options.method ?? 'GET').toUpperCase() === 'POST' && target !== undefined && MEDIA_COLLECTION.test(target);
}

/**
 * An upload the server stored but could not finish (5xx with `X-WP-Upload-Attachment-ID`, typically out
 * of memory making image sizes) is finished by asking for the sub-sizes again, up to five times; if that
 * never works the half-made attachment is deleted and the upload fails with `post_process`.
 */
export const mediaUploadMiddleware: ApiFetchMiddleware = async (options, next) => {
  if (!isMediaUpload(options)) return next(options);
  try {
    return await next(options);
  } catch (error) {
    const id = isRestError(error) ? error.response?.headers.get('X-WP-Upload-Attachment-ID') : null;
    if (!isRestError(error) || !id || error.status === undefined || error.status < 500 || error.status > 599) throw error;
    return finishUpload(options, next, id, error.status);
  }
};

async function finishUpload(upload: ApiFetchOptions, next: FetchHandler, id: string, status: number): Promise<unknown> {
  const base = targetOf(upload)!;
  const collection = base.slice(0, base.search(MEDIA_COLLECTION) + 'wp/v2/media'.length);
  const item = `${collection}/${encodeURIComponent(id)}`;
  // The follow-up requests keep the upload's auth headers, not its file's Content-* headers.
  const common: ApiFetchOptions = {
    headers: withoutHeaders(upload.headers, (name) => name.startsWith('content-')),
    signal: upload.signal ?? null,
  };
  const at = (target: string): Pick<ApiFetchOptions, 'url' | 'path'> => (upload.url !== undefined ? { url: target } : { path: target });

  let lastError: unknown;
  for (let attempt = 1; attempt <= MEDIA_POST_PROCESS_ATTEMPTS; attempt++) {
    throwIfAborted(upload.signal);
    let response: Response;
    try {
      response = (await next({
        ...common,
        ...at(`${item}/post-process`),
        method: 'POST',
        data: { action: 'create-image-subsizes' },
        parse: false,
      })) as Response;
    } catch (error) {
      lastError = error;
      continue;
    }
    return readSuccess(response, upload.parse !== false);
  }
  try {
    await next({ ...common, ...at(`${item}?force=true`), method: 'DELETE' });
  } catch {
    // The upload has failed either way; a leftover attachment is the lesser harm than hiding why.
  }
  throwIfAborted(upload.signal);
  throw clientError('post_process', { status, data: { status, attachment_id: Number(id) || id }, cause: lastError });
}
