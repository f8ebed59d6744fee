import { createHash } from 'node:crypto';
import type { AppConfig } from '../../config/schema.ts';
import { integrationSources, NO_INTEGRATIONS, type IntegrationSettings } from '../../core/integrations/integration-settings.ts';

/**
 * The Content-Security-Policy of the shop's pages. Scripts run only from this origin or when their
 * exact text is listed by hash: the head script (hashed where it is written) and, on pages that
 * hydrate, React Router's inline scripts (hashed once per rendered document). Hashes rather than
 * nonces, because cached pages are served to many visitors as they were rendered. Styles may be
 * inline: the sheets are written into the head, and a style cannot run code.
 */

/** Google's documented hosts for the GA4 tag (`analytics.ga4Id`), loaded only after consent. */
const GOOGLE_TAG = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

/**
 * The background slideshow's YouTube and Vimeo slides: the providers' player frames (YouTube's
 * privacy-enhanced host), added only once the visitor allows the category the owner chose
 * (`theme.video.consent`) and driven by postMessage, so no provider script runs in the page: a script
 * host such as www.youtube.com serves JSONP that would get round the policy. Posters are the owner's own
 * images, never the providers'.
 */
export const VIDEO_EMBEDS = {
  frame: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
};

/** An origin as a CSP source: scheme, host and port only, so no configured value can add a directive. */
const SAFE_ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(?::\d+)?$|^https?:\/\/\[[0-9A-Fa-f:.]+\](?::\d+)?$/;

/** Who may frame the shop: only its own pages (the header says the same for older browsers). */
export const FRAME_OPTIONS = 'SAMEORIGIN';

/** Headers every response carries, pages or not. */
export const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': FRAME_OPTIONS,
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * The policy of responses that are not pages (JSON, files, redirects, plain-text errors): they load
 * nothing and run nothing, and may not be framed by another site.
 */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

/** `'sha256-…'` of a script's exact text (the UTF-8 bytes between its tags). */
export function scriptHash(text: string | Buffer): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/**
 * The head script differs by page kind and consent settings only: its hash is remembered (a few
 * dozen distinct texts), so a page render costs a map lookup, not a digest.
 */
const headScriptHashes = new Map<string, string>();

export function headScriptHash(script: string): string {
  let hash = headScriptHashes.get(script);
  if (hash === undefined) {
    if (headScriptHashes.size >= 256) headScriptHashes.clear();
    hash = scriptHash(script);
    headScriptHashes.set(script, hash);
  }
  return hash;
}

/** Script types a browser runs (the parked hydration script runs later, as a module, by its text). */
const DATA_SCRIPT_TYPES = new Set(['application/ld+json', 'application/json', 'importmap']);

/**
 * Hashes of every inline script of a rendered document (`html` decoded as latin1, so its characters are
 * the document's bytes). Found with `indexOf`, no pattern scan; JSON data blocks are skipped, as CSP
 * does not govern them. Only for pages that hydrate: their scripts carry per-request data.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  let at = html.indexOf('<script');
  while (at !== -1) {
    const tagEnd = html.indexOf('>', at);
    if (tagEnd === -1) break;
    const close = html.indexOf('</script>', tagEnd);
    if (close === -1) break;
    const tag = html.slice(at, tagEnd + 1);
    const type = /\stype="([^"]*)"/.exec(tag)?.[1];
    if (!/\ssrc=/.test(tag) && !(type !== undefined && DATA_SCRIPT_TYPES.has(type))) {
      hashes.push(scriptHash(Buffer.from(html.slice(tagEnd + 1, close), 'latin1')));
    }
    at = html.indexOf('<script', close + 9);
  }
  return hashes;
}

interface PolicyParts {
  /** Everything before the script hashes. */
  head: string;
  /** Everything after them. */
  tail: string;
}

/** The policy's fixed parts, per configuration object and integrations (each replaced, never changed in place, on an edit). */
const partsByConfig = new WeakMap<AppConfig, WeakMap<IntegrationSettings, PolicyParts>>();

function policyParts(config: AppConfig, integrations: IntegrationSettings): PolicyParts {
  let byIntegrations = partsByConfig.get(config);
  if (!byIntegrations) partsByConfig.set(config, (byIntegrations = new WeakMap()));
  let parts = byIntegrations.get(integrations);
  if (!parts) {
    const ga4 = config.analytics.ga4Id !== null;
    // The owner's tags and snippets: their hosts only while they are on, their inline scripts by hash.
    const owned = integrationSources(integrations);
    const connect = new Set<string>(["'self'"]);
    for (const url of [...config.geo.services, config.consent.statsUrl ?? '']) {
      const origin = originOf(url);
      if (origin) connect.add(origin);
    }
    if (ga4) for (const host of GOOGLE_TAG.connect) connect.add(host);
    for (const host of owned.connect) connect.add(host);
    const scriptSources = new Set<string>([...(ga4 ? GOOGLE_TAG.script : []), ...owned.script, ...owned.inlineScripts.map(scriptHash)]);
    const images = new Set(["'self'", 'data:', 'blob:', ...(ga4 ? GOOGLE_TAG.img : []), ...owned.img]);
    // The map's tiles: requested only after consent (the widget asks), allowed here so they can be.
    const tiles = tileSource(config.theme.map.tileUrl);
    if (tiles) images.add(tiles);
    const frames = new Set(["'self'", ...VIDEO_EMBEDS.frame, ...owned.frame]);
    parts = {
      head: `default-src 'self'; script-src 'self'${[...scriptSources].map((source) => ` ${source}`).join('')}`,
      tail:
        `; style-src 'self' 'unsafe-inline'; img-src ${[...images].join(' ')}; connect-src ${[...connect].join(' ')}` +
        `; frame-src ${[...frames].join(' ')}` +
        "; font-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'",
    };
    byIntegrations.set(integrations, parts);
  }
  return parts;
}

/** The page policy for this configuration and the owner's integrations, allowing exactly these inline scripts. */
export function pagePolicy(config: AppConfig, scriptHashes: readonly string[], integrations: IntegrationSettings = NO_INTEGRATIONS): string {
  const { head, tail } = policyParts(config, integrations);
  let hashes = '';
  for (const hash of new Set(scriptHashes)) hashes += ` ${hash}`;
  return head + hashes + tail;
}

/**
 * The CSP source of a tile URL template: its origin, with a `{s}` subdomain placeholder as a wildcard;
 * null for a path of this shop (covered by 'self') or anything unusable.
 */
export function tileSource(template: string): string | null {
  const wildcard = template.includes('{s}.');
  const origin = originOf(template.replace('{s}.', 'tiles-subdomain.'));
  if (!origin) return null;
  return wildcard ? origin.replace('tiles-subdomain.', '*.') : origin;
}

/** The origin of an absolute http(s) URL, or null for a path (covered by 'self') or anything unusable. */
function originOf(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  const origin = URL.parse(url)?.origin;
  return origin && SAFE_ORIGIN.test(origin) ? origin : null;
}
