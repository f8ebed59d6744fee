import { sleep as defaultSleep, throwIfAborted, type Sleep } from '../abort.ts';
import { isRestError } from '../errors.ts';
import { getHeader } from '../headers.ts';
import type { ApiFetchMiddleware, ApiFetchOptions } from '../types.ts';

export interface RetryOptions {
  /** Further attempts after the first; 0 turns retrying off. */
  retries: number;
  /** The first wait; each later one doubles, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** 0 ≤ n < 1; injectable so waits are predictable in tests. */
  random: () => number;
  sleep: Sleep;
}

export const DEFAULT_RETRY: RetryOptions = {
  retries: 2,
  baseDelayMs: 300,
  maxDelayMs: 5_000,
  random: Math.random,
  sleep: defaultSleep,
};

/** Methods that may be repeated without repeating their effect; POST and PATCH are never retried. */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
/** Answers from a proxy or an overloaded server, before the request was handled. */
const TRANSIENT_STATUS = new Set([502, 503, 504]);

/** The method the server acts on: a tunnelled request names it in the override header. */
export function effectiveMethod(options: ApiFetchOptions): string {
  return (getHeader(options.headers, 'X-HTTP-Method-Override') ?? options.method ?? 'GET').toUpperCase();
}

export function isTransient(error: unknown): boolean {
  return isRestError(error) && (error.code === 'fetch_error' || (error.status !== undefined && TRANSIENT_STATUS.has(error.status)));
}

/** Wait before retry number `attempt` (1-based): exponential, with half of it random so clients spread out. */
export function backoffDelay(attempt: number, policy: Pick<RetryOptions, 'baseDelayMs' | 'maxDelayMs' | 'random'>): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * policy.random());
}

export function createRetryMiddleware(getPolicy: () => RetryOptions): ApiFetchMiddleware {
  return async (options, next) => {
    const policy = getPolicy();
    if (!IDEMPOTENT.has(effectiveMethod(options))) return next(options);
    for (let attempt = 1; ; attempt++) {
      try {
        return await next(options);
      } catch (error) {
        throwIfAborted(options.signal);
        if (attempt > policy.retries || !isTransient(error)) throw error;
        await policy.sleep(backoffDelay(attempt, policy), options.signal);
        throwIfAborted(options.signal);
      }
    }
  };
}
