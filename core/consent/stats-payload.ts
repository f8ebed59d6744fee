import { z } from 'zod';
import { fieldErrorsFrom } from '../shared/validation.ts';
import type { ConsentStatsPayload } from '../contract/consent/stats-payload.ts';
import { CONSENT_CATEGORIES, CONSENT_STATUSES } from '../contract/consent/vocabulary.ts';
import type { SameShape } from '../shared/same-shape.ts';

/** Longest `href` or `referrer` accepted: browsers cut URLs in referrers at about this length too. */
export const MAX_STATS_URL_LENGTH = 2048;
/** There are six categories; the cap keeps a hostile list short whatever it holds. */
export const MAX_STATS_CATEGORIES = 12;
export const MAX_OPEN_COUNT = 1000;

/** "is required" when the key is absent, else the field's own rule. */
const reason = (rule: string) => (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : rule);

function isHttpUrl(value: string): boolean {
  const url = URL.parse(value);
  return url !== null && (url.protocol === 'http:' || url.protocol === 'https:');
}

const categoryConsentSchema = z.object(
  {
    name: z.enum(CONSENT_CATEGORIES, { error: reason(`must be one of ${CONSENT_CATEGORIES.join(', ')}`) }),
    status: z.enum(['allow', 'deny'], { error: reason('must be allow or deny') }),
  },
  { error: 'must be a {name, status} pair' },
);

/**
 * The stats payload (spec section 3 "Consent stats payload") a banner POSTs after each decision. Keys
 * not listed here are dropped, never stored: third-party banners add their own.
 */
export const consentStatsSchema = z.object(
  {
    href: z
      .string({ error: reason('must be a string') })
      .max(MAX_STATS_URL_LENGTH, { error: `must be at most ${MAX_STATS_URL_LENGTH} characters` })
      .refine(isHttpUrl, { error: 'must be an http(s) URL' }),
    referrer: z.string({ error: reason('must be a string (empty when there is none)') }).max(MAX_STATS_URL_LENGTH, { error: `must be at most ${MAX_STATS_URL_LENGTH} characters` }),
    cookieName: z.string({ error: reason('must be a string') }).regex(/^[A-Za-z0-9_-]{1,60}$/, { error: 'must be 1 to 60 letters, digits, _ or -' }),
    mainStatus: z.enum(CONSENT_STATUSES, { error: reason(`must be one of ${CONSENT_STATUSES.join(', ')}`) }),
    openCount: z.int({ error: reason('must be a whole number') }).min(0, { error: 'must not be negative' }).max(MAX_OPEN_COUNT, { error: `must be at most ${MAX_OPEN_COUNT}` }),
    cookieTypeConsent: z
      .array(categoryConsentSchema, { error: reason('must be a list of {name, status} pairs') })
      .max(MAX_STATS_CATEGORIES, { error: `must list at most ${MAX_STATS_CATEGORIES} categories` })
      .refine((list) => new Set(list.map((entry) => entry.name)).size === list.length, { error: 'must name each category once' }),
    // Checked so a malformed value is reported, but the server stores its own revision.
    revision: z.string({ error: 'must be a string' }).regex(/^[a-z0-9]{1,40}$/, { error: 'must be 1 to 40 lower-case letters or digits' }).optional(),
  },
  { error: 'must be a JSON object' },
);

// The schema accepts exactly the payload the browser writes.
true satisfies SameShape<z.infer<typeof consentStatsSchema>, ConsentStatsPayload>;

export type ConsentStatsParse = { ok: true; value: ConsentStatsPayload } | { ok: false; params: Record<string, string> };

/**
 * Checks a decoded JSON body. A failure names each wrong field by its place in the body (`params`:
 * field → reason, e.g. `cookieTypeConsent.1.name`), the whole body being `body`.
 */
export function parseConsentStats(json: unknown): ConsentStatsParse {
  const parsed = consentStatsSchema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, params: fieldErrorsFrom(parsed.error, { root: 'body', key: 'path' }) };
}
