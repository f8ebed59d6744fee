/**
 * Count-up numbers and circular counters (docs/contract.md, "Theme"; spec section 7): the one reading of a
 * counter's attributes, shared by the server, which renders the final value, and the browser's widget,
 * which counts up to it.
 *
 * A counter counts from `data-min` to `data-stop` (to `data-max` when there is no stop). `data-max` is
 * also the full circle: a circle shows how far the stop lies between min and max, clamped to 0–100 %.
 * Numbers are whole numbers (`parseInt`): "12.7" counts to 12, "abc" is invalid.
 */

/** The error the spec names for any attribute that is not a number. */
export const COUNTUP_INVALID = 'invalid countup args';

export const COUNTUP_DEFAULTS = { min: 0, max: 100, duration: 2000, decimals: 0 } as const;

/** At most this many decimals (what `toFixed` allows comfortably, and more than any counter needs). */
export const COUNTUP_MAX_DECIMALS = 10;

/** The attributes as written, without the `data-` prefix; `null` or missing where absent. */
export interface CountupAttributes {
  countup?: string | null;
  min?: string | null;
  max?: string | null;
  stop?: string | null;
  prefix?: string | null;
  suffix?: string | null;
  duration?: string | null;
  decimals?: string | null;
}

export interface Countup {
  circle: boolean;
  /** Where counting starts, never above `max`. */
  min: number;
  /** The circle's 100 %. */
  max: number;
  /** Where counting ends: the value shown at the end and served by the page. */
  stop: number;
  prefix: string;
  suffix: string;
  /** Milliseconds. */
  duration: number;
  decimals: number;
}

/** An attribute as a whole number: its default when absent or blank, `NaN` when it is not a number. */
function integer(value: string | null | undefined, fallback: number): number {
  if (value === null || value === undefined || value.trim() === '') return fallback;
  return Number.parseInt(value.trim(), 10);
}

/** The counter the attributes describe, or `null` for any attribute that is not a number (or a negative duration or decimals). */
export function parseCountup(attributes: CountupAttributes): Countup | null {
  let min = integer(attributes.min, COUNTUP_DEFAULTS.min);
  let max = integer(attributes.max, COUNTUP_DEFAULTS.max);
  const duration = integer(attributes.duration, COUNTUP_DEFAULTS.duration);
  const decimals = integer(attributes.decimals, COUNTUP_DEFAULTS.decimals);
  if ([min, max, duration, decimals].some(Number.isNaN) || duration < 0 || decimals < 0 || decimals > COUNTUP_MAX_DECIMALS) return null;
  if (min > max) [min, max] = [max, min];
  const stop = integer(attributes.stop, max);
  if (Number.isNaN(stop)) return null;
  return {
    circle: (attributes.countup ?? '').trim() === 'circle',
    min,
    max,
    stop,
    prefix: attributes.prefix ?? '',
    suffix: attributes.suffix ?? '',
    duration,
    decimals,
  };
}

/** The counter's text for a value: `prefix + value + suffix`, with its decimals. */
export function countupText(counter: Pick<Countup, 'prefix' | 'suffix' | 'decimals'>, value: number): string {
  return `${counter.prefix}${value.toFixed(counter.decimals)}${counter.suffix}`;
}

/** How much of the circle a value fills, 0–100: its place between min and max. */
export function countupPercent(counter: Pick<Countup, 'min' | 'max'>, value: number): number {
  const span = counter.max - counter.min;
  const percent = span === 0 ? (value >= counter.max ? 100 : 0) : ((value - counter.min) / span) * 100;
  return Math.min(100, Math.max(0, Math.round(percent * 100) / 100));
}

/** What the page serves, and the animation ends on: the final text and, for a circle, its percentage. */
export function countupFinal(counter: Countup): { text: string; percent: number } {
  return { text: countupText(counter, counter.stop), percent: countupPercent(counter, counter.stop) };
}

/** The attributes of an element, read the same way in the browser and in tests. */
export function countupAttributes(element: Element): CountupAttributes {
  const read = (name: string) => element.getAttribute(`data-${name}`);
  return {
    countup: read('countup'),
    min: read('min'),
    max: read('max'),
    stop: read('stop'),
    prefix: read('prefix'),
    suffix: read('suffix'),
    duration: read('duration'),
    decimals: read('decimals'),
  };
}

/** The CSS custom property a circle's ring is drawn from. */
export const COUNTUP_PERCENT_PROPERTY = '--countup-percent';
