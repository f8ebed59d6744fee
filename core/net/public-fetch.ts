import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { AddressRefusedError, allowedLookup, isPublicAddress, systemResolver, type AddressPolicy, type Resolver } from './public-address.ts';
import { BodyTooLargeError, readBody } from './read-body.ts';

export interface PublicFetchOptions {
  /** The whole download, redirects included, must finish within this time. */
  timeoutMs: number;
  /** Bodies larger than this are cut off and refused. */
  maxBytes: number;
  /** Redirects followed at most (each hop checked like the first). */
  maxRedirects: number;
  /** Sent as the Accept header. */
  accept?: string;
  /** Tests stand in for DNS and for which addresses count as public. */
  resolver?: Resolver;
  allowed?: AddressPolicy;
}

/** A download that was refused or failed; `message` says why in words for the person who named the URL. */
export class FetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FetchError';
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Why a URL may not be fetched, judged without the network (scheme, credentials, a literal address);
 * null when it may be tried. Host names are judged when they are resolved, at connection time.
 */
export function urlProblem(url: URL, allowed: AddressPolicy = isPublicAddress): string | null {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `only http and https addresses are fetched, not ${url.protocol.replace(/:$/, '')}`;
  if (url.username || url.password) return 'addresses with a user name or password are not fetched';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !allowed(host)) return `${host} is not a public address`;
  return null;
}

/**
 * GETs a URL from the public internet only: http(s), every address of every hop checked before the
 * connection and the connection made to the checked address, redirects followed by hand (at most
 * `maxRedirects`), the body capped at `maxBytes` and everything within `timeoutMs`.
 */
export async function fetchPublic(address: string, options: PublicFetchOptions): Promise<Buffer> {
  const resolver = options.resolver ?? systemResolver;
  const allowed = options.allowed ?? isPublicAddress;
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = parseUrl(address);
  for (let hop = 0; ; hop++) {
    const problem = urlProblem(url, allowed);
    if (problem) throw new FetchError(problem);
    const response = await get(url, { signal, resolver, allowed, accept: options.accept ?? '*/*' });
    const location = response.headers.location;
    if (REDIRECTS.has(response.statusCode ?? 0) && location) {
      response.destroy();
      if (hop >= options.maxRedirects) throw new FetchError(`more than ${options.maxRedirects} redirects`);
      url = parseUrl(location, url);
      continue;
    }
    if ((response.statusCode ?? 0) < 200 || (response.statusCode ?? 0) >= 300) {
      response.destroy();
      throw new FetchError(`HTTP ${response.statusCode}`);
    }
    return readCapped(response, options.maxBytes, signal);
  }
}

function parseUrl(text: string, base?: URL): URL {
  try {
    return new URL(text, base);
  } catch {
    throw new FetchError('not a valid address');
  }
}

function get(url: URL, options: { signal: AbortSignal; resolver: Resolver; allowed: AddressPolicy; accept: string }): Promise<IncomingMessage> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(url, {
      method: 'GET',
      headers: { accept: options.accept, 'user-agent': 'Vitrine product import' },
      lookup: allowedLookup(options.resolver, options.allowed),
      signal: options.signal,
      // A fresh connection per request: a pooled socket was checked for another host.
      agent: false,
    });
    outgoing.once('response', resolve);
    // Kept for the whole request: a late error (a reset after the headers) must not go unhandled.
    outgoing.on('error', (error) => reject(failure(error, options.signal)));
    outgoing.end();
  });
}

function failure(error: unknown, signal: AbortSignal): FetchError {
  if (signal.aborted) return new FetchError('took too long');
  if (error instanceof FetchError) return error;
  if (error instanceof AddressRefusedError) return new FetchError(error.message);
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new FetchError('host not found');
  return new FetchError(code ?? (error as Error).message);
}

async function readCapped(response: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  try {
    return await readBody(response, { maxBytes, overflow: 'refuse', signal });
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new FetchError(`larger than ${Math.round(maxBytes / (1024 * 1024))} MB`);
    throw failure(error, signal);
  }
}
