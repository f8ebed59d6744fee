/**
 * Query-string edits on a path or URL kept as a string: paths are relative to a root the client may not
 * know yet, so they cannot go through `URL`. The fragment, if any, stays at the end.
 */
function split(target: string): { base: string; query: string; hash: string } {
  const hashAt = target.indexOf('#');
  const hash = hashAt === -1 ? '' : target.slice(hashAt);
  const rest = hashAt === -1 ? target : target.slice(0, hashAt);
  const queryAt = rest.indexOf('?');
  return queryAt === -1
    ? { base: rest, query: '', hash }
    : { base: rest.slice(0, queryAt), query: rest.slice(queryAt + 1), hash };
}

function pairs(query: string): string[] {
  return query === '' ? [] : query.split('&');
}

function keyOf(pair: string): string {
  const eq = pair.indexOf('=');
  const raw = eq === -1 ? pair : pair.slice(0, eq);
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

function valueOf(pair: string): string {
  const eq = pair.indexOf('=');
  if (eq === -1) return '';
  const raw = pair.slice(eq + 1);
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

export function getQueryArg(target: string, key: string): string | undefined {
  const found = pairs(split(target).query).find((pair) => keyOf(pair) === key);
  return found === undefined ? undefined : valueOf(found);
}

export function hasQueryArg(target: string, key: string): boolean {
  return getQueryArg(target, key) !== undefined;
}

/** Replaces the argument where it stands, or appends it. */
export function setQueryArg(target: string, key: string, value: string): string {
  const { base, query, hash } = split(target);
  const encoded = `${encodeURIComponent(key)}=${encodeURIComponent(value)}`;
  const list = pairs(query);
  const at = list.findIndex((pair) => keyOf(pair) === key);
  const next = at === -1 ? [...list, encoded] : list.map((pair, i) => (i === at ? encoded : pair)).filter((pair, i) => i === at || keyOf(pair) !== key);
  return `${base}?${next.join('&')}${hash}`;
}
