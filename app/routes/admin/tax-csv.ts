import type { Route } from './+types/tax-csv.ts';
import { services } from '../../context.ts';
import { findTaxClass } from '../../../core/tax/rate-fields.ts';
import { taxRatesCsv, taxRatesCsvFilename } from '../../../core/tax/rate-csv.ts';
import { readClassRates, readTaxClasses, readTaxRates } from '../../../core/tax/tax-store.ts';
import { csvDownload } from './report-download.ts';

/** The rates as WooCommerce's tax rate CSV: one class's (`?class=<slug>`, `standard` for standard) or every class's. The admin layout's guard runs first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = services(context);
  const asked = new URL(request.url).searchParams.get('class');
  if (asked === null) return csvDownload(taxRatesCsv(await readTaxRates(db)), taxRatesCsvFilename(null));
  const taxClass = findTaxClass(asked.slice(0, 200), await readTaxClasses(db));
  if (taxClass === null) return new Response('There is no such tax class.\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return csvDownload(taxRatesCsv(await readClassRates(db, taxClass)), taxRatesCsvFilename(taxClass));
}
