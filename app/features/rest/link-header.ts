/**
 * The `rel="next"` target of an RFC 8288 Link header, or undefined. A relative target is resolved against
 * `base` when `base` is absolute (a relative base is left for the browser to resolve).
 */
export function nextLink(header: string | null, base: string): string | undefined {
  if (!header) return undefined;
  for (const match of header.matchAll(/<([^>]*)>((?:[^,<"]|"[^"]*")*)/g)) {
    const [, target = '', params = ''] = match;
    const rel = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i.exec(params);
    const rels = (rel?.[1] ?? rel?.[2] ?? '').toLowerCase().split(/\s+/);
    if (rels.includes('next')) return resolve(target, base);
  }
  return undefined;
}

function resolve(target: string, base: string): string {
  try {
    return new URL(target, base).href;
  } catch {
    return target;
  }
}
