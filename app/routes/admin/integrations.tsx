import { data, Form, Link, redirect } from 'react-router';
import type { Route } from './+types/integrations.ts';
import { services } from '../../context.ts';
import { READY_TAG_KEYS } from '../../../core/contract/integrations/page-config.ts';
import { integrationFormValues, readIntegrationForm, readIntegrations, saveIntegrations } from '../../../core/integrations/integration-settings.ts';
import { snippetFieldNames, tagFieldNames } from '../../../core/integrations/integration-fields.ts';
import { READY_TAGS } from '../../../core/integrations/ready-tags.ts';
import { CheckboxField, FormErrorSummary, NonceField, SelectField, TextAreaField, TextField } from '../../components/admin/Field.tsx';
import { readAdminForm } from './guard.ts';
import { useAdminNonce } from './use-nonce.ts';

const PAGE = '/admin/settings/integrations/';

function consentChoices(context: Route.LoaderArgs['context']) {
  return services(context).config.consent.categories.map((category) => ({ value: category.name, label: category.label }));
}

export async function loader({ context }: Route.LoaderArgs) {
  // From the database, not the per-process cache, so the form always shows what is saved.
  const saved = await readIntegrations(services(context).db);
  const { values, snippetCount } = integrationFormValues(saved);
  return {
    values,
    snippetCount,
    categories: consentChoices(context),
    tags: READY_TAG_KEYS.map((key) => ({ key, label: READY_TAGS[key].label, idLabel: READY_TAGS[key].idLabel, idExample: READY_TAGS[key].idExample, hosts: READY_TAGS[key].hosts.script, fields: tagFieldNames(key) })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, session } = services(context);
  const form = await readAdminForm(request, context);
  const read = readIntegrationForm(
    form,
    consentChoices(context).map((choice) => choice.value),
  );
  if (!read.ok) return data({ errors: read.errors, values: read.values, snippetCount: read.snippetCount }, { status: 400 });
  await saveIntegrations(db, read.value);
  await session.addNotice({ type: 'success', message: 'Integrations saved.' });
  return redirect(PAGE, 303);
}

/**
 * Settings → Integrations: the common tags switched on by their id, and the owner's own snippets. Each
 * waits for a consent category; the shop's security policy allows only the hosts of those switched on.
 */
export default function AdminIntegrations({ loaderData, actionData }: Route.ComponentProps) {
  const nonce = useAdminNonce();
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.errors;
  const snippetCount = actionData?.snippetCount ?? loaderData.snippetCount;
  const { categories, tags } = loaderData;
  // The saved (or typed) snippets, then one empty row to add another.
  const rows = Array.from({ length: snippetCount + 1 }, (_, index) => ({ index, fields: snippetFieldNames(index), added: index === snippetCount }));
  return (
    <>
      <title>Integrations · Shop admin</title>
      <h1>Integrations</h1>
      <p>
        <Link to="/admin/settings/">← Settings</Link>
      </p>
      <p>
        Tags and widgets from other services. Each one waits for the cookie banner category you choose: where the law asks for consent, nothing of it loads until the visitor grants that category. The shop’s
        security policy lets the browser reach only the hosts of what is switched on here.
      </p>
      <Form method="post" className="admin-form integrations-form" noValidate>
        <NonceField nonce={nonce} />
        <FormErrorSummary errors={errors} />
        <h2>Ready tags</h2>
        {tags.map((tag) => (
          <fieldset key={tag.key} className="integration">
            <legend>{tag.label}</legend>
            <CheckboxField id={`integration-${tag.fields.enabled}`} name={tag.fields.enabled} value="1" defaultChecked={values[tag.fields.enabled] === '1'} label={`Switch the ${tag.label} on`} />
            <TextField id={`integration-${tag.fields.id}`} name={tag.fields.id} label={tag.idLabel} defaultValue={values[tag.fields.id]} error={errors?.[tag.fields.id]} hint={`Such as ${tag.idExample}. Loads from ${tag.hosts.join(', ')}.`} autoComplete="off" spellCheck={false} />
            <SelectField id={`integration-${tag.fields.category}`} name={tag.fields.category} label="Waits for consent to" options={categories} defaultValue={values[tag.fields.category]} error={errors?.[tag.fields.category]} />
          </fieldset>
        ))}
        <h2>Your own snippets</h2>
        <p>Paste the code a service gives you (a chat, reviews or survey widget, a pixel). Name the https:// hosts it loads from: the browser is allowed those, and only while the snippet runs.</p>
        <input type="hidden" name="snippet_count" value={snippetCount + 1} />
        {rows.map(({ index, fields, added }) => (
          <fieldset key={index} className="integration integration--snippet">
            <legend>{added ? 'Add a snippet' : values[fields.name] || `Snippet ${index + 1}`}</legend>
            <input type="hidden" name={fields.id} value={values[fields.id] ?? ''} />
            <TextField id={`integration-${fields.name}`} name={fields.name} label="Name" defaultValue={values[fields.name] ?? ''} error={errors?.[fields.name]} maxLength={80} />
            <CheckboxField id={`integration-${fields.enabled}`} name={fields.enabled} value="1" defaultChecked={added || values[fields.enabled] === '1'} label="Run this snippet" />
            <SelectField
              id={`integration-${fields.placement}`}
              name={fields.placement}
              label="Put it"
              options={[
                { value: 'body', label: 'At the end of the page' },
                { value: 'head', label: 'In the page’s head' },
              ]}
              defaultValue={values[fields.placement] ?? 'body'}
            />
            <SelectField id={`integration-${fields.category}`} name={fields.category} label="Waits for consent to" options={categories} defaultValue={values[fields.category] ?? 'marketing'} error={errors?.[fields.category]} />
            <TextAreaField id={`integration-${fields.hosts}`} name={fields.hosts} label="Hosts it loads from" rows={2} defaultValue={values[fields.hosts] ?? ''} error={errors?.[fields.hosts]} hint="One per line, such as https://widget.example.com, or https://*.example.com for its subdomains." spellCheck={false} />
            <TextAreaField id={`integration-${fields.code}`} name={fields.code} label="Code" rows={6} className="integration__code" defaultValue={values[fields.code] ?? ''} error={errors?.[fields.code]} spellCheck={false} />
            {added ? null : <CheckboxField id={`integration-${fields.remove}`} name={fields.remove} value="1" label="Remove this snippet" />}
          </fieldset>
        ))}
        <button type="submit" className="button button-primary">
          Save changes
        </button>
      </Form>
    </>
  );
}
