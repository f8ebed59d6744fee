// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useOffcanvas } from './use-offcanvas.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const roots: Root[] = [];

afterEach(() => {
  act(() => {
    for (const root of roots.splice(0)) root.unmount();
  });
  document.body.innerHTML = '';
  document.body.style.overflow = '';
});

function Menu() {
  const { open, toggle, close, toggleRef, panelRef } = useOffcanvas();
  return (
    <>
      <button type="button" className="offcanvas-toggle" aria-controls="panel" aria-expanded={open} ref={toggleRef} onClick={toggle}>
        Menu
      </button>
      <aside id="panel" className="offcanvas" ref={panelRef}>
        <button type="button" onClick={close}>
          Close menu
        </button>
        <a href="/admin/">Dashboard</a>
        <a href="/my-account/">My account</a>
      </aside>
      <a href="/after/">After</a>
    </>
  );
}

function mount() {
  const container = document.createElement('div');
  document.body.append(container);
  act(() => {
    const root = createRoot(container);
    roots.push(root);
    root.render(<Menu />);
  });
  const toggle = container.querySelector<HTMLButtonElement>('.offcanvas-toggle')!;
  const byText = (text: string) => [...container.querySelectorAll<HTMLElement>('a, button')].find((element) => element.textContent === text)!;
  const key = (key: string, shiftKey = false) => act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true })));
  return { toggle, byText, key };
}

describe('the admin’s off-canvas menu', () => {
  it('opens from its button: aria-expanded, focus inside, the page behind locked', () => {
    const { toggle, byText } = mount();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    toggle.focus();
    act(() => toggle.click());
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(byText('Close menu'));
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('holds focus inside while open, both ways round', () => {
    const { toggle, byText, key } = mount();
    act(() => toggle.click());
    key('Tab', true);
    expect(document.activeElement).toBe(byText('My account'));
    key('Tab');
    expect(document.activeElement).toBe(byText('Close menu'));
  });

  it('closes on Escape and on its close button, focus back on the menu button, the page scrolling again', () => {
    const { toggle, byText, key } = mount();
    toggle.focus();
    act(() => toggle.click());
    key('Escape');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    expect(document.body.style.overflow).toBe('');
    act(() => toggle.click());
    act(() => byText('Close menu').click());
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});
