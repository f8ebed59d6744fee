// @vitest-environment happy-dom
import { Window as HappyWindow } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { EXTENSION_NAMESPACE } from './extension-data.ts';
import { INPUTS_ELEMENT, defineInputsElement, type AttributionInputsElement } from './inputs-element.ts';
import { readConfig } from './params.ts';
import { DEFAULT_FIELDS } from './values.ts';

/** The configuration of a page object that gives neither fields nor a prefix. */
const DEFAULTS = readConfig({})!;

const windows: HappyWindow[] = [];

function page(globals: Record<string, unknown> = {}) {
  const happy = new HappyWindow({ url: 'https://shop.test/checkout/' });
  windows.push(happy);
  Object.assign(happy, globals);
  const win = happy as unknown as Window;
  win.document.body.innerHTML = '<form><wc-order-attribution-inputs></wc-order-attribution-inputs></form>';
  return { win, doc: win.document, element: () => win.document.querySelector(INPUTS_ELEMENT) as AttributionInputsElement };
}

const hidden = (element: Element) => [...element.querySelectorAll('input')].map((input) => [input.type, input.name, input.value]);

afterEach(async () => {
  await Promise.all(windows.splice(0).map((win) => win.happyDOM.close()));
});

describe('<wc-order-attribution-inputs>', () => {
  it('renders one empty hidden input per field of the default map', () => {
    const { win, element } = page();
    defineInputsElement(win, DEFAULTS);
    expect(hidden(element())).toEqual(Object.keys(DEFAULT_FIELDS).map((field) => ['hidden', `wc_order_attribution_${field}`, '']));
  });

  it('uses the field map and prefix of the configuration it is given', () => {
    const { win, element } = page();
    defineInputsElement(win, readConfig({ params: { prefix: 'attr_' }, fields: { source_type: 'current.typ', utm_source: 'current.src' } })!);
    expect(hidden(element())).toEqual([['hidden', 'attr_source_type', ''], ['hidden', 'attr_utm_source', '']]);
  });

  it('names the inputs with a prefix holding a hyphen, as the config allows', () => {
    const { win, element } = page();
    defineInputsElement(win, readConfig({ params: { prefix: 'shop-attr_' }, fields: { source_type: 'current.typ' } })!);
    expect(hidden(element())).toEqual([['hidden', 'shop-attr_source_type', '']]);
  });

  it('sets values as properties, leaving markup in a value as literal text', () => {
    const { win, doc, element } = page();
    defineInputsElement(win, DEFAULTS);
    const hostile = '"><script>window.pwned=1</script><img src=x onerror=alert(1)>';
    element().setValues({ utm_campaign: hostile, utm_source: 'newsletter', toString: 'x' });
    const campaign = doc.querySelector<HTMLInputElement>('input[name="wc_order_attribution_utm_campaign"]')!;
    expect(campaign.value).toBe(hostile);
    expect(doc.querySelector<HTMLInputElement>('input[name="wc_order_attribution_utm_source"]')!.value).toBe('newsletter');
    expect(doc.querySelectorAll('script, img')).toHaveLength(0);
    expect(element().children).toHaveLength(16);
    expect((win as unknown as { pwned?: number }).pwned).toBeUndefined();
  });

  it('drops control characters, which would make the checkout form unacceptable', () => {
    const { win, doc, element } = page();
    defineInputsElement(win, DEFAULTS);
    element().setValues({ utm_campaign: 'spring\u0000sale\u001f\u007f', utm_term: 'tab\there' });
    expect(doc.querySelector<HTMLInputElement>('input[name="wc_order_attribution_utm_campaign"]')!.value).toBe('springsale');
    expect(doc.querySelector<HTMLInputElement>('input[name="wc_order_attribution_utm_term"]')!.value).toBe('tabhere');
  });

  it('keeps values given before it is connected, and after it is moved', () => {
    const { win, doc } = page();
    defineInputsElement(win, DEFAULTS);
    const element = doc.createElement(INPUTS_ELEMENT) as AttributionInputsElement;
    element.setValues({ source_type: 'utm' });
    doc.querySelector('form')!.append(element);
    expect(element.querySelector<HTMLInputElement>('[name="wc_order_attribution_source_type"]')!.value).toBe('utm');
    doc.body.append(element);
    expect(element.querySelectorAll('input')).toHaveLength(16);
    expect(element.querySelector<HTMLInputElement>('[name="wc_order_attribution_source_type"]')!.value).toBe('utm');
  });

  it('starts from the values already pushed on the page', () => {
    const { win, element } = page({ wc_order_attribution_extension_data: { [EXTENSION_NAMESPACE]: { utm_source: 'google' } } });
    defineInputsElement(win, DEFAULTS);
    expect(element().querySelector<HTMLInputElement>('[name="wc_order_attribution_utm_source"]')!.value).toBe('google');
  });

  it('is defined once, and leaves another definition alone', () => {
    const { win } = page();
    defineInputsElement(win, DEFAULTS);
    const first = win.customElements.get(INPUTS_ELEMENT);
    expect(() => defineInputsElement(win, DEFAULTS)).not.toThrow();
    expect(win.customElements.get(INPUTS_ELEMENT)).toBe(first);
  });
});
