// @vitest-environment happy-dom
import { Window as HappyWindow } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { EXTENSION_NAMESPACE, latestValues } from './extension-data.ts';
import { defineInputsElement } from './inputs-element.ts';
import { readConfig } from './params.ts';
import { UPDATED_EVENT, pushValues } from './push.ts';

describe('pushValues', () => {
  it('fills every inputs element, merges the extension data and announces the values', async () => {
    const happy = new HappyWindow({ url: 'https://shop.test/checkout/' });
    const win = happy as unknown as Window & { wc_order_attribution_extension_data?: Record<string, unknown> };
    win.document.body.innerHTML = '<wc-order-attribution-inputs></wc-order-attribution-inputs><form><wc-order-attribution-inputs></wc-order-attribution-inputs></form>';
    defineInputsElement(win, readConfig({})!);
    win.wc_order_attribution_extension_data = { 'other/plugin': { a: 1 } };
    const details: unknown[] = [];
    win.document.body.addEventListener(UPDATED_EVENT, (event) => details.push((event as CustomEvent).detail));

    const values = { source_type: 'utm', utm_source: 'newsletter' };
    pushValues(win, values);

    const inputs = [...win.document.querySelectorAll<HTMLInputElement>('input[name="wc_order_attribution_utm_source"]')];
    expect(inputs.map((input) => input.value)).toEqual(['newsletter', 'newsletter']);
    expect(win.wc_order_attribution_extension_data).toEqual({ 'other/plugin': { a: 1 }, [EXTENSION_NAMESPACE]: values });
    expect(latestValues(win)).toEqual(values);
    expect(details).toEqual([values]);
    await happy.happyDOM.close();
  });

  it('replaces an extension data value that is not an object', async () => {
    const happy = new HappyWindow();
    const win = happy as unknown as Window & { wc_order_attribution_extension_data?: unknown };
    win.wc_order_attribution_extension_data = 'junk';
    pushValues(win, { source_type: 'typein' });
    expect(win.wc_order_attribution_extension_data).toEqual({ [EXTENSION_NAMESPACE]: { source_type: 'typein' } });
    await happy.happyDOM.close();
  });
});
