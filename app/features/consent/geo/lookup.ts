import { countryFromAnswer } from './answer.ts';

/**
 * The browser's country lookup for the consent banner (spec sections 7 and 8): the configured geo-IP
 * services are asked in order and the first country code wins. Each failure is reported as
 * `Error [code]: message` and the next service is tried. Messages never carry a service's address.
 */

export const GEO_LOOKUP_TIMEOUT_MS = 5000;
/** A country code is a few bytes; a longer answer is not one we can use, so reading stops here. */
export const GEO_ANSWER_MAX_BYTES = 64 * 1024;

type Answer = { country: string } | { code: string; message: string };

const ignore = () => undefined;

/** The body as text, or null once it grows past the cap (the rest is not downloaded). */
async function readCapped(response: Response): Promise<string | null> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    size += value.byteLength;
    if (size > GEO_ANSWER_MAX_BYTES) {
      reader.cancel().catch(ignore);
      return null;
    }
    text += decoder.decode(value, { stream: true });
  }
}

async function ask(service: string, fetchFn: typeof fetch, timeoutMs: number): Promise<Answer> {
  const controller = new AbortController();
  let timedOut = false;
  // The time-out covers the body too: a service that sends headers and then stalls is no better.
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    // No cookies and no referrer: the service learns the visitor's address and nothing else.
    const response = await fetchFn(service, {
      method: 'GET',
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
      signal: controller.signal,
    });
    if (!response.ok) {
      response.body?.cancel().catch(ignore);
      return { code: String(response.status), message: response.statusText || 'HTTP error' };
    }
    const body = await readCapped(response);
    if (body === null) return { code: 'parse', message: `answer larger than ${GEO_ANSWER_MAX_BYTES} bytes` };
    const country = countryFromAnswer(body);
    return country ? { country } : { code: 'parse', message: 'no country code in the answer' };
  } catch {
    return timedOut
      ? { code: 'timeout', message: `no answer within ${timeoutMs} ms` }
      : { code: 'network', message: 'the service could not be reached' };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The visitor's country, upper case, from the first service that gives one. Rejects with
 * 'No services to run' when none is configured and 'All services failed' when none answered.
 */
export async function lookupCountry(
  services: readonly string[],
  options: { fetch?: typeof fetch; timeoutMs?: number; onError?: (message: string) => void } = {},
): Promise<string> {
  if (services.length === 0) throw new Error('No services to run');
  // Called unbound: a browser's fetch throws "Illegal invocation" when called as a method of another object.
  const fetchFn = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? GEO_LOOKUP_TIMEOUT_MS;
  for (const service of services) {
    const answer = await ask(service, fetchFn, timeoutMs);
    if ('country' in answer) return answer.country;
    options.onError?.(`Error [${answer.code}]: ${answer.message}`);
  }
  throw new Error('All services failed');
}
