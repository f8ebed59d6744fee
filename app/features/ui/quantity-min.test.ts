// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { initQuantityMin, resetQuantityToMin } from './quantity-min.ts';

function input(value: string, min: string | null) {
  const element = document.createElement('input');
  element.type = 'number';
  if (min !== null) element.setAttribute('min', min);
  element.value = value;
  return element;
}

describe('resetQuantityToMin', () => {
  it('raises a value below min to min', () => {
    const element = input('0', '1');
    expect(resetQuantityToMin(element)).toBe(true);
    expect(element.value).toBe('1');
  });

  it.each([
    ['2', '1'],
    ['1', '1'],
    ['', '1'],
    ['0', null],
    ['0', ''],
  ])('leaves value %j with min %j', (value, min) => {
    const element = input(value, min);
    expect(resetQuantityToMin(element)).toBe(false);
    expect(element.value).toBe(value);
  });
});

describe('initQuantityMin', () => {
  it('resets quantities below min outside the cart table only', () => {
    document.body.innerHTML = `
      <form class="cart"><div class="quantity"><input type="number" id="product" class="input-text qty text" name="quantity" min="1"></div></form>
      <input type="number" id="plain" name="quantity" min="2">
      <form class="woocommerce-cart-form"><table class="shop_table woocommerce-cart-form__contents"><tbody><tr>
        <td class="product-quantity"><input type="number" id="line" class="input-text qty text" name="cart[k1][qty]" min="1"></td>
      </tr></tbody></table></form>
      <div><span class="product-quantity"></span><table><tr><td class="product-quantity"><input type="number" id="cell" class="qty" min="1"></td></tr></table></div>`;
    for (const id of ['product', 'plain', 'line', 'cell']) document.querySelector<HTMLInputElement>(`#${id}`)!.value = '0';
    initQuantityMin(document);
    const value = (id: string) => document.querySelector<HTMLInputElement>(`#${id}`)!.value;
    expect(value('product')).toBe('1');
    expect(value('plain')).toBe('2');
    expect(value('line')).toBe('0');
    expect(value('cell')).toBe('0');
  });
});
