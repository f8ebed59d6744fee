import { STICKY_TOKENS, type StickyToken } from '../../../core/contract/theme/options.ts';

/** What one `[data-sticky]` element asks for (docs/contract.md, "Theme"). */
export interface StickyOptions {
  /** Sticky on phones too (below 768 px it is not, by default). */
  mobile: boolean;
  /** Shrunk (class `is-shrinked`) while fixed. */
  shrinked: boolean;
  /** Fixed from the start, not only once the page scrolled past the element. */
  always: boolean;
  /** `data-sticky-to`: the element at which it stops being fixed; null when none. */
  to: string | null;
}

/** `data-sticky`'s space-separated tokens; unknown tokens are ignored, an empty value is the plain variant. */
export function parseStickyTokens(value: string | null | undefined): Set<StickyToken> {
  const known = new Set<string>(STICKY_TOKENS);
  return new Set((value ?? '').split(/\s+/).filter((token): token is StickyToken => known.has(token)));
}

export function stickyOptions(element: Element): StickyOptions {
  const tokens = parseStickyTokens(element.getAttribute('data-sticky'));
  const to = element.getAttribute('data-sticky-to')?.trim();
  return { mobile: tokens.has('mobile'), shrinked: tokens.has('shrinked'), always: tokens.has('always'), to: to || null };
}
