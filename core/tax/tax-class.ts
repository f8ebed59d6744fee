import { slugify } from '../catalog/slug.ts';
import type { TaxRate } from './tax-rate.ts';
import type { TaxSettings } from './tax-settings.ts';

/** A tax class: standard (`''`, no row) or one of the owner's. Plain data: the admin's browser code reads it too. */
export interface TaxClass {
  slug: string;
  name: string;
}

export const STANDARD_CLASS: TaxClass = { slug: '', name: 'Standard' };

/** What every price needs of taxes: the options, the rates and the classes; kept with the site data until the next edit. */
export interface TaxRules {
  settings: TaxSettings;
  rates: readonly TaxRate[];
  classes: readonly TaxClass[];
}

/** A class's slug from its name, as WooCommerce makes it: "Reduced rate" → `reduced-rate`. */
export function taxClassSlug(name: string): string {
  return slugify(name, 190);
}
