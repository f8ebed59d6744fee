import { throwIfAborted } from './abort.ts';
import { ACCEPT_JSON } from './constants.ts';
import { clientError } from './errors.ts';
import { withDefaultHeader, withHeader } from './headers.ts';
import { errorFromResponse, readSuccess } from './response.ts';
import type { ApiFetchOptions, FetchHandler } from './types.ts';

/**
 * The innermost step: one fetch with cookie credentials and Accept JSON, its status checked and its body
 * read. `getFetch` is asked at each call so a fetch installed later (or stubbed in a test) is used.
 */
export function createFetchHandler(getFetch: () => typeof fetch): FetchHandler {
  return async (options: ApiFetchOptions) => {
    const { url, path, data, parse = true, method = 'GET', headers: given, body: givenBody, signal, ...init } = options;
    throwIfAborted(signal);
    let headers = withDefaultHeader(given, 'Accept', ACCEPT_JSON);
    let body = givenBody;
    if (data !== undefined) {
      body = JSON.stringify(data);
      headers = withHeader(headers, 'Content-Type', 'application/json');
    }
    const target = url ?? path;
    if (target === undefined) throw new TypeError('apiFetch needs a path or a url.');

    let response: Response;
    try {
      response = await getFetch()(target, {
        credentials: 'include',
        ...init,
        method,
        headers,
        ...(body === undefined ? {} : { body }),
        ...(signal ? { signal } : {}),
      });
    } catch (cause) {
      throwIfAborted(signal);
      if (cause instanceof Error && cause.name === 'AbortError') throw cause;
      throw clientError('fetch_error', { cause });
    }
    throwIfAborted(signal);
    if (response.status < 200 || response.status >= 300) throw await errorFromResponse(response);
    const result = await readSuccess(response, parse);
    throwIfAborted(signal);
    return result;
  };
}
