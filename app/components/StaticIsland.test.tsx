// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { StaticIsland } from './StaticIsland.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const roots: Root[] = [];

afterEach(() => {
  act(() => {
    for (const root of roots.splice(0)) root.unmount();
  });
  document.body.innerHTML = '';
});

const island = () => (
  <StaticIsland className="cart-link">
    <a href="/cart/">Cart (0)</a>
  </StaticIsland>
);

describe('StaticIsland', () => {
  it('keeps what the page’s scripts wrote into the server markup when it hydrates', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(island());
    document.body.append(container);
    // A cart fragment replaced the inside before hydration.
    container.querySelector('[data-island]')!.innerHTML = '<a href="/cart/">Cart (2)</a>';
    act(() => {
      roots.push(hydrateRoot(container, island()));
    });
    expect(container.querySelector('.cart-link')!.innerHTML).toBe('<a href="/cart/">Cart (2)</a>');
  });

  it('renders its children when first mounted in the browser, where no server markup exists', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    roots.push(root);
    act(() => {
      root.render(island());
    });
    expect(container.querySelector('.cart-link')!.innerHTML).toBe('<a href="/cart/">Cart (0)</a>');
  });
});
