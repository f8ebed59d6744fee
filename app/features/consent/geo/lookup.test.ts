import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLOW_STUB_COUNTRY, startGeoStubs, type GeoStubs } from '../../../../e2e/support/geo-stubs.ts';
import { GEO_LOOKUP_TIMEOUT_MS, lookupCountry } from './lookup.ts';

const SHORT = 200;

let stubs: GeoStubs;
beforeAll(async () => {
  stubs = await startGeoStubs();
});
afterAll(() => stubs.close());
beforeEach(() => {
  stubs.hits.length = 0;
});

/** Runs a lookup with a short time-out, keeping the errors it reports. */
async function lookup(services: string[]) {
  const errors: string[] = [];
  const result = lookupCountry(services, { timeoutMs: SHORT, onError: (message) => errors.push(message) });
  return { country: await result.catch((error: Error) => `rejected: ${error.message}`), errors };
}

describe('lookupCountry against stub services', () => {
  it('reads the code from a JSON service and asks it once', async () => {
    expect(await lookup([stubs.ok('DE')])).toEqual({ country: 'DE', errors: [] });
    expect(stubs.hits).toEqual([stubs.ok('DE')]);
  });

  it.each(['country_code', 'countryCode', 'country', 'country_iso', 'countryIso', 'ip_country'])(
    'reads the %s field, trimmed and upper-cased',
    async (field) => {
      expect(await lookup([stubs.ok(' fr ', field)])).toEqual({ country: 'FR', errors: [] });
    },
  );

  it('takes the field holding a code when another holds a country name', async () => {
    const body = JSON.stringify({ country: 'Germany', countryCode: 'DE', country_name: 'Germany' });
    expect(await lookup([stubs.text(body, 'application/json')])).toEqual({ country: 'DE', errors: [] });
  });

  it('reads a plain-text code and a trace-style loc line', async () => {
    expect(await lookup([stubs.text('nl\n')])).toEqual({ country: 'NL', errors: [] });
    expect(await lookup([stubs.text('fl=12f34\nip=203.0.113.9\nloc=PL\r\ntls=TLSv1.3\n')])).toEqual({ country: 'PL', errors: [] });
  });

  it('reports an HTTP error with its status and tries the next service', async () => {
    expect(await lookup([stubs.failing, stubs.status(503), stubs.ok('IT')])).toEqual({
      country: 'IT',
      errors: ['Error [500]: Internal Server Error', 'Error [503]: Service Unavailable'],
    });
    expect(stubs.hits).toEqual([stubs.failing, stubs.status(503), stubs.ok('IT')]);
  });

  it('reports a refused connection as a network error and tries the next service', async () => {
    expect(await lookup([stubs.refused, stubs.ok('ES')])).toEqual({
      country: 'ES',
      errors: ['Error [network]: the service could not be reached'],
    });
    expect(stubs.hits).toEqual([stubs.ok('ES')]);
  });

  it('gives up on a service that does not answer in time and tries the next', async () => {
    expect(await lookup([stubs.slow, stubs.ok('PT')])).toEqual({
      country: 'PT',
      errors: [`Error [timeout]: no answer within ${SHORT} ms`],
    });
    expect(stubs.hits).toEqual([stubs.slow, stubs.ok('PT')]);
  });

  it('reports every answer that holds no country code as a parse error', async () => {
    const unreadable = [
      stubs.garbage,
      stubs.badJson,
      stubs.ok('Germany', 'country'),
      stubs.ok('DE', 'country_name'),
      stubs.text('DEU'),
      stubs.text('ß'),
      stubs.text('["DE"]', 'application/json'),
      stubs.text(''),
    ];
    expect(await lookup(unreadable)).toEqual({
      country: 'rejected: All services failed',
      errors: unreadable.map(() => 'Error [parse]: no country code in the answer'),
    });
    expect(stubs.hits).toEqual(unreadable);
  });

  it('asks the next service when one answers a code that names no country (unknown, Tor, unknown region)', async () => {
    const unknown = [stubs.ok('XX'), stubs.text('fl=12f34\nloc=T1\n'), stubs.text('ZZ'), stubs.ok('A1', 'countryCode')];
    expect(await lookup([...unknown, stubs.ok('IS')])).toEqual({
      country: 'IS',
      errors: unknown.map(() => 'Error [parse]: no country code in the answer'),
    });
  });

  it('stops reading an answer past 64 KiB even when it starts with a code', async () => {
    expect(await lookup([stubs.huge, stubs.ok('AT')])).toEqual({
      country: 'AT',
      errors: ['Error [parse]: answer larger than 65536 bytes'],
    });
  });

  it('asks no further service once one has answered', async () => {
    expect(await lookup([stubs.ok('DK'), stubs.ok('FR'), stubs.failing])).toEqual({ country: 'DK', errors: [] });
    expect(stubs.hits).toEqual([stubs.ok('DK')]);
  });

  it('walks a mixed chain in order, reporting each failure', async () => {
    const chain = [stubs.failing, stubs.refused, stubs.slow, stubs.garbage, stubs.text('ie'), stubs.ok('BE')];
    expect(await lookup(chain)).toEqual({
      country: 'IE',
      errors: [
        'Error [500]: Internal Server Error',
        'Error [network]: the service could not be reached',
        `Error [timeout]: no answer within ${SHORT} ms`,
        'Error [parse]: no country code in the answer',
      ],
    });
    expect(stubs.hits).toEqual([stubs.failing, stubs.slow, stubs.garbage, stubs.text('ie')]);
  });

  it("rejects with 'All services failed' when every service fails", async () => {
    expect(await lookup([stubs.failing, stubs.refused, stubs.slow])).toEqual({
      country: 'rejected: All services failed',
      errors: [
        'Error [500]: Internal Server Error',
        'Error [network]: the service could not be reached',
        `Error [timeout]: no answer within ${SHORT} ms`,
      ],
    });
  });

  it("rejects with 'No services to run' without making a request", async () => {
    const fetchSpy = vi.fn(fetch);
    await expect(lookupCountry([], { fetch: fetchSpy })).rejects.toThrow(new Error('No services to run'));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('works without an error listener', async () => {
    await expect(lookupCountry([stubs.failing, stubs.ok('LU')])).resolves.toBe('LU');
    await expect(lookupCountry([stubs.failing])).rejects.toThrow(new Error('All services failed'));
  });

  it('asks with GET, without credentials or referrer, bypassing the cache, through the given fetch', async () => {
    const fetchSpy = vi.fn(fetch);
    await expect(lookupCountry([stubs.ok('FI')], { fetch: fetchSpy })).resolves.toBe('FI');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe(stubs.ok('FI'));
    expect(init).toMatchObject({ method: 'GET', credentials: 'omit', cache: 'no-store', referrerPolicy: 'no-referrer' });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it(
    'applies a 5000 ms time-out by default',
    async () => {
      expect(GEO_LOOKUP_TIMEOUT_MS).toBe(5000);
      // This service would answer a valid code after 5.5 s, so only the default time-out makes it lose.
      const late = await startGeoStubs({ slowMs: 5500 });
      try {
        const errors: string[] = [];
        const country = await lookupCountry([late.slow, late.ok('HR')], { onError: (message) => errors.push(message) });
        expect(country).toBe('HR');
        expect(country).not.toBe(SLOW_STUB_COUNTRY);
        expect(errors).toEqual(['Error [timeout]: no answer within 5000 ms']);
        expect(late.hits).toEqual([late.slow, late.ok('HR')]);
      } finally {
        await late.close();
      }
    },
    10_000,
  );
});

describe('lookupCountry timers', () => {
  afterEach(() => vi.useRealTimers());

  it('leaves no time-out running once a service has answered or failed', async () => {
    vi.useFakeTimers();
    const answers = [() => Promise.reject(new TypeError('offline')), () => Promise.resolve(new Response('CH'))];
    const fetchFake = vi.fn(() => answers.shift()!());
    await expect(lookupCountry(['/geo-a', '/geo-b'], { fetch: fetchFake })).resolves.toBe('CH');
    expect(fetchFake).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });
});
