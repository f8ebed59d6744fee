// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPED_BACK_DELAY_MS, TYPED_BACKSPACE_MS, TYPED_CHARACTER_MS } from '../../../core/contract/theme/constants.ts';
import { textEffectMode, textEffectStrings } from '../../../core/contract/theme/text-effect.ts';
import { themeParams } from '../shared/widget.ts';
import { start } from './text-effect.ts';

let reduced = false;
const context = (overrides: { preview?: boolean; morph?: boolean; speed?: number } = {}) => {
  const params = themeParams(window);
  return {
    document,
    window,
    params: { ...params, preview: overrides.preview ?? false, text_morph: { header_text_morph: overrides.morph ?? false, header_text_morph_speed: overrides.speed ?? 2000 } },
    reducedMotion: () => reduced,
  };
};

const shown = (element: Element) => element.querySelector('.text-effect__word.is-current')?.textContent;

beforeEach(() => {
  reduced = false;
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('text effect attributes', () => {
  it('are a JSON array of non-blank strings', () => {
    expect(textEffectStrings('["One","Two"]')).toEqual(['One', 'Two']);
    for (const bad of [null, '', 'One', '[]', '[1,2]', '["One",""]', '{"a":1}']) expect(textEffectStrings(bad), String(bad)).toBeNull();
  });

  it('type by default, morph when asked, and morph in a header when the theme says so', () => {
    expect(textEffectMode(null, false, true)).toBe('typed');
    expect(textEffectMode('morph', false, false)).toBe('morph');
    expect(textEffectMode(null, true, true)).toBe('morph');
    expect(textEffectMode('typed', true, true)).toBe('typed');
    expect(textEffectMode(null, true, false)).toBe('typed');
  });
});

describe('typed text', () => {
  function page() {
    document.body.innerHTML = '<h1 id="t" data-text-effect=\'["Hand-made","Built to last"]\'>Hand-made</h1>';
    return document.getElementById('t')!;
  }

  it('keeps the first string as plain text and the others after it, the animation hidden from assistive technology', () => {
    const heading = page();
    start(context());
    expect(heading.querySelector('.visually-hidden')!.textContent).toBe('Hand-made');
    expect(heading.querySelector('.text-effect__stage')!.getAttribute('aria-hidden')).toBe('true');
    expect([...heading.querySelectorAll('.text-effect__sizer')].map((sizer) => sizer.textContent)).toEqual(['Hand-made', 'Built to last']);
    expect(heading.nextElementSibling!.textContent).toBe(' Built to last');
    expect(heading.nextElementSibling!.classList.contains('visually-hidden')).toBe(true);
  });

  it('waits 500 ms, backspaces the first string, types the next and comes round again', () => {
    const heading = page();
    start(context());
    expect(shown(heading)).toBe('Hand-made');
    vi.advanceTimersByTime(TYPED_BACK_DELAY_MS - 1);
    expect(shown(heading)).toBe('Hand-made');
    vi.advanceTimersByTime(1);
    expect(shown(heading)).toBe('Hand-mad');
    vi.advanceTimersByTime(TYPED_BACKSPACE_MS);
    expect(shown(heading)).toBe('Hand-ma');
    // The rest of "Hand-made" erased, one more beat to notice it is empty, then "Bui" typed.
    vi.advanceTimersByTime(TYPED_BACKSPACE_MS * 8 + TYPED_CHARACTER_MS * 3);
    expect(shown(heading)).toBe('Bui');
    vi.advanceTimersByTime(TYPED_CHARACTER_MS * 10);
    expect(shown(heading)).toBe('Built to last');
    vi.advanceTimersByTime(TYPED_CHARACTER_MS + TYPED_BACK_DELAY_MS + TYPED_BACKSPACE_MS * 13 + TYPED_CHARACTER_MS * 9);
    expect(shown(heading)).toBe('Hand-made');
  });

  it('stops on the first string as served once reduced motion is turned on', () => {
    const heading = page();
    start(context());
    vi.advanceTimersByTime(TYPED_BACK_DELAY_MS + TYPED_BACKSPACE_MS * 3);
    reduced = true;
    vi.advanceTimersByTime(1000);
    expect(heading.innerHTML).toBe('Hand-made');
    expect(heading.nextElementSibling).toBeNull();
  });

  it('does nothing with reduced motion, in the live preview, or for one string; logs bad JSON', () => {
    const heading = page();
    reduced = true;
    start(context());
    reduced = false;
    start(context({ preview: true }));
    expect(heading.innerHTML).toBe('Hand-made');
    document.body.innerHTML = '<h2 data-text-effect=\'["Only"]\'>Only</h2><h2 id="bad" data-text-effect="One, two">One</h2>';
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    start(context());
    expect(document.body.innerHTML).toBe('<h2 data-text-effect="[&quot;Only&quot;]">Only</h2><h2 id="bad" data-text-effect="One, two">One</h2>');
    expect(error).toHaveBeenCalledOnce();
  });
});

describe('morphing text', () => {
  it('swaps to the next string every header_text_morph_speed ms, for a header without a mode when the theme morphs', () => {
    document.body.innerHTML = '<header><h1 id="t" data-text-effect=\'["Tea","Iron","Linen"]\'>Tea</h1></header>';
    const heading = document.getElementById('t')!;
    start(context({ morph: true, speed: 1500 }));
    expect(heading.querySelectorAll('.text-effect__word')).toHaveLength(2);
    expect(shown(heading)).toBe('Tea');
    vi.advanceTimersByTime(1499);
    expect(shown(heading)).toBe('Tea');
    vi.advanceTimersByTime(1);
    expect(shown(heading)).toBe('Iron');
    vi.advanceTimersByTime(3000);
    expect(shown(heading)).toBe('Tea');
    expect(heading.querySelectorAll('.is-current')).toHaveLength(1);
  });

  it('types instead outside a header unless the mode says morph', () => {
    document.body.innerHTML = '<h1 id="a" data-text-effect=\'["Tea","Iron"]\'>Tea</h1><h1 id="b" data-text-effect-mode="morph" data-text-effect=\'["Tea","Iron"]\'>Tea</h1>';
    start(context({ morph: true }));
    expect(document.querySelectorAll('#a .text-effect__word')).toHaveLength(1);
    expect(document.querySelectorAll('#b .text-effect__word')).toHaveLength(2);
  });
});
