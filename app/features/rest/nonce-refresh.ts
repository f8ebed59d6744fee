import { throwIfAborted } from './abort.ts';
import { isRestError } from './errors.ts';
import type { NonceMiddleware } from './middlewares/nonce.ts';

export interface NonceRefresh {
  fetch: typeof fetch;
  endpoint: string;
  middleware: NonceMiddleware | undefined;
  signal: AbortSignal | null | undefined;
}

/**
 * Runs the request; if the server says the nonce is stale (it expires while a page stays open), asks the
 * nonce endpoint for the current one, gives it to the nonce middleware and runs the request once more.
 * If the nonce cannot be had, the caller gets the server's original error.
 */
export async function withNonceRefresh<T>(run: () => Promise<T>, refresh: NonceRefresh): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isRestError(error) || error.code !== 'rest_cookie_invalid_nonce' || !refresh.middleware) throw error;
    throwIfAborted(refresh.signal);
    const nonce = await fetchNonce(refresh).catch(() => {
      throwIfAborted(refresh.signal);
      throw error;
    });
    refresh.middleware.nonce = nonce;
    throwIfAborted(refresh.signal);
    return run();
  }
}

async function fetchNonce({ fetch, endpoint, signal }: NonceRefresh): Promise<string> {
  const response = await fetch(endpoint, { credentials: 'include', ...(signal ? { signal } : {}) });
  if (!response.ok) throw new Error(`nonce endpoint answered ${response.status}`);
  const nonce = (await response.text()).trim();
  // admin-ajax answers "0" or "-1" to a request it cannot serve; neither is a nonce (ours are base64url).
  if (!/^[A-Za-z0-9_-]+$/.test(nonce) || nonce === '0' || nonce === '-1') throw new Error('nonce endpoint gave no nonce');
  return nonce;
}
