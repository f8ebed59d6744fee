import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Counter } from './Counter.tsx';

describe('Counter', () => {
  it('serves the final value as its text, with the contract’s attributes', () => {
    const html = renderToStaticMarkup(<Counter min={5} stop={1200} max={2000} prefix="$" suffix="+" duration={1500} />);
    expect(html).toBe('<span data-countup="" data-min="5" data-max="2000" data-stop="1200" data-prefix="$" data-suffix="+" data-duration="1500">$1200+</span>');
  });

  it('serves a circle with its ring and its clamped percentage already set', () => {
    const html = renderToStaticMarkup(<Counter circle max={80} stop={120} suffix="%" />);
    expect(html).toContain('data-countup="circle"');
    expect(html).toContain('style="--countup-percent:100"');
    expect(html).toContain('<svg class="countup-ring" viewBox="0 0 36 36" aria-hidden="true" focusable="false">');
    expect(html.endsWith('</svg>120%</span>')).toBe(true);
  });

  it('refuses numbers that are not whole numbers a page could serve', () => {
    expect(() => renderToStaticMarkup(<Counter stop={Number.NaN} />)).toThrow(/not whole numbers/);
  });
});
