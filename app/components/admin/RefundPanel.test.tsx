import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RefundFormView } from '../../../core/refunds/refund-view.ts';
import { RefundPanel } from './RefundPanel.tsx';

const view: RefundFormView = {
  currency: 'USD',
  locale: 'en-US',
  refusal: null,
  left: 3000,
  leftText: '$30.00',
  refundedText: '$0.00',
  lines: [
    { id: 7, name: 'Mug', quantity: 3, refundedQuantity: 0, unitsLeft: 3, total: 3000, refundedTotal: 0, totalLeft: 3000, taxes: [], refundedTaxes: [], taxLeft: 0, chargedText: '$30.00', refundedText: null },
  ],
  shipping: null,
  amountExample: '19.99',
};

function render(errors: Record<string, string>): string {
  const failed = Object.keys(errors).length > 0 ? { errors, values: {} } : undefined;
  const Stub = createRoutesStub([{ path: '/admin/orders/1/', Component: () => <RefundPanel nonce="n" view={view} refunds={[]} failed={failed} /> }]);
  return renderToStaticMarkup(<Stub initialEntries={['/admin/orders/1/']} />);
}

describe('RefundPanel', () => {
  it('ties a line’s error to its input by the field’s shared notes', () => {
    const html = render({ 'quantity:7': 'Only 3 of “Mug” are left to refund.' });
    expect(html).toMatch(/<input id="refund-qty-7"[^>]*aria-invalid="true"[^>]*aria-describedby="refund-qty-7-error"/);
    expect(html).toContain('<span class="form-row__error" id="refund-qty-7-error">Only 3 of “Mug” are left to refund.</span>');
    // The other cells say nothing.
    expect(html).not.toContain('id="refund-total-7-error"');
    expect(html).not.toMatch(/<input id="refund-total-7"[^>]*aria-describedby/);
  });

  it('writes no error notes without errors', () => {
    expect(render({})).not.toContain('form-row__error');
  });
});
