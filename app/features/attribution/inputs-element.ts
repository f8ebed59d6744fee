import { latestValues } from './extension-data.ts';
import type { AttributionConfig } from './params.ts';
import type { AttributionValues } from './values.ts';

export const INPUTS_ELEMENT = 'wc-order-attribution-inputs';

/** `<wc-order-attribution-inputs>`: one hidden input per attribution field, inside the checkout form. */
export interface AttributionInputsElement extends HTMLElement {
  setValues(values: AttributionValues): void;
}

/** Control characters (a landing link can carry `%00`) are dropped: the shop refuses forms holding NUL. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

const valueOf = (values: AttributionValues | undefined, field: string): string =>
  values && Object.hasOwn(values, field) ? String(values[field] ?? '').replace(CONTROL_CHARACTERS, '') : '';

/**
 * Defines the element on `win` (once; a second call, or another script's definition, is left alone),
 * with one input per field of the page's checked configuration, named with its prefix. Inputs are built
 * as nodes and filled through `input.value`, so no value is ever parsed as markup.
 */
export function defineInputsElement(win: Window, config: Pick<AttributionConfig, 'fields' | 'prefix'>): void {
  const registry = win.customElements;
  if (!registry || registry.get(INPUTS_ELEMENT)) return;
  const Base = (win as Window & typeof globalThis).HTMLElement;

  class OrderAttributionInputs extends Base implements AttributionInputsElement {
    #values: AttributionValues | undefined;
    #inputs = new Map<string, HTMLInputElement>();

    connectedCallback(): void {
      this.#inputs.clear();
      for (const field of Object.keys(config.fields)) {
        const input = this.ownerDocument.createElement('input');
        input.type = 'hidden';
        input.name = `${config.prefix}${field}`;
        this.#inputs.set(field, input);
      }
      this.replaceChildren(...this.#inputs.values());
      this.#fill(this.#values ?? latestValues(win));
    }

    setValues(values: AttributionValues): void {
      this.#values = values;
      this.#fill(values);
    }

    #fill(values: AttributionValues | undefined): void {
      for (const [field, input] of this.#inputs) input.value = valueOf(values, field);
    }
  }

  registry.define(INPUTS_ELEMENT, OrderAttributionInputs);
}
