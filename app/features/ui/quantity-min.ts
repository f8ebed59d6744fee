const QUANTITY_SELECTOR = 'input.qty, input[type="number"][name="quantity"]';
/** The cart's own quantity column keeps what the shopper typed. */
const CART_QUANTITY_SELECTOR = '.woocommerce-cart-form__contents, td.product-quantity';

/** Raises an input's value to its `min` when below it; true when it changed. Empty or odd values are left. */
export function resetQuantityToMin(input: HTMLInputElement): boolean {
  const minText = input.getAttribute('min');
  if (minText === null || minText.trim() === '' || input.value.trim() === '') return false;
  const min = Number(minText);
  const value = Number(input.value);
  if (!Number.isFinite(min) || !Number.isFinite(value) || value >= min) return false;
  input.value = minText.trim();
  return true;
}

/** Resets every quantity input outside the cart table that a browser restored below its minimum. */
export function initQuantityMin(doc: Document = document): void {
  for (const input of doc.querySelectorAll<HTMLInputElement>(QUANTITY_SELECTOR)) {
    if (!input.closest(CART_QUANTITY_SELECTOR)) resetQuantityToMin(input);
  }
}
