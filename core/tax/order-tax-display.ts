import type { TaxDisplay, TaxSettings } from './tax-settings.ts';

/** What an order keeps of its taxes that its pages and e-mails show (amounts without tax, the taxes beside). */
export interface OrderTaxSource {
  subtotal: number;
  shippingTotal: number;
  shippingTax: number;
  taxTotal: number;
  /** Each line's tax before coupons. */
  lineSubtotalTaxes: readonly number[];
  /** One per rate as charged: its label, and its tax on the items and the shipping. */
  taxLines: readonly { label: string; taxTotal: number; shippingTaxTotal: number }[];
}

/** How an order's amounts are shown: with tax or without, and tax by rate or as one amount. */
export interface OrderTaxDisplay {
  display: TaxDisplay;
  itemized: boolean;
}

/** An order's subtotal and shipping as shown (with their tax, or without). */
export function shownOrderAmounts(source: OrderTaxSource, how: OrderTaxDisplay): { subtotal: number; shipping: number } {
  if (how.display === 'excl') return { subtotal: source.subtotal, shipping: source.shippingTotal };
  const subtotalTax = source.lineSubtotalTaxes.reduce((sum, tax) => sum + tax, 0);
  return { subtotal: source.subtotal + subtotalTax, shipping: source.shippingTotal + source.shippingTax };
}

/**
 * The order's tax as amounts to show: one per rate (itemized), or one amount labelled `taxWord`. Empty
 * for an order without tax.
 */
export function orderTaxAmounts(source: OrderTaxSource, how: OrderTaxDisplay, taxWord: string): { label: string; amount: number }[] {
  if (source.taxTotal === 0) return [];
  if (!how.itemized || source.taxLines.length === 0) return [{ label: taxWord, amount: source.taxTotal }];
  return source.taxLines.map((line) => ({ label: line.label, amount: line.taxTotal + line.shippingTaxTotal }));
}

/** "$3.82 MwSt., $0.70 MwSt. 7 %": what a total shown with tax includes. */
export function includedTaxText(amounts: readonly { label: string; amount: number }[], price: (minor: number) => string): string {
  return amounts.map((tax) => `${price(tax.amount)} ${tax.label}`).join(', ');
}

/** The tax an order's stored rows hold, as OrderTaxSource reads it. */
export function orderTaxSource(
  order: { subtotal: number; shipping_total: number; shipping_tax: number; tax_total: number },
  lines: readonly { subtotal_tax: number }[],
  taxLines: readonly { label: string; tax_total: number; shipping_tax_total: number }[],
): OrderTaxSource {
  return {
    subtotal: order.subtotal,
    shippingTotal: order.shipping_total,
    shippingTax: order.shipping_tax,
    taxTotal: order.tax_total,
    lineSubtotalTaxes: lines.map((line) => line.subtotal_tax),
    taxLines: taxLines.map((line) => ({ label: line.label, taxTotal: line.tax_total, shippingTaxTotal: line.shipping_tax_total })),
  };
}

/** Shown without tax by rate unless the owner's settings say otherwise. */
export const DEFAULT_ORDER_TAX_DISPLAY: OrderTaxDisplay = { display: 'excl', itemized: true };

/** How the owner's settings show an order: as the cart and checkout show prices. */
export const orderTaxDisplayOf = (settings: Pick<TaxSettings, 'displayCart' | 'totalDisplay'>): OrderTaxDisplay => ({ display: settings.displayCart, itemized: settings.totalDisplay !== 'single' });
