import fc from 'fast-check';

/**
 * Arbitrary requests for the fuzz suite: a form's own field names mixed with unknown and prototype keys,
 * values that are empty, unicode, NUL bytes, numbers out of range, huge, or of the wrong JSON type, sent
 * in the declared encoding or another one.
 */

/** `npm test` replays the same runs; `npm run fuzz` picks a seed and prints it (`FUZZ_SEED=… npm run fuzz` replays). */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 15);

const FORM = 'application/x-www-form-urlencoded';
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '__proto__[polluted]', 'constructor[prototype][polluted]'];

/** Strings a careless client or an attacker sends. */
export const nastyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 3, arbitrary: fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '\uFEFF', '\uD800', 'e\u0301', '🛒', 'ß'.repeat(300), '<script>alert(1)</script>', "' OR 1=1 --", '../../etc/passwd', '%00', '\r\n', 'true', 'null', '[]', '{}', ...PROTOTYPE_KEYS) },
  { weight: 3, arbitrary: fc.constantFrom('-1', '0', '1', '1.5', '1e400', '-1e400', 'NaN', 'Infinity', '0x10', '99999999999999999999', '2147483648', '9007199254740993') },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.bigInt()).map(String) },
  { weight: 1, arbitrary: fc.integer({ min: 2, max: 5 }).map((power) => 'x'.repeat(10 ** power)) },
);

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A piece of a URL: any text, percent-encoded (lone surrogates made well-formed first), or broken escapes as they are. */
export const urlPart: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: nastyText.map((text) => encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'))) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%ZZ', '%E0%A4%A', '%00', '%C0%AE', '..', '%2e%2e', '%FF%FE') },
);

/** A value in a JSON body: text, or anything of the wrong type. */
export const nastyJson: fc.Arbitrary<unknown> = fc.oneof({ weight: 3, arbitrary: nastyText }, { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) });

/** A body far over every limit the shop sets (2 MB for forms), sent now and then. */
const HUGE = 'x'.repeat(2_200_000);

export type Encoding = 'form' | 'multipart' | 'json' | 'raw';

export interface FuzzRequest {
  method: string;
  /** The entries in the order sent; a key may come twice. */
  entries: [string, unknown][];
  encoding: Encoding;
  /** The content type claimed, which may not be the one used. */
  contentType: string | null;
  nonce: 'valid' | 'missing' | 'wrong';
  raw: Uint8Array;
  huge: boolean;
}

/**
 * Every method a request may come with: HTTP's own (RFC 9110, and PATCH), WebDAV's PROPFIND, a made-up
 * token and one in lowercase (which Node's parser refuses before the app sees it). fetch will not send
 * TRACE or CONNECT: the suite writes those on a socket (see FETCH_FORBIDDEN).
 */
export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'CONNECT', 'PROPFIND', 'FOO', 'patch'] as const;

/** Methods the Fetch API refuses to send. */
export const FETCH_FORBIDDEN: readonly string[] = ['TRACE', 'CONNECT', 'TRACK'];

export interface FieldSet {
  /** The form's own fields, each with values near what it expects. */
  fields: Record<string, fc.Arbitrary<unknown>>;
  /** How the real client sends it. */
  encoding: Encoding;
  /** The real client's method (POST when absent); `any` picks one of HTTP_METHODS for every run. */
  method?: string;
}

/** A request to one form or endpoint: some of its fields (missing ones missing), unknown and prototype keys, duplicates. */
export function requestFor(target: FieldSet): fc.Arbitrary<FuzzRequest> {
  const names = Object.keys(target.fields);
  const own = fc
    .subarray(names)
    .chain((picked) => fc.tuple(...picked.map((name) => fc.oneof({ weight: 3, arbitrary: target.fields[name] as fc.Arbitrary<unknown> }, { weight: 2, arbitrary: nastyJson }).map((value): [string, unknown] => [name, value]))));
  const stray = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS, ...names), fc.string({ maxLength: 12 })), nastyJson), { maxLength: 4 });
  const encodings: Encoding[] = ['form', 'multipart', 'json', 'raw'];
  return fc.record({
    method:
      target.method === 'any'
        ? fc.constantFrom(...HTTP_METHODS)
        : fc.oneof({ weight: 12, arbitrary: fc.constant(target.method ?? 'POST') }, { weight: 1, arbitrary: fc.constantFrom(...HTTP_METHODS) }),
    entries: fc.tuple(own, stray, fc.boolean()).map(([ownEntries, strayEntries, twice]) => {
      const entries = [...ownEntries, ...strayEntries];
      return twice ? [...entries, ...entries] : entries;
    }),
    encoding: fc.oneof({ weight: 6, arbitrary: fc.constant(target.encoding) }, { weight: 3, arbitrary: fc.constantFrom(...encodings) }),
    contentType: fc.oneof(
      { weight: 3, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.constantFrom(FORM, `${FORM}; charset=utf-16`, 'multipart/form-data', 'multipart/form-data; boundary=x', 'application/json', 'application/json; charset=latin1', 'text/plain', 'application/xml', '*/*', 'garbage') },
    ),
    nonce: fc.constantFrom('valid', 'valid', 'missing', 'wrong'),
    raw: fc.uint8Array({ maxLength: 512 }),
    huge: fc.oneof({ weight: 30, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
  });
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

/** The body and headers of a fuzz request; `nonce` goes where the target's real client puts it. */
export function encode(request: FuzzRequest, nonce: string | null): { body: BodyInit | undefined; headers: Record<string, string> } {
  const entries: [string, unknown][] = nonce === null ? request.entries : [['_wpnonce', nonce], ...request.entries];
  if (request.huge) entries.push(['huge', HUGE]);
  const headers: Record<string, string> = {};
  let body: BodyInit;
  switch (request.encoding) {
    case 'form':
      body = new URLSearchParams(entries.map(([key, value]) => [key, asText(value)])).toString();
      headers['content-type'] = FORM;
      break;
    case 'multipart': {
      const form = new FormData();
      for (const [key, value] of entries) form.append(key, asText(value));
      body = form;
      break;
    }
    case 'json':
      // Written by hand so that keys may repeat and `__proto__` is a key like any other.
      body = `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value ?? null)}`).join(',')}}`;
      headers['content-type'] = 'application/json';
      break;
    case 'raw':
      body = new Uint8Array(request.raw);
      break;
  }
  // A multipart body's content type carries its boundary, which fetch writes itself.
  if (request.contentType !== null && request.encoding !== 'multipart') headers['content-type'] = request.contentType;
  return { body: ['GET', 'HEAD', 'OPTIONS'].includes(request.method.toUpperCase()) ? undefined : body, headers };
}
