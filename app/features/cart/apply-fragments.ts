import { prefersReducedMotion } from '../ui/dom.ts';

/** docs/contract.md `fragments`: CSS selector → the markup that replaces every element it matches. */
export type Fragments = Record<string, string>;

/** A successful add, remove or refresh answer. */
export interface CartResponse {
  fragments: Fragments;
  cart_hash: string;
}

export const FRAGMENT_FADE_OPACITY = '0.6';
export const FRAGMENT_FADE_MS = 400;

export function isFragments(value: unknown): value is Fragments {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((markup) => typeof markup === 'string');
}

/** The response as a cart change, or null when it carries no fragments (an error, or another shape). */
export function cartResponse(value: unknown): CartResponse | null {
  if (typeof value !== 'object' || value === null) return null;
  const { fragments, cart_hash } = value as Partial<Record<keyof CartResponse, unknown>>;
  if (!isFragments(fragments)) return null;
  return { fragments, cart_hash: typeof cart_hash === 'string' ? cart_hash : '' };
}

/**
 * Replaces each element matching a fragment's selector with the fragment's markup. With `fade`, the
 * new areas show at 0.6 opacity for 400 ms so the change is noticed, unless the visitor asked for
 * reduced motion.
 */
export function applyFragments(doc: Document, fragments: Fragments, fade = false): void {
  const dim = fade && !prefersReducedMotion(doc.defaultView);
  const faded: HTMLElement[] = [];
  for (const [selector, markup] of Object.entries(fragments)) {
    let targets: NodeListOf<Element>;
    try {
      targets = doc.querySelectorAll(selector);
    } catch {
      continue; // A selector this browser cannot parse must not stop the other areas.
    }
    if (targets.length === 0) continue;
    const template = doc.createElement('template');
    template.innerHTML = markup;
    for (const target of targets) {
      const content = template.content.cloneNode(true) as DocumentFragment;
      if (dim) faded.push(...(Array.from(content.children) as HTMLElement[]));
      target.replaceWith(content);
    }
  }
  if (faded.length === 0) return;
  for (const element of faded) element.style.opacity = FRAGMENT_FADE_OPACITY;
  setTimeout(() => {
    for (const element of faded) {
      element.style.removeProperty('opacity');
      if (element.getAttribute('style') === '') element.removeAttribute('style');
    }
  }, FRAGMENT_FADE_MS);
}
