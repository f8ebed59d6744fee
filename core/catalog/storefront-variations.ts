import type { Db } from '../../db/connect.ts';
import type { ViewLocale } from '../i18n/catalog-views.ts';
import { productAttributesInLocale } from './attribute-translations.ts';
import { imageView, type ImageView } from './products.ts';
import { rowPricesNow } from './sale-schedule.ts';
import type { ProductAttributeView } from './product-attributes.ts';
import { candidateOf, loadVariableProduct, type VariationView } from './variations.ts';
import { isEnabled, isPurchasableVariation } from './variation-rules.ts';
import type { StockStatus } from './stock-status.ts';
import { inheritedShipping, type ShippingColumns } from './product-shipping.ts';
import type { Product } from '../../db/schema.ts';
import type { SanitizedHtml } from '../content/sanitize-html.ts';
import { descriptionForDisplay } from './product-description.ts';

/** One value of a variation attribute's select: marked when no variation with it can be bought now, never left out. */
export interface VariationChoiceOption {
  value: string;
  label: string;
  available: boolean;
}

/** A select of the product page's variations form: one per attribute the variations choose among. */
export interface VariationSelect {
  /** The attribute's key (`pa_colour`, `logo`); the field is `attribute_<key>`. */
  key: string;
  name: string;
  options: VariationChoiceOption[];
}

/** An enabled variation as the form's script matches and shows it. */
export interface VariationOffer {
  id: number;
  /** Its value per attribute key; '' where it takes any. */
  values: Record<string, string>;
  sku: string | null;
  price: number;
  regularPrice: number;
  onSale: boolean;
  stock: number | null;
  stockStatus: StockStatus;
  purchasable: boolean;
  image: ImageView | null;
  /** Its description: the owner's HTML, sanitised again for the page (the stored row may predate the rules). */
  description: SanitizedHtml;
  /** Its weight and dimensions, each blank one its product's (as WooCommerce reads a variation). */
  shipping: ShippingColumns;
  /** How its price is taxed: its product's status, its own class or (`parent`) its product's. */
  taxStatus: string;
  taxClass: string;
}

export interface VariationForm {
  selects: VariationSelect[];
  variations: VariationOffer[];
}

/**
 * What the product page's `form.variations_form` offers for a variable product; null for any other. With
 * a locale, the selects' labels and options' texts are in it; their values stay the term slugs.
 */
export async function variationForm(db: Db, productId: number, uploadsUrl: string, locale?: ViewLocale): Promise<VariationForm | null> {
  const product = await loadVariableProduct(db, productId);
  if (!product) return null;
  const enabled = product.variations.filter((variation) => isEnabled(candidateOf(variation)));
  const offers = enabled.map((variation) => offerOf(variation, uploadsUrl, product.parent));
  const chosen = await productAttributesInLocale(db, product.attributes.filter((attribute) => attribute.variation), locale);
  const selects = chosen.map((attribute) => selectOf(attribute, offers));
  return { selects, variations: offers };
}

function offerOf(variation: VariationView, uploadsUrl: string, parent: Product): VariationOffer {
  const candidate = candidateOf(variation);
  const { row } = variation;
  const image = variation.images[0];
  const prices = rowPricesNow(row, new Date());
  return {
    id: row.id,
    values: variation.values,
    sku: row.sku,
    price: prices.price,
    regularPrice: row.regular_price,
    onSale: prices.onSale,
    stock: row.stock,
    stockStatus: row.stock_status,
    purchasable: isPurchasableVariation(candidate),
    image: image ? imageView(image, uploadsUrl) : null,
    description: descriptionForDisplay(row.description),
    shipping: inheritedShipping(row, parent),
    taxStatus: parent.tax_status,
    taxClass: row.tax_class === 'parent' ? parent.tax_class : row.tax_class,
  };
}

function selectOf(attribute: ProductAttributeView, offers: readonly VariationOffer[]): VariationSelect {
  return {
    key: attribute.key,
    name: attribute.name,
    options: attribute.options.map((option) => ({
      value: option.value,
      label: option.label,
      available: offers.some((offer) => offer.purchasable && ((offer.values[attribute.key] ?? '') === '' || offer.values[attribute.key] === option.value)),
    })),
  };
}
