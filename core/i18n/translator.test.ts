import { describe, expect, it } from 'vitest';
import { createTranslator, MessageError } from './create-translator.ts';
import type { Catalogue } from './messages/index.ts';
import { en } from './messages/en.ts';
import { enPage } from './messages/en-page.ts';
import { pageCatalogue } from './page-catalogue.ts';
import { pageTranslator } from './page-translator.ts';
import { translator } from './translator.ts';

describe('translator', () => {
  it('counts items with each language’s plural rules', () => {
    const counts = [0, 1, 2] as const;
    expect(counts.map((count) => translator('en')('cart.itemsInCart', { count }))).toEqual(['0 items in cart', '1 item in cart', '2 items in cart']);
    // French counts zero as singular.
    expect(counts.map((count) => translator('fr')('cart.itemsInCart', { count }))).toEqual(['0 article dans le panier', '1 article dans le panier', '2 articles dans le panier']);
    expect(counts.map((count) => translator('de')('cart.itemsInCart', { count }))).toEqual(['0 Artikel im Warenkorb', '1 Artikel im Warenkorb', '2 Artikel im Warenkorb']);
  });

  it('writes the count with the language’s digit grouping', () => {
    expect(translator('en')('cart.itemsInCart', { count: 1500 })).toBe('1,500 items in cart');
    expect(translator('de')('cart.itemsInCart', { count: 1500 })).toBe('1.500 Artikel im Warenkorb');
    expect(translator('fr')('cart.itemsInCart', { count: 1500 })).toBe('1\u202f500 articles dans le panier');
  });

  it('puts text arguments in, with each language’s quotation marks', () => {
    expect(translator('en')('cart.removeItem', { name: 'Mug' })).toBe('Remove “Mug” from your cart');
    expect(translator('fr')('cart.removeItem', { name: 'Mug' })).toBe('Retirer «\u00a0Mug\u00a0» de votre panier');
    expect(translator('de')('cart.removeItem', { name: 'Mug' })).toBe('„Mug“ aus dem Warenkorb entfernen');
  });

  it('counts an order’s items beside its total, as the account’s order list shows them', () => {
    expect(translator('en')('account.orders.total', { total: '$24.00', count: 1 })).toBe('$24.00 for 1 item');
    expect(translator('en')('account.orders.total', { total: '$24.00', count: 3 })).toBe('$24.00 for 3 items');
    expect(translator('fr')('account.orders.total', { total: '24,00\u00a0€', count: 3 })).toBe('24,00\u00a0€ pour 3 articles');
    expect(translator('de')('account.orders.total', { total: '24,00\u00a0€', count: 1 })).toBe('24,00\u00a0€ für 1 Artikel');
  });

  it('chooses a select branch by its value, and the other branch for anything else', () => {
    const catalogue = { 'cart.link': '{kind, select, gift {Gift basket} other {Basket}}' } as unknown as Catalogue;
    const t = createTranslator('en', catalogue);
    expect(t('cart.link', { kind: 'gift' })).toBe('Gift basket');
    expect(t('cart.link', { kind: 'plain' })).toBe('Basket');
  });

  it('throws an error naming the message and its language when a value is missing', () => {
    expect(() => translator('fr')('cart.removeItem')).toThrow(MessageError);
    expect(() => translator('fr')('cart.removeItem')).toThrow(/"cart\.removeItem" \(fr\).*name/);
    expect(() => translator('en')('cart.itemsInCart', {})).toThrow(/"cart\.itemsInCart" \(en\)/);
  });

  it('takes a message a language lacks from the fallback catalogue', () => {
    const t = createTranslator('fr', { 'cart.link': 'Panier' } as unknown as Catalogue, en);
    expect(t('cart.link')).toBe('Panier');
    expect(t('cart.viewCart')).toBe('View cart');
  });

  it('throws for a message neither catalogue has, naming it', () => {
    const t = createTranslator('en', enPage);
    expect(t('cart.viewCart')).toBe('View cart');
    expect(() => t('lightbox.close')).toThrow(/"lightbox\.close" \(en\) cannot be formatted: no such message/);
  });

  it('makes one translator per language, whose messages are parsed once', () => {
    expect(translator('de')).toBe(translator('de'));
    const catalogue = { ...en } as Record<string, string>;
    const t = createTranslator('en', catalogue as Catalogue);
    expect(t('cart.link')).toBe('Cart');
    // The formatter is kept: a later change of the catalogue object does not reach it.
    catalogue['cart.link'] = 'Basket';
    expect(t('cart.link')).toBe('Cart');
  });

  it('fails on a page catalogue as on the server: a missing message or value is a MessageError naming it', () => {
    const t = pageTranslator(pageCatalogue('fr'));
    expect(t('cart.viewCart')).toBe('Voir le panier');
    expect(() => t('notice.added')).toThrow(MessageError);
    expect(() => t('notice.added')).toThrow(/"notice\.added" \(fr\) cannot be formatted: no such message/);
    expect(() => t('cart.removeItem')).toThrow(MessageError);
    expect(() => t('cart.removeItem')).toThrow(/"cart\.removeItem" \(fr\).*name/);
  });
});
