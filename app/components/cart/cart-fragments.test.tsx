import { describe, expect, it } from 'vitest';
import { FRAGMENT_SELECTORS } from '../../../core/contract/cart/fragment-selectors.ts';
import { renderCartFragments } from './cart-fragments.tsx';
import type { MiniCartProps } from './MiniCart.tsx';

const LINE = { key: 'k1', productId: 7, variationId: null, attributes: [], name: 'Mug', slug: 'mug', sku: null, unitPrice: 1200, onSale: false, quantity: 2, lineSubtotal: 2400, lineTotal: 2400, maxQuantity: 9, image: null, tax: { taxes: [], subtotalTax: 0, totalTax: 0, netSubtotal: 2400, netTotal: 2400 } };
const FULL: MiniCartProps = { cart: { lines: [LINE], subtotal: 2400, count: 2 }, money: { currency: 'EUR', locale: 'en-US' }, nonce: 'n' };
const EMPTY: MiniCartProps = { cart: { lines: [], subtotal: 0, count: 0 }, money: { currency: 'EUR', locale: 'en-US' }, nonce: '' };

describe('cart fragments in a language', () => {
  it('are English by default, as they have always been', () => {
    const fragments = renderCartFragments(FULL);
    expect(fragments[FRAGMENT_SELECTORS.headerCart]).toBe('<a href="/cart/" class="cart-contents">Cart <span class="cart-count" aria-label="2 items in cart">2</span></a>');
    const mini = fragments[FRAGMENT_SELECTORS.miniCart]!;
    for (const text of ['aria-label="Remove “Mug” from your cart"', '<strong>Subtotal:</strong>', '>View cart</a>', '>Checkout</a>']) expect(mini).toContain(text);
    expect(renderCartFragments(EMPTY)[FRAGMENT_SELECTORS.miniCart]).toContain('>No products in the cart.</p>');
    expect(renderCartFragments({ ...FULL, cart: { ...FULL.cart, count: 1 } })[FRAGMENT_SELECTORS.headerCart]).toContain('aria-label="1 item in cart"');
  });

  it('speak French', () => {
    const fragments = renderCartFragments(FULL, 'fr');
    expect(fragments[FRAGMENT_SELECTORS.headerCart]).toBe('<a href="/cart/" class="cart-contents">Panier <span class="cart-count" aria-label="2 articles dans le panier">2</span></a>');
    const mini = fragments[FRAGMENT_SELECTORS.miniCart]!;
    for (const text of ['aria-label="Retirer «\u00a0Mug\u00a0» de votre panier"', '<strong>Sous-total\u00a0:</strong>', '>Voir le panier</a>', '>Commander</a>']) expect(mini).toContain(text);
    const empty = renderCartFragments(EMPTY, 'fr');
    expect(empty[FRAGMENT_SELECTORS.miniCart]).toContain('>Aucun produit dans le panier.</p>');
    expect(empty[FRAGMENT_SELECTORS.headerCart]).toContain('aria-label="0 article dans le panier"');
  });

  it('speak German', () => {
    const fragments = renderCartFragments(FULL, 'de');
    expect(fragments[FRAGMENT_SELECTORS.headerCart]).toContain('Warenkorb <span class="cart-count" aria-label="2 Artikel im Warenkorb">2</span>');
    const mini = fragments[FRAGMENT_SELECTORS.miniCart]!;
    for (const text of ['aria-label="„Mug“ aus dem Warenkorb entfernen"', '<strong>Zwischensumme:</strong>', '>Warenkorb anzeigen</a>', '>Zur Kasse</a>']) expect(mini).toContain(text);
  });
});
