import { useLocalizedHref } from '../i18n/locale-context.ts';
import { useTranslate } from '../i18n/translate-context.ts';
import type { VariationForm, VariationOffer } from '../../../core/catalog/storefront-variations.ts';
import { priceDisplay } from '../../../core/catalog/price.ts';
import { stockClass } from '../../../core/catalog/stock.ts';
import { attributeField, type VariationJson } from '../../../core/contract/catalog/variations-form.ts';
import { escapeHtml } from '../../../core/shared/escape-html.ts';
import { toMajorUnits } from '../../../core/shared/money.ts';
import type { Translate } from '../../../core/i18n/translator.ts';
import { useMoneyFormat, useShopTax } from './money.tsx';
import { shownShopPrice, type ShopPriceTax } from '../../../core/tax/tax-display.ts';
import { DEFAULT_SHIPPING_UNITS, type ShippingUnits } from '../../../core/catalog/shipping-units.ts';
import { formatDimensions, formatWeight } from '../../../core/catalog/shipping-display.ts';

interface VariationsFormProps {
  product: { id: number; slug: string; name: string };
  form: VariationForm;
  /** The page's stock wording (the same as a simple product's). */
  stockMessage: (offer: Pick<VariationOffer, 'stock' | 'stockStatus'>) => string;
  maxLineQuantity: number;
  /** The shop's units, for each variation's weight and dimensions. */
  units?: ShippingUnits;
}

/**
 * A variable product's add-to-cart form, in WooCommerce's markup (docs/contract.md, "Catalog"): one labelled
 * select per attribute, the variations as JSON for the page's script (app/widgets/variations/), which fills
 * `variation_id` and shows the chosen variation's price, stock, SKU and image. Without the script the form
 * still sends the values chosen, and the cart finds the variation or says what is missing.
 */
export function VariationsForm({ product, form, stockMessage, maxLineQuantity, units = DEFAULT_SHIPPING_UNITS }: VariationsFormProps) {
  const t = useTranslate();
  const href = useLocalizedHref();
  const money = useMoneyFormat();
  const tax = useShopTax();
  const variations: VariationJson[] = form.variations.map((offer) => variationJson(offer, form, { t, stockMessage, money, maxLineQuantity, units, tax }));
  const inputId = `quantity_${product.id}`;
  return (
    <form
      className="variations_form cart"
      method="get"
      action={href(`/product/${product.slug}/`)}
      data-product_id={product.id}
      data-product_variations={JSON.stringify(variations)}
      data-message-select-first={t('catalog.variations.selectFirst')}
      data-message-unavailable={t('catalog.variations.unavailable')}
      data-option-unavailable={t('catalog.variations.outOfStockOption', { value: '%s' })}
    >
      <table className="variations" role="presentation">
        <tbody>
          {form.selects.map((select) => {
            const field = attributeField(select.key);
            return (
              <tr key={select.key}>
                <th className="label">
                  <label htmlFor={field}>{select.name}</label>
                </th>
                <td className="value">
                  <select id={field} name={field} data-attribute_name={field} defaultValue="">
                    <option value="">{t('catalog.variations.choose')}</option>
                    {select.options.map((option) => (
                      <option key={option.value} value={option.value} data-label={option.label} className={option.available ? undefined : 'is-unavailable'}>
                        {option.available ? option.label : t('catalog.variations.outOfStockOption', { value: option.label })}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="reset_variations_wrap">
        <button type="reset" className="reset_variations">
          {t('catalog.variations.clear')}
        </button>
      </p>
      <div className="single_variation_wrap">
        <div className="woocommerce-variation single_variation" role="status" aria-live="polite" />
        <div className="woocommerce-variation-add-to-cart variations_button">
          <div className="quantity">
            <label htmlFor={inputId}>{t('catalog.product.quantity')}</label>
            <input type="number" id={inputId} className="input-text qty text" name="quantity" defaultValue={1} min={1} max={maxLineQuantity} step={1} inputMode="numeric" size={4} />
          </div>
          <button type="submit" className="single_add_to_cart_button button alt">
            {t('catalog.product.addToCart')}
          </button>
          <input type="hidden" name="add-to-cart" value={product.id} />
          <input type="hidden" name="product_id" value={product.id} />
          <input type="hidden" name="variation_id" className="variation_id" value="" />
        </div>
      </div>
    </form>
  );
}

interface JsonContext {
  t: Translate;
  stockMessage: VariationsFormProps['stockMessage'];
  money: { currency: string; locale: string };
  maxLineQuantity: number;
  units: ShippingUnits;
  /** Shop prices with the shop's tax or without, as the owner shows them. */
  tax: ShopPriceTax | null;
}

/** A variation in WooCommerce's keys, its price and availability as escaped HTML and its description as sanitised HTML, which the script shows as they are. */
function variationJson(offer: VariationOffer, form: VariationForm, { t, stockMessage, money, maxLineQuantity, units, tax }: JsonContext): VariationJson {
  const { shipping } = offer;
  const shown = { ...offer, price: shownShopPrice(offer.price, offer, tax), regularPrice: shownShopPrice(offer.regularPrice, offer, tax) };
  const price = priceDisplay(shown, money.currency, money.locale);
  const amount = (text: string) => `<span class="woocommerce-Price-amount amount">${escapeHtml(text)}</span>`;
  const priceHtml = price.onSale && price.regular
    ? `<span class="price"><del aria-hidden="true">${amount(price.regular)}</del> <ins aria-hidden="true">${amount(price.current)}</ins><span class="visually-hidden">${escapeHtml(t('catalog.price.sale', { regular: price.regular, current: price.current }))}</span></span>`
    : `<span class="price">${amount(price.current)}</span>`;
  // The owner's words after a taxed price ("incl. VAT"), as the product's own price has them.
  const suffix = tax && tax.suffix !== '' && offer.taxStatus === 'taxable' ? ` <small class="woocommerce-price-suffix">${escapeHtml(tax.suffix)}</small>` : '';
  return {
    variation_id: offer.id,
    attributes: Object.fromEntries(form.selects.map((select) => [attributeField(select.key), offer.values[select.key] ?? ''])),
    display_price: toMajorUnits(shown.price, money.currency),
    display_regular_price: toMajorUnits(shown.regularPrice, money.currency),
    is_in_stock: offer.stockStatus !== 'outofstock' && offer.stock !== 0,
    is_purchasable: offer.purchasable,
    variation_is_active: true,
    variation_is_visible: true,
    sku: offer.sku ?? '',
    image: offer.image ? { src: offer.image.src, srcset: offer.image.srcSet, alt: offer.image.alt, width: offer.image.width, height: offer.image.height } : null,
    price_html: suffix === '' ? priceHtml : priceHtml.replace(/<\/span>$/, `${suffix}</span>`),
    availability_html: `<p class="stock ${stockClass(offer)}">${escapeHtml(stockMessage(offer))}</p>`,
    // The owner's HTML, sanitised on the server (core/catalog/storefront-variations.ts), as WooCommerce gives it.
    variation_description: offer.description,
    weight: shipping.weight ?? '',
    weight_html: escapeHtml(formatWeight(shipping.weight, units.weight, money.locale) || t('catalog.product.notAvailable')),
    dimensions: { length: shipping.length ?? '', width: shipping.width ?? '', height: shipping.height ?? '' },
    dimensions_html: escapeHtml(formatDimensions(shipping, units.dimension, money.locale) || t('catalog.product.notAvailable')),
    min_qty: 1,
    max_qty: offer.stock === null ? '' : Math.min(offer.stock, maxLineQuantity),
  };
}
