import { describe, expect, it } from 'vitest';
import { NavAnchor } from './NavAnchor.tsx';
import { renderIn } from './in-language.fixture.tsx';

describe('NavAnchor', () => {
  it('writes the link in the page’s language and marks it current by the path without the prefix', () => {
    expect(renderIn('fr', <NavAnchor href="/shop/" currentPath="/shop/page/2/">Boutique</NavAnchor>)).toBe('<a href="/fr/shop/" class="active" aria-current="page">Boutique</a>');
    expect(renderIn('fr', <NavAnchor href="/blog/" currentPath="/shop/">Journal</NavAnchor>)).toBe('<a href="/fr/blog/">Journal</a>');
    expect(renderIn('en', <NavAnchor href="/shop/" currentPath="/shop/">Shop</NavAnchor>)).toBe('<a href="/shop/" class="active" aria-current="page">Shop</a>');
  });

  it('leaves addresses in no language, and full addresses, as they are', () => {
    expect(renderIn('de', <NavAnchor href="/admin/" currentPath="/my-account/">Shop admin</NavAnchor>)).toBe('<a href="/admin/">Shop admin</a>');
    expect(renderIn('de', <NavAnchor href="https://example.com/" currentPath="/">Elsewhere</NavAnchor>)).toBe('<a href="https://example.com/">Elsewhere</a>');
  });
});
