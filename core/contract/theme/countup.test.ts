import { describe, expect, it } from 'vitest';
import { COUNTUP_DEFAULTS, countupFinal, countupPercent, countupText, parseCountup } from './countup.ts';

describe('count-up attributes', () => {
  it('fall back to the defaults: from 0 to max 100 over 2000 ms, no decimals', () => {
    expect(parseCountup({ countup: '' })).toEqual({ circle: false, min: 0, max: 100, stop: 100, prefix: '', suffix: '', duration: 2000, decimals: 0 });
    expect(COUNTUP_DEFAULTS).toEqual({ min: 0, max: 100, duration: 2000, decimals: 0 });
  });

  it('count from min to stop, and to max where there is no stop', () => {
    expect(parseCountup({ min: '10', max: '500', stop: '250' })).toMatchObject({ min: 10, max: 500, stop: 250 });
    expect(parseCountup({ min: '10', max: '500' })).toMatchObject({ stop: 500 });
  });

  it('are parsed as whole numbers', () => {
    expect(parseCountup({ min: '1.9', max: ' 80.5 ', stop: '42px', duration: '1500.7', decimals: '1.2' })).toMatchObject({ min: 1, max: 80, stop: 42, duration: 1500, decimals: 1 });
  });

  it('swap min and max when min is above max; the stop stays where it is', () => {
    expect(parseCountup({ min: '90', max: '10', stop: '50' })).toMatchObject({ min: 10, max: 90, stop: 50 });
    expect(parseCountup({ min: '90', max: '10' })).toMatchObject({ min: 10, max: 90, stop: 90 });
  });

  it('are invalid when any number is not one, or a duration or decimals are negative', () => {
    for (const attributes of [{ min: 'abc' }, { max: 'ten' }, { stop: '%' }, { duration: 'slow' }, { decimals: 'x' }, { duration: '-5' }, { decimals: '-1' }, { decimals: '99' }]) {
      expect(parseCountup(attributes), JSON.stringify(attributes)).toBeNull();
    }
  });

  it('read "circle" as a circular counter and keep prefix and suffix as written', () => {
    expect(parseCountup({ countup: 'circle', prefix: '$ ', suffix: ' <b>%</b>' })).toMatchObject({ circle: true, prefix: '$ ', suffix: ' <b>%</b>' });
    expect(parseCountup({ countup: 'ring' })).toMatchObject({ circle: false });
  });
});

describe('a counter’s text and circle', () => {
  const counter = parseCountup({ countup: 'circle', min: '0', max: '200', stop: '150', prefix: '~', suffix: '%', decimals: '1' })!;

  it('reads prefix + value + suffix, with the decimals', () => {
    expect(countupText(counter, 150)).toBe('~150.0%');
    expect(countupFinal(counter)).toEqual({ text: '~150.0%', percent: 75 });
  });

  it('clamps the circle to 0–100 %', () => {
    expect(countupPercent({ min: 0, max: 100 }, 250)).toBe(100);
    expect(countupPercent({ min: 50, max: 100 }, 10)).toBe(0);
    expect(countupPercent({ min: 5, max: 5 }, 5)).toBe(100);
    expect(countupFinal(parseCountup({ countup: 'circle', max: '40', stop: '90' })!).percent).toBe(100);
  });
});
