import { TEXT_EFFECT_CLASSES } from '../../../core/contract/theme/text-effect.ts';

export { TEXT_EFFECT_CLASSES };

/** An animated element's parts: what is shown (hidden from assistive technology) and the words drawn in it. */
export interface TextEffectStage {
  element: HTMLElement;
  words: HTMLElement[];
}

function span(doc: Document, className: string, text = ''): HTMLSpanElement {
  const element = doc.createElement('span');
  element.className = className;
  element.textContent = text;
  return element;
}

/**
 * Rebuilds the element for animation. Its accessible name stays the first string (a visually hidden
 * copy); the animated part is hidden from assistive technology and sized by an invisible copy of every
 * string laid in the same grid cell, so it holds the longest one's box and nothing moves while it types.
 * The other strings follow the element as visually hidden plain text, read after it, not in its name.
 */
export function buildStage(element: HTMLElement, strings: readonly string[], wordCount: number): TextEffectStage {
  const doc = element.ownerDocument;
  const plain = span(doc, 'visually-hidden', strings[0]);
  const stage = span(doc, TEXT_EFFECT_CLASSES.stage);
  stage.setAttribute('aria-hidden', 'true');
  for (const text of strings) stage.append(span(doc, TEXT_EFFECT_CLASSES.sizer, text));
  const words = Array.from({ length: wordCount }, () => span(doc, TEXT_EFFECT_CLASSES.word));
  stage.append(...words);
  element.replaceChildren(plain, stage);
  if (strings.length > 1) {
    const others = span(doc, `visually-hidden ${TEXT_EFFECT_CLASSES.others}`, ` ${strings.slice(1).join('; ')}`);
    element.after(others);
  }
  return { element, words };
}

/** Puts the element back as served: the first string as its text. */
export function restorePlain(element: HTMLElement, first: string): void {
  element.replaceChildren(first);
  const next = element.nextElementSibling;
  if (next?.classList.contains(TEXT_EFFECT_CLASSES.others)) next.remove();
}
