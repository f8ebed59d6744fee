import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/email-setting-edit.ts';
import { services } from '../../context.ts';
import { localeName, shopLocales, type Locale } from '../../../core/i18n/locales.ts';
import { emailTextFieldNames, readEmailSettingForEdit, readEmailSettingForm, saveEmailSetting } from '../../../core/mail/email-settings.ts';
import { EMAIL_ADDITIONAL_MAX, EMAIL_HEADING_MAX, EMAIL_SUBJECT_MAX } from '../../../core/mail/email-limits.ts';
import { emailPlaceholders, emailType, isEmailTypeId, type EmailTypeId } from '../../../core/mail/email-types.ts';
import { NO_OWNER_TEXTS } from '../../../core/mail/email-texts.ts';
import { previewEmail } from '../../../core/mail/email-preview.ts';
import { CheckboxField, FormErrorSummary, NonceField, TextAreaField, TextField } from '../../components/admin/Field.tsx';
import { EmailsNav } from '../../components/admin/EmailsNav.tsx';
import { readAdminForm } from './guard.ts';
import { emailPreviewContext } from './mail-context.ts';
import { useAdminNonce } from './use-nonce.ts';

function typeParam(value: string | undefined): EmailTypeId {
  if (!isEmailTypeId(value)) throw data('Not found', { status: 404 });
  return value;
}

/** The languages an e-mail is written in: a customer's e-mail in each of the shop's, the shop's own in its default. */
function emailLanguages(id: EmailTypeId, context: Route.LoaderArgs['context']): Locale[] {
  const languages = shopLocales(services(context).config);
  return emailType(id).to === 'shop' ? languages.slice(0, 1) : languages;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config } = services(context);
  const id = typeParam(params.type);
  const type = emailType(id);
  const saved = await readEmailSettingForEdit(db, id);
  const languages = emailLanguages(id, context);
  const previewContext = emailPreviewContext(context);
  // The shop's own words in each language, as the example of what an empty field sends.
  const defaults = await Promise.all(languages.map(async (language) => (await previewEmail(db, id, language, NO_OWNER_TEXTS, previewContext))?.mail.subject ?? ''));
  const values: Record<string, string> = { enabled: saved.enabled ? '1' : '', recipient: saved.recipient };
  for (const language of languages) {
    const names = emailTextFieldNames(language);
    const texts = saved.texts[language] ?? NO_OWNER_TEXTS;
    values[names.subject] = texts.subject;
    values[names.heading] = texts.heading;
    values[names.additionalContent] = texts.additionalContent;
  }
  return {
    email: { id, title: type.title, description: type.description, switchable: type.switchable, toShop: type.to === 'shop', placeholders: emailPlaceholders(type) },
    shopEmail: config.store.email,
    languages: languages.map((tag, index) => ({ tag, name: localeName(tag), fields: emailTextFieldNames(tag), defaultSubject: defaults[index] ?? '' })),
    values,
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { db, session } = services(context);
  const id = typeParam(params.type);
  const form = await readAdminForm(request, context);
  const parsed = readEmailSettingForm(id, form, emailLanguages(id, context));
  if (!parsed.ok) return data({ errors: parsed.errors, values: parsed.values }, { status: 400 });
  await saveEmailSetting(db, id, parsed.value);
  await session.addNotice({ type: 'success', message: `“${emailType(id).title}” e-mail settings saved.` });
  return redirect(`/admin/emails/settings/${id}/`, 303);
}

/**
 * One e-mail's settings: on or off, who gets the shop's own, and its subject, heading and closing words
 * per language, with a preview of the saved or the typed words beside them.
 */
export default function AdminEmailSettingEdit({ loaderData, actionData }: Route.ComponentProps) {
  const nonce = useAdminNonce();
  const { email, languages, shopEmail } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.errors;
  const first = languages[0];
  return (
    <>
      <title>{`${email.title} · E-mail settings · Shop admin`}</title>
      <p>
        <Link to="/admin/emails/settings/">← E-mail settings</Link>
      </p>
      <h1>{email.title}</h1>
      <EmailsNav />
      <p>{email.description}</p>
      {/* A plain form: the preview buttons post to the preview frame without script. */}
      <form method="post" className="admin-form email-settings-form" noValidate>
        <NonceField nonce={nonce} />
        <FormErrorSummary errors={errors} />
        {email.switchable ? (
          <CheckboxField id="email-enabled" name="enabled" value="1" defaultChecked={values.enabled === '1'} label="Send this e-mail" />
        ) : (
          <p>This e-mail is sent only when asked for, so it cannot be turned off.</p>
        )}
        {email.toShop ? (
          <TextField
            id="email-recipient"
            name="recipient"
            label="Recipients"
            type="text"
            inputMode="email"
            defaultValue={values.recipient}
            error={errors?.recipient}
            hint={`Addresses separated by commas. Leave empty to send it to the shop's address (${shopEmail}).`}
          />
        ) : null}
        <p id="email-placeholders-hint" className="form-row__hint">
          Leave a field empty to keep the shop's own words in that language. You may use {email.placeholders.join(', ')}.
        </p>
        {languages.map((language) => (
          <fieldset key={language.tag} className="email-texts" lang={language.tag}>
            <legend>{languages.length > 1 ? language.name : 'Texts'}</legend>
            <TextField
              id={`email-${language.fields.subject}`}
              name={language.fields.subject}
              label="Subject"
              defaultValue={values[language.fields.subject]}
              maxLength={EMAIL_SUBJECT_MAX}
              error={errors?.[language.fields.subject]}
              hint={language.defaultSubject ? `Empty: “${language.defaultSubject}”` : undefined}
            />
            <TextField id={`email-${language.fields.heading}`} name={language.fields.heading} label="Heading" defaultValue={values[language.fields.heading]} maxLength={EMAIL_HEADING_MAX} error={errors?.[language.fields.heading]} />
            <TextAreaField
              id={`email-${language.fields.additionalContent}`}
              name={language.fields.additionalContent}
              label="Additional content"
              rows={3}
              defaultValue={values[language.fields.additionalContent]}
              maxLength={EMAIL_ADDITIONAL_MAX}
              error={errors?.[language.fields.additionalContent]}
              hint="Shown after the e-mail's content. Plain text."
            />
            <button type="submit" className="button" name="preview_language" value={language.tag} formAction="preview.html" formTarget="email-preview" formNoValidate>
              {languages.length > 1 ? `Preview in ${language.name}` : 'Preview'}
            </button>
          </fieldset>
        ))}
        <button type="submit" className="button button-primary">
          Save changes
        </button>
      </form>
      <section className="admin-panel email-preview" aria-labelledby="email-preview-heading">
        <h2 id="email-preview-heading">Preview</h2>
        <p className="description">The saved texts{languages.length > 1 ? ` in ${first?.name ?? ''}` : ''} until you press a Preview button, which shows what you typed without saving it.</p>
        <iframe name="email-preview" title={`Preview of the ${email.title} e-mail`} src={`preview.html?lang=${first?.tag ?? 'en'}`} sandbox="" className="email-preview__frame" />
      </section>
    </>
  );
}
