import { parseUrl } from '../../../core/contract/shared/url.ts';
import { parseQuery } from './query.ts';

/** A search engine: a referrer from `host` carrying one of `params` is an organic search visit. */
export interface SearchEngine {
  name: string;
  /** A pattern for the whole host name, or a domain that also matches its subdomains. */
  host: RegExp | string;
  params: readonly string[];
}

/** An engine added by configuration (`name` defaults to the host). */
export interface ExtraSearchEngine {
  host: string;
  param: string;
  name?: string;
}

/** A country TLD, a generic one, or a `co.`/`com.` second level (google.co.uk, google.com.au). */
const TLD = String.raw`(?:[a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})`;
const domain = (label: string, tld: string): RegExp => new RegExp(String.raw`(?:^|\.)${label}\.${tld}$`);

/** The built-in list: the two large engines with rules of their own, then a handful of others. */
export const SEARCH_ENGINES: readonly SearchEngine[] = [
  { name: 'google', host: domain('google', TLD), params: ['q'] },
  { name: 'bing', host: 'bing.com', params: ['q'] },
  { name: 'yahoo', host: domain('yahoo', TLD), params: ['p'] },
  { name: 'duckduckgo', host: 'duckduckgo.com', params: ['q'] },
  { name: 'yandex', host: domain('yandex', TLD), params: ['text'] },
  { name: 'baidu', host: 'baidu.com', params: ['wd', 'word'] },
  { name: 'ecosia', host: 'ecosia.org', params: ['q'] },
];

function hostMatches(host: string, rule: RegExp | string): boolean {
  if (typeof rule !== 'string') return rule.test(host);
  const domainName = rule.toLowerCase();
  return host === domainName || host.endsWith(`.${domainName}`);
}

/** Configured engines in the built-in shape; entries without a host or parameter are skipped. */
export function toSearchEngines(extra: readonly ExtraSearchEngine[] | undefined): SearchEngine[] {
  const engines: SearchEngine[] = [];
  for (const entry of Array.isArray(extra) ? extra : []) {
    const engine = entry as Partial<ExtraSearchEngine> | null;
    if (typeof engine?.host !== 'string' || typeof engine.param !== 'string' || !engine.host || !engine.param) continue;
    const name = typeof engine.name === 'string' && engine.name ? engine.name : engine.host;
    engines.push({ name, host: engine.host, params: [engine.param] });
  }
  return engines;
}

/** The referrer's URL, or undefined when it is empty or not a URL with a host. */
export function parseReferrer(referrer: string): URL | undefined {
  const url = parseUrl(referrer);
  return url?.hostname ? url : undefined;
}

/**
 * The engine's name when the referrer is a known search engine that sent its query parameter, else
 * null: engines that keep the query to themselves count as an ordinary referrer.
 */
export function isOrganic(referrerUrl: string, extraEngines?: readonly ExtraSearchEngine[]): string | null {
  const url = parseReferrer(referrerUrl);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  const params = parseQuery(url.search);
  for (const engine of [...SEARCH_ENGINES, ...toSearchEngines(extraEngines)]) {
    if (hostMatches(host, engine.host) && engine.params.some((param) => params.has(param))) return engine.name;
  }
  return null;
}
