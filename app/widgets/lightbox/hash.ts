/** Which item of which gallery an address's hash opens: `#<gallery>-<n>`, n counting from 1. */
export interface LightboxTarget {
  gallery: string;
  /** 1-based; an index below 1 in the address is 1. */
  index: number;
}

const HASH = /^#(.+?)-(-?\d+)$/;

/** The gallery and item a hash names, or null for any other hash. The gallery may contain dashes itself. */
export function parseLightboxHash(hash: string): LightboxTarget | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(hash);
  } catch {
    return null;
  }
  const match = HASH.exec(decoded);
  if (!match) return null;
  const index = Number.parseInt(match[2]!, 10);
  return { gallery: match[1]!, index: Number.isSafeInteger(index) && index > 1 ? index : 1 };
}

/** The hash for an item of a gallery. */
export function formatLightboxHash(gallery: string, index: number): string {
  return `#${encodeURIComponent(gallery)}-${Math.max(1, Math.trunc(index))}`;
}
