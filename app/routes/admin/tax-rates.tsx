import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/tax-rates.ts';
import { services } from '../../context.ts';
import type { Db } from '../../../db/connect.ts';
import { MAX_TAX_RATE_CSV_BYTES, readTaxRateCsv, TAX_RATE_CSV_HEADER } from '../../../core/tax/rate-csv.ts';
import { saveRateTable } from '../../../core/tax/rate-table.ts';
import { hasRateRow, NEW_RATE, parseRateTable, rateRowOf, readRateRow, type RateRowText } from '../../../core/tax/rate-table-form.ts';
import { appendTaxRates, readClassRates, readTaxClasses, type TaxClass } from '../../../core/tax/tax-store.ts';
import type { FieldErrors } from '../../../core/shared/validation.ts';
import { TaxRatesCsv } from '../../components/admin/TaxRatesCsv.tsx';
import { TaxRatesTable } from '../../components/admin/TaxRatesTable.tsx';
import { TaxSectionsNav } from '../../components/admin/TaxSectionsNav.tsx';
import { readAdminForm } from './guard.ts';
import { classRatesPath, TAX_PATH, taxExportPath } from './tax-paths.ts';
import { taxSections } from './tax-sections.ts';
import { useAdminNonce } from './use-nonce.ts';

/** The class the address names (`standard` for standard), with the shop's classes; 404 when there is none. */
async function findClass(db: Db, param: string | undefined): Promise<{ taxClass: TaxClass; classes: TaxClass[] }> {
  const classes = await readTaxClasses(db);
  const slug = param === 'standard' ? '' : (param ?? '-');
  const taxClass = classes.find((candidate) => candidate.slug === slug);
  if (!taxClass || param === '') throw data('Not found', { status: 404 });
  return { taxClass, classes };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = services(context);
  const { taxClass } = await findClass(db, params.class);
  const [rates, sections] = await Promise.all([readClassRates(db, taxClass.slug), taxSections(db)]);
  const rows = rates.map((rate) => ({ id: rate.id, row: rateRowOf(rate) }));
  return {
    taxClass,
    rows,
    sections,
    // Changes with every save, so the table starts afresh from what was saved.
    revision: JSON.stringify(rows),
    exportHref: taxExportPath(taxClass.slug),
    csvHeader: TAX_RATE_CSV_HEADER.join(','),
    maxMegabytes: MAX_TAX_RATE_CSV_BYTES / 1024 / 1024,
  };
}

type Failure = { form: 'table'; errors: FieldErrors; typed: Record<string, RateRowText> } | { form: 'import'; errors: string[] };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, session } = services(context);
  const form = await readAdminForm(request, context);
  const { taxClass, classes } = await findClass(db, params.class);
  const here = classRatesPath(taxClass.slug);
  const intent = String(form.get('intent') ?? '');
  const fail = (failure: Failure) => data<Failure>(failure, { status: 400 });

  if (intent === 'import') {
    const file = form.get('tax_rates_csv');
    if (typeof file === 'string' || file === null || file.size === 0) return fail({ form: 'import', errors: ['Choose a CSV file to import.'] });
    if (file.size > MAX_TAX_RATE_CSV_BYTES) return fail({ form: 'import', errors: [`The file is larger than ${MAX_TAX_RATE_CSV_BYTES / 1024 / 1024} MB.`] });
    const read = readTaxRateCsv(new Uint8Array(await file.arrayBuffer()), { classes, defaultClass: taxClass.slug });
    if (!read.ok) return fail({ form: 'import', errors: read.errors });
    const added = await appendTaxRates(db, read.rates);
    const elsewhere = added.filter((rate) => rate.taxClass !== taxClass.slug).length;
    await session.addNotice({
      type: 'success',
      message: `${plural(added.length, 'tax rate', 'tax rates')} imported${elsewhere > 0 ? ` (${elsewhere} of ${elsewhere === 1 ? 'it' : 'them'} into the other classes the file names)` : ''}.`,
    });
    return redirect(here, 303);
  }

  const action = /^(move-up|move-down|delete):(\d{1,9})$/.exec(intent);
  if (action) {
    const id = Number(action[2]);
    const rates = await readClassRates(db, taxClass.slug);
    const rate = rates.find((candidate) => candidate.id === id);
    if (!rate) {
      await session.addNotice({ type: 'error', message: 'That rate is no longer in this class.' });
      return redirect(here, 303);
    }
    const deleting = action[1] === 'delete';
    await saveRateTable(db, taxClass.slug, { updates: new Map(), ...(deleting ? { deleted: id } : { moved: { id, by: action[1] === 'move-up' ? -1 : 1 } }) });
    const named = rate.name.trim() ? `“${rate.name}”` : 'The rate';
    await session.addNotice({ type: 'success', message: deleting ? `${named} (${rate.country || 'every country'}) was deleted.` : `${named} moved ${action[1] === 'move-up' ? 'up' : 'down'}.` });
    return redirect(deleting ? here : `${here}#tax-rate-${id}`, 303);
  }

  const rates = await readClassRates(db, taxClass.slug);
  const rows = [
    ...rates.filter((rate) => hasRateRow(form, rate.id)).map((rate) => ({ key: rate.id, row: readRateRow(form, rate.id) })),
    ...(hasRateRow(form, NEW_RATE) ? [{ key: NEW_RATE, row: readRateRow(form, NEW_RATE) }] : []),
  ];
  const parsed = parseRateTable(rows);
  if (!parsed.ok) return fail({ form: 'table', errors: parsed.errors, typed: Object.fromEntries(rows.map(({ key, row }) => [String(key), row])) });
  await saveRateTable(db, taxClass.slug, parsed.changes);
  await session.addNotice({ type: 'success', message: parsed.changes.added ? 'Tax rates saved, and the new rate added.' : 'Tax rates saved.' });
  return redirect(here, 303);
}

export default function AdminTaxRates({ loaderData, actionData }: Route.ComponentProps) {
  const nonce = useAdminNonce();
  const { taxClass, rows, sections, revision, exportHref, csvHeader, maxMegabytes } = loaderData;
  const title = `${taxClass.name} rates`;
  const tableFailure = actionData?.form === 'table' ? actionData : undefined;
  return (
    <>
      <title>{`${title} · Tax · Shop admin`}</title>
      <h1>{title}</h1>
      <TaxSectionsNav optionsHref={TAX_PATH} sections={sections} />
      <p>
        {`Tax rates for the “${taxClass.name}” class, by country and state; `}
        {taxClass.slug === '' ? 'products are taxed at these unless their tax class is another. ' : 'products and variations whose tax class is this one are taxed at these. '}
        Whether the shop charges tax at all, and how prices show it, is set in the <Link to={TAX_PATH}>tax options</Link>.
      </p>
      <TaxRatesTable key={revision} nonce={nonce} className={taxClass.name} rows={rows} errors={tableFailure?.errors} typed={tableFailure?.typed} />
      <TaxRatesCsv nonce={nonce} exportHref={exportHref} header={csvHeader} maxMegabytes={maxMegabytes} errors={actionData?.form === 'import' ? actionData.errors : undefined} />
    </>
  );
}
