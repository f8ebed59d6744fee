import type { CSSProperties } from 'react';
import { COUNTUP_PERCENT_PROPERTY, countupFinal, parseCountup } from '../../../core/contract/theme/countup.ts';

export interface CounterProps {
  /** Where counting ends (the value served); `max` where absent. */
  stop?: number;
  min?: number;
  /** The circle's 100 %. */
  max?: number;
  circle?: boolean;
  prefix?: string;
  suffix?: string;
  /** Milliseconds. */
  duration?: number;
  decimals?: number;
  className?: string;
}

const attribute = (value: number | undefined) => (value === undefined ? undefined : String(value));

/**
 * A count-up number or circular counter (docs/contract.md, "Theme"), served with its final value and, for a
 * circle, its percentage already set, so the page without script, a crawler and reduced motion see the
 * real number; the theme's count-up widget counts up to the same value as it scrolls into view.
 */
export function Counter({ stop, min, max, circle = false, prefix, suffix, duration, decimals, className }: CounterProps) {
  const attributes = {
    'data-countup': circle ? 'circle' : '',
    'data-min': attribute(min),
    'data-max': attribute(max),
    'data-stop': attribute(stop),
    'data-prefix': prefix,
    'data-suffix': suffix,
    'data-duration': attribute(duration),
    'data-decimals': attribute(decimals),
  };
  const counter = parseCountup({ countup: attributes['data-countup'], min: attributes['data-min'], max: attributes['data-max'], stop: attributes['data-stop'], prefix, suffix, duration: attributes['data-duration'], decimals: attributes['data-decimals'] });
  if (!counter) throw new Error(`Counter: ${JSON.stringify({ stop, min, max, duration, decimals })} are not whole numbers`);
  const { text, percent } = countupFinal(counter);
  const style = counter.circle ? ({ [COUNTUP_PERCENT_PROPERTY]: percent } as CSSProperties) : undefined;
  return (
    <span className={className} {...attributes} style={style}>
      {counter.circle ? <CountupRing /> : null}
      {text}
    </span>
  );
}

/** The circle's ring: a track and a bar whose length is `--countup-percent` (app/styles/widgets/countup.css). */
export function CountupRing() {
  return (
    <svg className="countup-ring" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <circle className="countup-ring__track" cx="18" cy="18" r="16" pathLength={100} />
      <circle className="countup-ring__bar" cx="18" cy="18" r="16" pathLength={100} />
    </svg>
  );
}
