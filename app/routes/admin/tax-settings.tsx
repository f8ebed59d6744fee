import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/tax-settings.ts';
import { services } from '../../context.ts';
import { countryOptions } from '../../../core/checkout/countries.ts';
import { parseTaxOptionsForm, readTaxOptionsForm, taxOptionsFormValues, type TaxOptionsFormValues } from '../../../core/tax/tax-options-form.ts';
import { saveTaxOptions } from '../../../core/tax/tax-options.ts';
import { readTaxSettings } from '../../../core/tax/tax-settings.ts';
import { readTaxClasses } from '../../../core/tax/tax-store.ts';
import type { FieldErrors } from '../../../core/shared/validation.ts';
import { TaxOptionsForm } from '../../components/admin/TaxOptionsForm.tsx';
import { TaxSectionsNav } from '../../components/admin/TaxSectionsNav.tsx';
import { readAdminForm } from './guard.ts';
import { TAX_PATH, taxExportPath } from './tax-paths.ts';
import { taxSections } from './tax-sections.ts';
import { useAdminNonce } from './use-nonce.ts';

export async function loader({ context }: Route.LoaderArgs) {
  // Read from the database, not the per-process copy, so the form always shows what is saved.
  const { db, config } = services(context);
  const [settings, classes, sections] = await Promise.all([readTaxSettings(db, config.store.countries[0] ?? ''), readTaxClasses(db), taxSections(db)]);
  const values = taxOptionsFormValues(settings, classes);
  // The shop's countries, and the base's own when it is another.
  const codes = [...new Set([...config.store.countries, ...(settings.base.country ? [settings.base.country] : [])])];
  return {
    values,
    // Changes with every save, so the form starts afresh from what was saved.
    revision: JSON.stringify(values),
    classes: classes.map((taxClass) => ({ value: taxClass.slug, label: taxClass.name })),
    countries: countryOptions(codes, config.store.locale),
    sections,
  };
}

type Failure = { errors: FieldErrors; values: TaxOptionsFormValues };

export async function action({ request, context }: Route.ActionArgs) {
  const { db, session } = services(context);
  const form = await readAdminForm(request, context);
  const values = readTaxOptionsForm(form);
  const parsed = parseTaxOptionsForm(values);
  if (!parsed.ok) return data<Failure>({ errors: parsed.errors, values }, { status: 400 });
  const changed = await saveTaxOptions(db, parsed.settings, parsed.classes);
  const classes = [
    changed.created > 0 ? `${changed.created} tax ${changed.created === 1 ? 'class' : 'classes'} added` : '',
    changed.deleted > 0 ? `${changed.deleted} deleted with ${changed.deleted === 1 ? 'its' : 'their'} rates` : '',
  ].filter(Boolean);
  await session.addNotice({ type: 'success', message: `Your settings have been saved.${classes.length > 0 ? ` ${classes.join('; ')}.` : ''}` });
  return redirect(TAX_PATH, 303);
}

export default function AdminTaxSettings({ loaderData, actionData }: Route.ComponentProps) {
  const nonce = useAdminNonce();
  const { revision, classes, countries, sections } = loaderData;
  return (
    <>
      <title>Tax options · Shop admin</title>
      <h1>Tax</h1>
      <TaxSectionsNav optionsHref={TAX_PATH} sections={sections} />
      <p>
        Set how your shop charges tax here; the rates themselves are set per tax class: <Link to={sections[0]?.href ?? TAX_PATH}>standard rates</Link> apply to every product unless its tax class is
        another. All rates can be downloaded as <a href={taxExportPath(null)}>one CSV file</a>.
      </p>
      <TaxOptionsForm key={revision} nonce={nonce} values={actionData?.values ?? loaderData.values} errors={actionData?.errors} classes={classes} countries={countries} />
    </>
  );
}
