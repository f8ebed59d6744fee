// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { focusables, trappedFocusTarget } from './focus-trap.ts';

describe('the focus trap shared by the off-canvas menu and the lightbox', () => {
  function dialog(): HTMLElement {
    document.body.innerHTML = '<div id="d" tabindex="-1"><button id="a">A</button><div hidden><button>H</button></div><div inert><a href="#x">I</a></div><button id="b">B</button></div>';
    return document.getElementById('d')!;
  }

  it('leaves hidden and inert controls out of the path', () => {
    expect(focusables(dialog()).map((element) => element.id)).toEqual(['a', 'b']);
  });

  it('wraps from the last to the first and back, and lets the browser move in between', () => {
    const root = dialog();
    expect(trappedFocusTarget(root, document.getElementById('b'), false)?.id).toBe('a');
    expect(trappedFocusTarget(root, document.getElementById('a'), true)?.id).toBe('b');
    expect(trappedFocusTarget(root, document.getElementById('a'), false)).toBeNull();
  });

  it('treats the focused dialog itself as outside, so Shift+Tab cannot leave it', () => {
    const root = dialog();
    expect(trappedFocusTarget(root, root, true)?.id).toBe('b');
    expect(trappedFocusTarget(root, root, false)?.id).toBe('a');
  });
});
