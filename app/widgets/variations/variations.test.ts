// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { VariationJson } from '../../../core/contract/catalog/variations-form.ts';
import { themeParams } from '../shared/widget.ts';
import { start } from './variations.ts';

const variation = (id: number, attributes: Record<string, string>, overrides: Partial<VariationJson> = {}): VariationJson => ({
  variation_id: id,
  attributes,
  display_price: 40,
  display_regular_price: 40,
  is_in_stock: true,
  is_purchasable: true,
  variation_is_active: true,
  variation_is_visible: true,
  sku: `SKU-${id}`,
  image: null,
  price_html: `<span class="price">$${id}.00</span>`,
  availability_html: '<p class="stock in-stock">In stock</p>',
  variation_description: '',
  min_qty: 1,
  max_qty: '',
  ...overrides,
});

const VARIATIONS = [
  variation(40, { attribute_pa_colour: 'blue', attribute_logo: '' }, { image: { src: '/blue.webp', srcset: '/blue.webp 600w', alt: 'Blue hoodie', width: 600, height: 600 }, max_qty: 3 }),
  variation(45, { attribute_pa_colour: 'red', attribute_logo: 'No' }),
  variation(42, { attribute_pa_colour: 'green', attribute_logo: '' }, { is_purchasable: false, is_in_stock: false }),
];

function render(variations: VariationJson[] = VARIATIONS, extra = '') {
  const json = JSON.stringify(variations).replaceAll('"', '&quot;');
  document.body.innerHTML = `
    <div class="product">
      <div class="woocommerce-product-gallery__image"><a href="/main.webp"><img src="/main.webp" srcset="/main.webp 900w" alt="Hoodie"></a></div>
      <form class="variations_form cart" data-product_variations="${json}" data-message-select-first="Choose first." data-message-unavailable="Unavailable." data-option-unavailable="%s (out of stock)">
        <select id="attribute_pa_colour" name="attribute_pa_colour" data-attribute_name="attribute_pa_colour">
          <option value="">Choose</option><option value="blue" data-label="Blue">Blue</option><option value="red" data-label="Red">Red</option><option value="green" data-label="Green">Green</option>
        </select>
        <select id="attribute_logo" name="attribute_logo" data-attribute_name="attribute_logo">
          <option value="">Choose</option><option value="Yes" data-label="Yes">Yes</option><option value="No" data-label="No">No</option>
        </select>
        <button type="reset" class="reset_variations">Clear</button>
        <div class="single_variation" role="status"></div>
        <input class="qty" name="quantity" value="1" max="999">
        <button type="submit">Add</button>
        <input type="hidden" name="variation_id" class="variation_id" value="">
      </form>
      <div class="product_meta"><span class="sku">HOOD</span></div>${extra}
    </div>`;
  start({ document, window, params: themeParams(window), reducedMotion: () => false });
  const form = document.querySelector<HTMLFormElement>('form')!;
  const choose = (name: string, value: string) => {
    const select = form.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const text = (selector: string) => document.querySelector(selector)!.textContent;
  return { form, choose, text, variationId: () => form.querySelector<HTMLInputElement>('.variation_id')!.value };
}

describe('the variations form', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('marks at once the values no variation can be bought with, and hides Clear until something is chosen', () => {
    const { text } = render();
    expect(text('option[value="green"]')).toBe('Green (out of stock)');
    expect(text('option[value="blue"]')).toBe('Blue');
    expect(document.querySelector('.reset_variations')!.classList.contains('is-hidden')).toBe(true);
  });

  it('fills variation_id and shows the chosen variation’s price, stock, SKU, image and quantity limit', () => {
    const { form, choose, text, variationId } = render();
    choose('attribute_pa_colour', 'blue');
    expect(variationId()).toBe('');
    // With blue chosen, "No" and "Yes" both remain (blue takes any logo).
    expect(text('option[value="No"]')).toBe('No');
    choose('attribute_logo', 'Yes');
    expect(variationId()).toBe('40');
    expect(text('.single_variation')).toBe('$40.00In stock');
    expect(text('.sku')).toBe('SKU-40');
    expect(document.querySelector('img')!.getAttribute('src')).toBe('/blue.webp');
    expect(form.querySelector<HTMLInputElement>('.qty')!.max).toBe('3');
    expect(document.querySelector('.reset_variations')!.classList.contains('is-hidden')).toBe(false);
  });

  it('marks a value that leaves nothing with the other choice, and says a complete choice matches none', () => {
    const { choose, text, variationId } = render();
    choose('attribute_logo', 'Yes');
    expect(text('option[value="red"]')).toBe('Red (out of stock)');
    choose('attribute_pa_colour', 'red');
    expect(variationId()).toBe('');
    expect(text('.single_variation')).toBe('Unavailable.');
  });

  it('keeps an incomplete choice from being sent, saying what to do', () => {
    const { form, choose, text } = render();
    choose('attribute_pa_colour', 'blue');
    const submit = new Event('submit', { cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(text('.single_variation')).toBe('Choose first.');
    choose('attribute_logo', 'No');
    const second = new Event('submit', { cancelable: true });
    form.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false);
  });

  it('starts again on Clear: the product’s SKU and image back, nothing chosen', async () => {
    const { form, choose, text, variationId } = render();
    choose('attribute_pa_colour', 'blue');
    choose('attribute_logo', 'No');
    form.reset();
    form.dispatchEvent(new Event('reset'));
    await new Promise((done) => setTimeout(done, 0));
    expect(variationId()).toBe('');
    expect(text('.sku')).toBe('HOOD');
    expect(document.querySelector('img')!.getAttribute('src')).toBe('/main.webp');
    expect(text('.single_variation')).toBe('');
  });

  it('leaves a form with unreadable variations as it is', () => {
    document.body.innerHTML = '<form class="variations_form" data-product_variations="{oops"><select data-attribute_name="attribute_size" name="attribute_size"><option value="">-</option></select></form>';
    expect(() => start({ document, window, params: themeParams(window), reducedMotion: () => false })).not.toThrow();
  });
  it('shows the chosen variation’s weight and dimensions in “Additional information”, and the product’s again on Clear', async () => {
    const weighed = [
      variation(40, { attribute_pa_colour: 'blue', attribute_logo: '' }, { weight: '0.5', weight_html: '0.5 kg', dimensions: { length: '30', width: '20', height: '2' }, dimensions_html: '30 × 20 × 2 cm', variation_description: 'Dyed &amp; washed.' }),
      variation(45, { attribute_pa_colour: 'red', attribute_logo: '' }, { weight: '', weight_html: 'N/A', dimensions: { length: '', width: '', height: '' }, dimensions_html: 'N/A' }),
    ];
    const table = `<table class="woocommerce-product-attributes shop_attributes"><tbody>
      <tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--weight"><th>Weight</th><td class="woocommerce-product-attributes-item__value">0.4 kg</td></tr>
      <tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--dimensions"><th>Dimensions</th><td class="woocommerce-product-attributes-item__value">N/A</td></tr>
    </tbody></table>`;
    const { form, choose: pick, text } = render(weighed, table);
    pick('attribute_pa_colour', 'blue');
    pick('attribute_logo', 'Yes');
    expect(text('.woocommerce-product-attributes-item--weight td')).toBe('0.5 kg');
    expect(text('.woocommerce-product-attributes-item--dimensions td')).toBe('30 × 20 × 2 cm');
    expect(text('.woocommerce-variation-description')).toBe('Dyed & washed.');
    // No weight of its own nor its product's: the product's words stay; its dimensions say N/A.
    pick('attribute_pa_colour', 'red');
    expect(text('.woocommerce-product-attributes-item--weight td')).toBe('0.4 kg');
    expect(text('.woocommerce-product-attributes-item--dimensions td')).toBe('N/A');
    pick('attribute_pa_colour', 'blue');
    form.reset();
    form.dispatchEvent(new Event('reset'));
    await new Promise((done) => setTimeout(done, 0));
    expect(text('.woocommerce-product-attributes-item--weight td')).toBe('0.4 kg');
    expect(text('.woocommerce-product-attributes-item--dimensions td')).toBe('N/A');
  });

  it('shows the chosen variation’s description as the HTML the server sanitised, its paragraphs in one block', () => {
    const described = [variation(40, { attribute_pa_colour: 'blue', attribute_logo: '' }, { variation_description: '<p>Dyed with <b>indigo</b>.</p>\n<p>Wash cold.</p>' })];
    const { choose: pick } = render(described);
    pick('attribute_pa_colour', 'blue');
    pick('attribute_logo', 'Yes');
    const shown = document.querySelector('.single_variation .woocommerce-variation-description')!;
    expect(shown.tagName).toBe('DIV');
    expect([...shown.querySelectorAll('p')].map((paragraph) => paragraph.textContent)).toEqual(['Dyed with indigo.', 'Wash cold.']);
    expect(shown.querySelector('b')?.textContent).toBe('indigo');
    pick('attribute_pa_colour', 'red');
    expect(document.querySelector('.woocommerce-variation-description')).toBeNull();
  });
});
