/** Where the owner's tax pages live (plain constants, safe for the pages' browser code). */
export const TAX_PATH = '/admin/settings/tax/';
/** A class's rates: `standard` for standard, else the class's slug. */
export const classRatesPath = (slug: string) => `${TAX_PATH}${slug === '' ? 'standard' : slug}/`;
/** The rates as WooCommerce's CSV: one class's (`?class=<slug>`, `standard` for standard), or every class's. */
export const taxExportPath = (slug: string | null) => `${TAX_PATH}export.csv${slug === null ? '' : `?class=${encodeURIComponent(slug === '' ? 'standard' : slug)}`}`;
