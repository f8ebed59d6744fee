import { COUNTUP_PERCENT_PROPERTY, type Countup } from '../../../core/contract/theme/countup.ts';

const SVG = 'http://www.w3.org/2000/svg';
export const RING_CLASS = 'countup-ring';
/** As wide as a digit in tabular figures: a shorter number is padded with it, so its text does not move. */
const FIGURE_SPACE = '\u2007';
/** As wide as a full stop or comma: stands in for a grouping or decimal mark the shorter number lacks. */
const PUNCTUATION_SPACE = '\u2008';
const MARK = /[.,'\u066B\u066C]/;

/**
 * `value` padded on the left to as wide as `held`: a punctuation space for each mark it has fewer of (a
 * count at 999 lacks the comma of 12,500), a figure space for every other missing character.
 */
export function padToHeld(value: string, held: string): string {
  const missing = held.length - value.length;
  if (missing <= 0) return value;
  const marks = (text: string) => [...text].filter((character) => MARK.test(character)).length;
  const lackedMarks = Math.min(missing, Math.max(0, marks(held) - marks(value)));
  return PUNCTUATION_SPACE.repeat(lackedMarks) + FIGURE_SPACE.repeat(missing - lackedMarks) + value;
}

/** Where a counter writes: one text node of its own, and for a circle the ring and its percentage. */
export interface CounterDisplay {
  element: HTMLElement;
  show(text: string, percent: number): void;
  /** Keeps the served (final) width while shorter numbers count, and room for a wider start value. */
  holdWidth(startText: string): void;
  releaseWidth(): void;
}

/** The ring the server draws for a circle (app/components/content/Counter.tsx), made here for one an owner wrote as text. */
function ring(doc: Document): SVGSVGElement {
  const svg = doc.createElementNS(SVG, 'svg');
  svg.setAttribute('class', RING_CLASS);
  svg.setAttribute('viewBox', '0 0 36 36');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  for (const part of ['track', 'bar']) {
    const circle = doc.createElementNS(SVG, 'circle');
    circle.setAttribute('class', `${RING_CLASS}__${part}`);
    for (const [name, value] of [['cx', '18'], ['cy', '18'], ['r', '16'], ['pathLength', '100']] as const) circle.setAttribute(name, value);
    svg.append(circle);
  }
  return svg;
}

/** Takes over a counter's content: its ring (kept or added) and a single text node for the number. */
export function counterDisplay(element: HTMLElement, counter: Countup): CounterDisplay {
  const doc = element.ownerDocument;
  let svg = element.querySelector<SVGSVGElement>(`:scope > svg.${RING_CLASS}`);
  if (counter.circle && !svg) svg = ring(doc);
  const text = doc.createTextNode(element.textContent ?? '');
  element.replaceChildren(...(counter.circle && svg ? [svg] : []), text);
  // While counting, every number is padded to the longest one's length: in a centred counter a
  // shorter text would otherwise start elsewhere, and the browser counts that as a layout shift.
  let held = '';
  return {
    element,
    show(value, percent) {
      const padded = padToHeld(value, held);
      if (text.data !== padded) text.data = padded;
      if (counter.circle) element.style.setProperty(COUNTUP_PERCENT_PROPERTY, String(percent));
    },
    holdWidth(startText) {
      const served = element.getBoundingClientRect().width;
      held = startText.length > text.data.length ? startText : text.data;
      // A fixed width, not a minimum: a counting text wider than the served one (a fallback font's spaces)
      // then overflows its box instead of growing it, and nothing beside it moves.
      element.style.boxSizing = 'border-box';
      element.style.width = `${served}px`;
      element.style.minWidth = `${startText.length}ch`;
    },
    releaseWidth() {
      held = '';
      element.style.removeProperty('width');
      element.style.removeProperty('min-width');
      element.style.removeProperty('box-sizing');
    },
  };
}
