import { Parser } from 'htmlparser2';

/** A host a snippet may load from: `https://host[:port]`, or every subdomain with `https://*.domain`. */
export const SNIPPET_HOST = /^https:\/\/(?:\*\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?::\d{1,5})?$/;

/** Script types a browser runs; any other (`application/ld+json`, `text/template`) is data. */
const RUNNABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript', 'application/ecmascript']);

/** What a snippet holds that the page's policy must know of, and what it could never run. */
export interface SnippetReading {
  /** The text of each inline script, as the browser will read it: allowed by its hash. */
  inlineScripts: string[];
  /** Each external script's address. */
  scriptSources: string[];
  /** Why the snippet cannot run as written (event-handler attributes, `javascript:` addresses). */
  problems: string[];
}

/** Reads a snippet's scripts and the parts the shop's policy would block, with an HTML parser. */
export function readSnippet(html: string): SnippetReading {
  const reading: SnippetReading = { inlineScripts: [], scriptSources: [], problems: [] };
  let script: { runs: boolean; text: string; external: boolean } | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        for (const [attribute, value] of Object.entries(attributes)) {
          if (attribute.startsWith('on')) reading.problems.push(`The ${attribute} attribute on <${name}> cannot run under the shop's security policy: put that code in a <script>.`);
          else if (/^\s*javascript:/i.test(value)) reading.problems.push(`A javascript: address on <${name}> cannot run under the shop's security policy.`);
        }
        if (name !== 'script') return;
        const type = (attributes.type ?? '').trim().toLowerCase();
        const runs = RUNNABLE_TYPES.has(type);
        const source = attributes.src;
        if (runs && source !== undefined) reading.scriptSources.push(source.trim());
        script = { runs, text: '', external: source !== undefined };
      },
      ontext(text) {
        if (script) script.text += text;
      },
      onclosetag(name) {
        if (name !== 'script' || !script) return;
        if (script.runs && !script.external && script.text.trim() !== '') reading.inlineScripts.push(script.text);
        script = null;
      },
    },
    { decodeEntities: false, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return reading;
}

/** True when `address` is an https address on one of `hosts` (a `*.` host takes its subdomains). */
export function onHosts(address: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:') return false;
  const origin = `${url.protocol}//${url.host}`;
  return hosts.some((host) => {
    if (!host.startsWith('https://*.')) return host === origin;
    const domain = host.slice('https://*.'.length);
    const [name, port] = domain.split(':');
    return url.hostname.endsWith(`.${name}`) && (port === undefined ? url.port === '' : url.port === port);
  });
}
