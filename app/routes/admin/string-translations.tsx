import { data, Form, Link, redirect } from 'react-router';
import type { Route } from './+types/string-translations.ts';
import { services } from '../../context.ts';
import { completenessSummary } from '../../../core/i18n/content-missing.ts';
import { localeName } from '../../../core/i18n/locales.ts';
import { ownerInputName, parseOwnerTranslationForm } from '../../../core/i18n/owner-string-form.ts';
import { readOwnerStrings } from '../../../core/i18n/owner-string-sources.ts';
import { readOwnerTranslations, saveOwnerTranslations } from '../../../core/i18n/owner-strings.ts';
import { FormErrorSummary, NonceField, TextAreaField, TextField } from '../../components/admin/Field.tsx';
import { TranslationCell } from '../../components/admin/TranslationFields.tsx';
import { readAdminForm } from './guard.ts';
import { otherLocales } from './translation-sections.ts';
import { useAdminNonce } from './use-nonce.ts';

const PAGE = '/admin/settings/translations/';

/**
 * Settings → Translations: the owner's own words that show on the storefront (home page texts, tagline,
 * menu links, store notice, banner texts), each with an input per other language. Shop content has its
 * own translation fields on its edit forms; default texts are translated by the shop already.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, config, fileConfig } = services(context);
  const locales = otherLocales(config);
  // Read from the database, not the per-process cache, so the page always shows what is saved.
  const [strings, translations] = await Promise.all([readOwnerStrings(db, fileConfig), readOwnerTranslations(db)]);
  const rows = strings.map((item) => {
    const inputs = locales.map(({ tag }) => ({ locale: tag, name: ownerInputName(item.source, tag), value: translations.get(tag)?.get(item.source) ?? '' }));
    const summary = completenessSummary(inputs.map(({ locale, value }) => ({ locale, missing: value ? [] : ['text'], translated: value ? ['text'] : [] })));
    return { source: item.source, places: item.places, multiline: item.multiline, maxLength: item.maxLength, inputs, summary };
  });
  const counts = locales.map(({ tag, name }) => ({ tag, name, translated: rows.filter((row) => row.inputs.some((input) => input.locale === tag && input.value)).length }));
  return { locales, defaultName: localeName(config.store.locales.default), defaultTag: config.store.locales.default, rows, counts };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, config, fileConfig, session } = services(context);
  const form = await readAdminForm(request, context);
  const strings = await readOwnerStrings(db, fileConfig);
  const values: Record<string, string> = {};
  const parsed = parseOwnerTranslationForm(strings, config.store.locales.others, (name) => {
    const value = form.get(name);
    if (typeof value !== 'string') return null;
    // What is kept to show again is capped too: a translation is at most a few thousand characters.
    values[name] = value.slice(0, 10_000);
    return values[name];
  });
  if (!parsed.ok) return data({ errors: parsed.errors, values }, { status: 400 });
  await saveOwnerTranslations(db, parsed.changes);
  await session.addNotice({ type: 'success', message: 'Translations saved.' });
  return redirect(PAGE, 303);
}

export default function AdminStringTranslations({ loaderData, actionData }: Route.ComponentProps) {
  const nonce = useAdminNonce();
  const { locales, rows, counts, defaultName, defaultTag } = loaderData;
  const errors = actionData?.errors;
  const posted = actionData?.values;
  return (
    <>
      <title>Translations · Shop admin</title>
      <h1>Translations</h1>
      <p>
        The words you wrote yourself that show in the shop: the home page’s texts, the store’s tagline, your own menu links, the store notice and the cookie banner’s texts. A text left
        empty shows in {defaultName}, as written. Texts the shop came with are translated already; products, categories, pages and posts have their translations on their own
        edit forms.
      </p>
      <p>
        <Link to="/admin/settings/">Back to the settings</Link>
      </p>
      {locales.length === 0 ? (
        <p className="woocommerce-info">The shop speaks one language: there is nothing to translate.</p>
      ) : rows.length === 0 ? (
        <p className="woocommerce-info">None of the shop’s texts are your own yet: there is nothing to translate.</p>
      ) : (
        <Form method="post" className="admin-form string-translations" noValidate>
          <NonceField nonce={nonce} />
          <FormErrorSummary errors={errors} />
          <ul className="string-translations__counts">
            {counts.map((count) => (
              <li key={count.tag}>
                <span lang={count.tag}>{count.name}</span>: {count.translated} of {rows.length} translated
              </li>
            ))}
          </ul>
          <div className="table-scroll">
            <table className="shop_table admin-table admin-table--stack string-translations__table">
              <caption className="visually-hidden">Your texts and their translations</caption>
              <thead>
                <tr>
                  <th scope="col">Text</th>
                  {locales.map((locale) => (
                    <th scope="col" key={locale.tag} lang={locale.tag}>
                      {locale.name}
                    </th>
                  ))}
                  <th scope="col">Translations</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={row.inputs[0]?.name ?? index}>
                    <th scope="row">
                      <span lang={defaultTag} className="string-translations__source">
                        {row.source}
                      </span>
                      <span className="row-actions">{row.places.join('; ')}</span>
                    </th>
                    {row.inputs.map((input) => {
                      const locale = locales.find((candidate) => candidate.tag === input.locale);
                      const common = {
                        id: `string-${input.name.replace(/_/g, '-')}`,
                        name: input.name,
                        lang: input.locale,
                        maxLength: row.maxLength,
                        defaultValue: posted?.[input.name] ?? input.value,
                        error: errors?.[input.name],
                        label: (
                          <span className="visually-hidden">
                            {locale?.name ?? input.locale}: {row.source.length > 60 ? `${row.source.slice(0, 60)}…` : row.source}
                          </span>
                        ),
                      };
                      return (
                        <td key={input.name} data-label={locale?.name ?? input.locale}>
                          {row.multiline ? <TextAreaField rows={3} {...common} /> : <TextField {...common} />}
                        </td>
                      );
                    })}
                    <TranslationCell shown summary={row.summary} />
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <button type="submit" className="button">
            Save translations
          </button>
        </Form>
      )}
    </>
  );
}
