// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { themeParams } from '../shared/widget.ts';
import { start } from './collapse.ts';

describe('the collapse widget', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });
  const context = () => ({ document, window, params: themeParams(window), reducedMotion: () => false });

  it('toggles the area its button controls, aria-expanded following; areas start as their buttons say', () => {
    document.body.innerHTML = `
      <h3><button type="button" data-collapse aria-expanded="false" aria-controls="a1">Shipping</button></h3>
      <div id="a1"><p>Two days.</p></div>
      <h3><button type="button" data-collapse aria-expanded="true" aria-controls="a2">Returns</button></h3>
      <div id="a2" hidden><p>Thirty days.</p></div>
      <a id="away" href="/x/">x</a>`;
    start(context());
    const [first, second] = [...document.querySelectorAll<HTMLButtonElement>('button')] as [HTMLButtonElement, HTMLButtonElement];
    const area = (id: string) => document.getElementById(id)!;
    expect(area('a1').hidden).toBe(true);
    expect(area('a2').hidden).toBe(false);
    first.click();
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(area('a1').hidden).toBe(false);
    // Independent of each other, and open when the focus moves on.
    expect(area('a2').hidden).toBe(false);
    document.getElementById('away')!.focus();
    expect(area('a1').hidden).toBe(false);
    first.click();
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(area('a1').hidden).toBe(true);
    second.click();
    expect(second.getAttribute('aria-expanded')).toBe('false');
    expect(area('a2').hidden).toBe(true);
  });

  it('leaves a button whose area is missing alone', () => {
    document.body.innerHTML = '<button type="button" data-collapse aria-expanded="false" aria-controls="nowhere">X</button>';
    start(context());
    document.querySelector('button')!.click();
    expect(document.querySelector('button')!.getAttribute('aria-expanded')).toBe('false');
  });
});
