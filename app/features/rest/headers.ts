/** Header names are case-insensitive: these helpers find and replace a header whatever its spelling. */
export type HeaderRecord = Record<string, string>;

export function getHeader(headers: HeaderRecord | undefined, name: string): string | undefined {
  const lower = name.toLowerCase();
  for (const [key, value] of Object.entries(headers ?? {})) if (key.toLowerCase() === lower) return value;
  return undefined;
}

export function withHeader(headers: HeaderRecord | undefined, name: string, value: string): HeaderRecord {
  return { ...withoutHeaders(headers, (key) => key === name.toLowerCase()), [name]: value };
}

/** Adds the header only when the caller has not set it in any spelling. */
export function withDefaultHeader(headers: HeaderRecord | undefined, name: string, value: string): HeaderRecord {
  return getHeader(headers, name) === undefined ? { ...headers, [name]: value } : { ...headers };
}

/** The headers whose lower-cased name does not match `drop`. */
export function withoutHeaders(headers: HeaderRecord | undefined, drop: (lowerName: string) => boolean): HeaderRecord {
  return Object.fromEntries(Object.entries(headers ?? {}).filter(([key]) => !drop(key.toLowerCase())));
}
