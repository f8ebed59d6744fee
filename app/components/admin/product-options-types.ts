import type { EditableProductType } from '../../../core/catalog/product-kind.ts';
import type { VariationRowValues } from '../../../core/catalog/variation-form.ts';
import type { ShippingText } from '../../../core/catalog/product-shipping.ts';

/** A global attribute the editor offers, with its terms in their order. */
export interface GlobalAttributeChoice {
  id: number;
  name: string;
  terms: { value: string; label: string }[];
}

/** The product form's type fields as typed. */
export interface KindFormValues {
  type: EditableProductType;
  external_url: string;
  button_text: string;
  grouped_products: string[];
}

/** A variable product's variations as the editor shows them. */
export interface VariationsPanelData {
  axes: { key: string; name: string; options: { value: string; label: string }[] }[];
  variations: { id: number; row: VariationRowValues; image?: { src: string; alt: string } | null }[];
  /** The product's own weight and dimensions: what a variation's blank ones mean. */
  parentShipping?: ShippingText;
  /** The shop's shipping classes (id and name), a variation's choices besides its product's. */
  shippingClasses?: { value: string; label: string }[];
  /** The shop's tax classes (slug, '' for standard, and name), a variation's choices besides its product's. */
  taxClasses?: { value: string; label: string }[];
  /** Changes whenever a variation is saved, so the form starts afresh from what was saved. */
  revision?: string;
}
