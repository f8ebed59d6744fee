import { SelectField } from './Field.tsx';
import { TAX_STATUS_LABELS, TAX_STATUSES } from '../../../core/catalog/product-tax.ts';

/** A product's tax status and class as the form holds them, and the shop's classes ('' standard, then the owner's). */
export interface ProductTaxChoice {
  status: string;
  taxClass: string;
  classes: readonly { value: string; label: string }[];
}

const STATUS_OPTIONS = TAX_STATUSES.map((value) => ({ value, label: TAX_STATUS_LABELS[value] }));

/** The product editor's "Tax" group (WooCommerce's "Tax status" and "Tax class"), for products that are sold here. */
export function ProductTaxFields({ tax, errors }: { tax: ProductTaxChoice; errors: Record<string, string | undefined> }) {
  return (
    <fieldset className="admin-fieldset" data-for-types="simple variable external">
      <legend>Tax</legend>
      <SelectField
        id="product-tax-status"
        name="tax_status"
        label="Tax status"
        defaultValue={tax.status}
        options={STATUS_OPTIONS}
        error={errors.tax_status}
        hint="Taxable: the product and its shipping. Shipping only: only its shipping is taxed. None: neither."
      />
      <SelectField
        id="product-tax-class"
        name="tax_class"
        label="Tax class"
        defaultValue={tax.taxClass}
        options={tax.classes}
        error={errors.tax_class}
        hint="Which rates apply (Settings → Tax). A variation may have a class of its own."
      />
    </fieldset>
  );
}
