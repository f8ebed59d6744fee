import { CountUp } from 'countup.js';
import {
  COUNTUP_INVALID,
  countupAttributes,
  countupFinal,
  countupPercent,
  countupText,
  parseCountup,
  type Countup,
} from '../../../core/contract/theme/countup.ts';
import { requireApis } from '../shared/require-apis.ts';
import { COUNTUP_SELECTOR } from './selector.ts';
import type { WidgetContext } from '../shared/widget.ts';
import { counterDisplay, type CounterDisplay } from './display.ts';

/**
 * Count-up numbers and circular counters (`[data-countup]`). The page serves each counter's final value;
 * this counts from min up to it once the counter scrolls into view, the circle's ring following. With
 * reduced motion, in the live preview or without IntersectionObserver the served value stays as it is
 * (a circle still gets its ring at the final percentage). A counter whose attributes are not numbers
 * logs 'invalid countup args' and is left as served.
 */
export function start({ document: doc, window: win, params, reducedMotion }: WidgetContext): void {
  const counters = [...doc.querySelectorAll<HTMLElement>(COUNTUP_SELECTOR)].flatMap((element) => {
    const counter = parseCountup(countupAttributes(element));
    if (!counter) {
      console.error(COUNTUP_INVALID, element);
      return [];
    }
    return [{ counter, display: counterDisplay(element, counter) }];
  });
  for (const { counter, display } of counters) display.show(countupFinal(counter).text, countupFinal(counter).percent);
  const { IntersectionObserver } = win as Window & typeof globalThis;
  if (counters.length === 0 || params.preview || reducedMotion() || !requireApis('count-up', { IntersectionObserver })) return;

  const waiting = new Map(counters.map((entry) => [entry.display.element as Element, entry]));
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const found = waiting.get(entry.target);
      if (!entry.isIntersecting || !found) continue;
      observer.unobserve(entry.target);
      waiting.delete(entry.target);
      countUp(found.counter, found.display);
    }
  });
  for (const element of waiting.keys()) observer.observe(element);
}

/** Counts one counter from its min to its stop, its width held so nothing beside it moves. */
export function countUp(counter: Countup, display: CounterDisplay): void {
  display.holdWidth(countupText(counter, counter.min));
  let current = counter.min;
  const animation = new CountUp(display.element, counter.stop, {
    startVal: counter.min,
    decimalPlaces: counter.decimals,
    duration: counter.duration / 1000,
    useGrouping: false,
    formattingFn: (value) => {
      current = value;
      return countupText(counter, value);
    },
    // Text only: the prefix and suffix are the owner's words, never markup.
    plugin: { render: (_element, text) => display.show(text, countupPercent(counter, current)) },
    onCompleteCallback: () => {
      const { text, percent } = countupFinal(counter);
      display.show(text, percent);
      display.releaseWidth();
    },
  });
  animation.start();
}
