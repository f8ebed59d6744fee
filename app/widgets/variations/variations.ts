import type { WidgetContext } from '../shared/widget.ts';
import { ATTRIBUTE_VALUE_CELL, canBuyWith, chosenVariation, DIMENSIONS_ROW, VARIATIONS_FORM_SELECTOR, WEIGHT_ROW, type VariationJson } from '../../../core/contract/catalog/variations-form.ts';

/** A value's words in its option, and how a value that leaves nothing to buy reads ("%s" the value). */
const UNAVAILABLE_TEMPLATE = 'optionUnavailable';

/**
 * The product page's variations form (markup: app/components/catalog/VariationsForm.tsx): as the shopper
 * chooses, the variation that fits fills `variation_id`, and its price, stock, SKU and image show; options
 * that would leave no variation to buy are marked; "Clear" starts again. Without this the form still works.
 */
export function start({ document: doc }: WidgetContext): void {
  for (const form of doc.querySelectorAll<HTMLFormElement>(VARIATIONS_FORM_SELECTOR)) enhance(form);
}

function readVariations(form: HTMLFormElement): VariationJson[] {
  try {
    const parsed: unknown = JSON.parse(form.dataset.product_variations ?? '[]');
    return Array.isArray(parsed) ? (parsed as VariationJson[]) : [];
  } catch {
    return [];
  }
}

interface ShownImage {
  image: HTMLImageElement;
  src: string;
  srcset: string;
  alt: string;
}

/** A value cell of the "Additional information" table, which shows the chosen variation's or its own words. */
function shownFact(product: Element | null, row: string): { show(html: string | undefined): void } | null {
  const cell = product?.querySelector<HTMLElement>(`.${row} .${ATTRIBUTE_VALUE_CELL}`);
  if (!cell) return null;
  const original = cell.innerHTML;
  return {
    show(html) {
      // The server wrote and escaped the variation's words.
      const next = html ?? original;
      if (cell.innerHTML !== next) cell.innerHTML = next;
    },
  };
}

function enhance(form: HTMLFormElement): void {
  const variations = readVariations(form);
  const selects = [...form.querySelectorAll<HTMLSelectElement>('select[data-attribute_name]')];
  const fields = selects.map((select) => select.name);
  const variationInput = form.querySelector<HTMLInputElement>('input.variation_id');
  const output = form.querySelector<HTMLElement>('.single_variation');
  const reset = form.querySelector<HTMLElement>('.reset_variations');
  const quantity = form.querySelector<HTMLInputElement>('input.qty');
  const product = form.closest('.product');
  const sku = product?.querySelector<HTMLElement>('.product_meta .sku') ?? null;
  const productSku = sku?.textContent ?? '';
  const mainImage = product?.querySelector<HTMLImageElement>('.woocommerce-product-gallery__image img') ?? null;
  const shown: ShownImage | null = mainImage ? { image: mainImage, src: mainImage.getAttribute('src') ?? '', srcset: mainImage.getAttribute('srcset') ?? '', alt: mainImage.alt } : null;
  const unavailableLabel = form.dataset[UNAVAILABLE_TEMPLATE] ?? '%s';
  const maxQuantity = quantity?.max ?? '';
  const weightCell = shownFact(product, WEIGHT_ROW);
  const dimensionsCell = shownFact(product, DIMENSIONS_ROW);
  let current: VariationJson | null = null;

  const choice = () => Object.fromEntries(selects.map((select) => [select.name, select.value]));

  const markOptions = (chosen: Record<string, string>) => {
    for (const select of selects) {
      for (const option of select.options) {
        if (!option.value) continue;
        const buyable = canBuyWith(variations, chosen, select.name, option.value);
        const label = option.dataset.label ?? option.value;
        const text = buyable ? label : unavailableLabel.replace('%s', label);
        if (option.textContent !== text) option.textContent = text;
        option.classList.toggle('is-unavailable', !buyable);
      }
    }
  };

  const showImage = (variation: VariationJson | null) => {
    if (!shown) return;
    const image = variation?.image;
    shown.image.src = image?.src ?? shown.src;
    shown.image.srcset = image?.srcset ?? shown.srcset;
    shown.image.alt = image?.alt || shown.alt;
  };

  const update = () => {
    const chosen = choice();
    markOptions(chosen);
    current = chosenVariation(variations, fields, chosen);
    const complete = fields.every((field) => chosen[field]);
    if (variationInput) variationInput.value = current?.is_purchasable ? String(current.variation_id) : '';
    if (output) {
      // The server wrote these: price and stock escaped as the page words them, the description sanitised
      // HTML (paragraphs of its own, so in a div as WooCommerce's template has it).
      if (current) output.innerHTML = current.price_html + current.availability_html + (current.variation_description ? `<div class="woocommerce-variation-description owner-html">${current.variation_description}</div>` : '');
      else output.textContent = complete ? (form.dataset.messageUnavailable ?? '') : '';
    }
    if (sku) sku.textContent = current?.sku || productSku;
    showImage(current);
    // As WooCommerce's script: the chosen variation's weight and dimensions, else the product's again.
    weightCell?.show(current?.weight ? current.weight_html : undefined);
    dimensionsCell?.show(current?.dimensions_html);
    if (quantity) quantity.max = current && current.max_qty !== '' ? String(current.max_qty) : maxQuantity;
    reset?.classList.toggle('is-hidden', !selects.some((select) => select.value));
  };

  form.addEventListener('change', update);
  // A reset puts the selects back after its event: read them once it has.
  form.addEventListener('reset', () => setTimeout(update, 0));
  form.addEventListener('submit', (event) => {
    if (current?.is_purchasable) return;
    event.preventDefault();
    if (output) output.textContent = current ? (form.dataset.messageUnavailable ?? '') : (form.dataset.messageSelectFirst ?? '');
  });
  update();
}
