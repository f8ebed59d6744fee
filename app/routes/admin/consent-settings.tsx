import { data, Form, Link, redirect } from 'react-router';
import type { Route } from './+types/consent-settings.ts';
import { services } from '../../context.ts';
import { consentRevision } from '../../../core/consent/revision.ts';
import { BANNER_LAYOUTS, BANNER_POSITIONS, BANNER_THEMES, BANNER_TYPES } from '../../../core/contract/consent/vocabulary.ts';
import {
  AUTO_DISMISS_SCROLL_PX,
  AUTO_DISMISS_TIMEOUT_MS,
  BANNER_LAYOUT_LABELS,
  BANNER_POSITION_LABELS,
  BANNER_THEME_LABELS,
  BANNER_TYPE_HINT,
  BANNER_TYPE_LABELS,
  CATEGORY_LABEL_MAX_LENGTH,
  CONSENT_CATEGORY_FIELDS,
  CONSENT_TEXT_FIELDS,
  LOCKED_ON_CATEGORY,
} from '../../../core/settings/consent-fields.ts';
import { consentFormValues, parseConsentForm, readConsentForm, type ConsentFormValues } from '../../../core/settings/consent-form.ts';
import { consentOverrideStore, consentOverridesFor, editableConsent, effectiveConsent } from '../../../core/settings/consent-overrides.ts';
import { CheckboxField, FormErrorSummary, NonceField, SelectField, TextAreaField, TextField } from '../../components/admin/Field.tsx';
import { readAdminForm } from './guard.ts';
import { useAdminNonce } from './use-nonce.ts';
import { ResetToFileForm } from '../../components/admin/ResetToFileForm.tsx';

const PAGE = '/admin/settings/consent/';

const choices = <T extends string>(values: readonly T[], labels: Record<T, string>) => values.map((value) => ({ value, label: labels[value] }));

/**
 * The select options, sent with the loader's data: the banner's vocabulary then stays out of this page's
 * browser chunk, which would otherwise share it with the storefront module as a chunk of its own (one
 * more request on every storefront page).
 */
function bannerChoices() {
  return {
    type: choices(BANNER_TYPES, BANNER_TYPE_LABELS),
    layout: choices(BANNER_LAYOUTS, BANNER_LAYOUT_LABELS),
    position: choices(BANNER_POSITIONS, BANNER_POSITION_LABELS),
    theme: choices(BANNER_THEMES, BANNER_THEME_LABELS),
  };
}

/** A field's id from its name (`texts.message` → `consent-texts-message`). */
const idOf = (name: string) => `consent-${name.replaceAll('.', '-')}`;

export async function loader({ context }: Route.LoaderArgs) {
  // From the database, not the per-process cache, so the form always shows what is saved.
  const { db, fileConfig } = services(context);
  const overrides = await consentOverrideStore.read(db);
  const options = effectiveConsent(fileConfig.consent, overrides);
  return { values: consentFormValues(editableConsent(options)), overridden: overrides !== null, revision: consentRevision(options), choices: bannerChoices() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, session, fileConfig } = services(context);
  const form = await readAdminForm(request, context);
  if (form.get('intent') === 'reset') {
    await consentOverrideStore.reset(db);
    await session.addNotice({ type: 'success', message: 'The cookie banner follows the configuration file again.' });
    return redirect(PAGE, 303);
  }
  const parsed = parseConsentForm(readConsentForm(form));
  if (!parsed.ok) return data({ errors: parsed.errors, values: parsed.values }, { status: 400 });
  await consentOverrideStore.save(db, consentOverridesFor(fileConfig.consent, parsed.value));
  await session.addNotice({ type: 'success', message: 'Cookie banner settings saved.' });
  return redirect(PAGE, 303);
}

export default function AdminConsentSettings({ loaderData, actionData }: Route.ComponentProps) {
  const nonce = useAdminNonce();
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.errors;
  return (
    <>
      <title>Cookie banner · Shop admin</title>
      <h1>Cookie banner</h1>
      <p>
        <Link to="/admin/settings/">← Settings</Link>
      </p>
      <p>
        The configuration file sets the banner’s defaults; what you save here applies on top of them, and shoppers see it on their next page.{' '}
        {loaderData.overridden ? 'Saved settings are in use.' : 'Nothing is saved here yet: the banner is as the file sets it.'} Consent statistics record each decision with revision{' '}
        <code>{loaderData.revision}</code>.
      </p>
      {/* Saving or resetting changes the revision, so the form is built again from the new values. */}
      <ConsentForm key={loaderData.revision} nonce={nonce} values={values} errors={errors} choices={loaderData.choices} />
      <ResetToFileForm nonce={nonce} subject="the banner" disabled={!loaderData.overridden} />
    </>
  );
}

type BannerChoices = ReturnType<typeof bannerChoices>;

function ConsentForm({ nonce, values, errors, choices }: { nonce: string; values: ConsentFormValues; errors: Record<string, string> | undefined; choices: BannerChoices }) {
  const textField = (name: string, props: { label: string; value: string; maxLength: number; required?: boolean; inputMode?: 'numeric' }) => (
    <TextField
      id={idOf(name)}
      name={name}
      label={props.label}
      type="text"
      inputMode={props.inputMode}
      defaultValue={props.value}
      maxLength={props.maxLength}
      required={props.required}
      error={errors?.[name]}
    />
  );
  return (
    <Form method="post" className="admin-form settings-form consent-settings-form" noValidate>
      <NonceField nonce={nonce} />
      <FormErrorSummary errors={errors} />
      <fieldset className="admin-fieldset">
        <legend>Banner</legend>
        <CheckboxField id={idOf('enabled')} name="enabled" value="1" label="Ask visitors for cookie consent" defaultChecked={values.enabled} hint="Off: no banner, and every category counts as allowed." />
        <SelectField id={idOf('type')} name="type" label="Banner type" options={choices.type} defaultValue={values.type} error={errors?.type} hint={BANNER_TYPE_HINT} />
        <SelectField id={idOf('layout')} name="layout" label="Layout" options={choices.layout} defaultValue={values.layout} error={errors?.layout} />
        <SelectField id={idOf('position')} name="position" label="Position" options={choices.position} defaultValue={values.position} error={errors?.position} />
        <SelectField id={idOf('theme')} name="theme" label="Theme" options={choices.theme} defaultValue={values.theme} error={errors?.theme} />
        <CheckboxField id={idOf('revokable')} name="revokable" value="1" label="Keep a button to change the choice later" defaultChecked={values.revokable} />
        <CheckboxField
          id={idOf('regionalLaw')}
          name="regionalLaw"
          value="1"
          label="Follow the cookie law of the visitor’s country"
          defaultChecked={values.regionalLaw}
          hint="Outside cookie-law countries the banner then stays closed and tracking runs until the visitor refuses through “Cookie settings” (a browser’s Global Privacy Control signal refuses for them)."
        />
        <CheckboxField
          id={idOf('askEverywhere')}
          name="askEverywhere"
          value="1"
          label="Ask for consent everywhere"
          defaultChecked={values.askEverywhere}
          hint="The banner opens for every visitor who has not answered, and nothing tracks before consent, in every country."
        />
      </fieldset>
      <fieldset className="admin-fieldset">
        <legend>Texts</legend>
        {CONSENT_TEXT_FIELDS.map((field) => {
          const name = `texts.${field.key}`;
          const common = { id: idOf(name), name, label: field.label, maxLength: field.maxLength, required: field.required, hint: field.hint, defaultValue: values.texts[field.key], error: errors?.[name] };
          return field.key === 'message' ? <TextAreaField key={name} rows={3} {...common} /> : <TextField key={name} type="text" {...common} />;
        })}
      </fieldset>
      <fieldset className="admin-fieldset" aria-describedby={idOf('autoDismiss-hint')}>
        <legend>Closing by itself</legend>
        <p className="form-row__hint" id={idOf('autoDismiss-hint')}>
          Leave these empty and unticked for none. Where the law asks for a clear choice the banner never closes by itself.
        </p>
        {textField('autoDismiss.timeoutMs', {
          label: 'After this many milliseconds',
          value: values.autoDismiss.timeoutMs,
          maxLength: String(AUTO_DISMISS_TIMEOUT_MS.max).length,
          inputMode: 'numeric',
        })}
        {textField('autoDismiss.scrollPx', { label: 'After scrolling this many pixels', value: values.autoDismiss.scrollPx, maxLength: String(AUTO_DISMISS_SCROLL_PX.max).length, inputMode: 'numeric' })}
        <CheckboxField id={idOf('autoDismiss.clickOutside')} name="autoDismiss.clickOutside" value="1" label="On a click outside the banner" defaultChecked={values.autoDismiss.clickOutside} />
      </fieldset>
      <fieldset className="admin-fieldset" aria-describedby={errors?.categories ? idOf('categories-error') : undefined}>
        <legend>Cookie categories</legend>
        <p className="form-row__hint">The detailed banners list the shown categories, each with a switch.</p>
        {errors?.categories ? (
          <p className="form-row__error" id={idOf('categories-error')}>
            {errors.categories}
          </p>
        ) : null}
        {CONSENT_CATEGORY_FIELDS.map(({ name, title }) => {
          const category = values.categories[name];
          const locked = name === LOCKED_ON_CATEGORY;
          return (
            <fieldset className="admin-fieldset" key={name}>
              <legend>{title}</legend>
              <CheckboxField id={idOf(`categories.${name}.shown`)} name={`categories.${name}.shown`} value="1" label="Show in the banner" defaultChecked={category.shown} />
              {textField(`categories.${name}.label`, { label: 'Label', value: category.label, maxLength: CATEGORY_LABEL_MAX_LENGTH, required: true })}
              <CheckboxField
                id={idOf(`categories.${name}.checked`)}
                name={`categories.${name}.checked`}
                value="1"
                label="Switched on at first"
                defaultChecked={locked || category.checked}
                disabled={locked}
                hint={locked ? 'Always on: the shop cannot work without these cookies.' : undefined}
              />
            </fieldset>
          );
        })}
      </fieldset>
      <button type="submit" className="button">
        Save changes
      </button>
    </Form>
  );
}
