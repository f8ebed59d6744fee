import { Form } from 'react-router';
import { FieldFrame, NonceField, TextField } from '../admin/Field.tsx';
import { PasswordInput } from '../PasswordInput.tsx';
import { useTranslate } from '../i18n/translate-context.ts';
import { fieldsAlert } from './AccountFormPanel.tsx';

/** The fields shown again after a refusal (never a password). */
type AccountDetailsValues = Record<'account_first_name' | 'account_last_name' | 'account_display_name' | 'account_email', string>;

interface AccountDetailsFormProps {
  values: AccountDetailsValues;
  errors: Record<string, string>;
  nonce: string;
}

/** WooCommerce's "Account details" form; passwords are never written back into it. */
export function AccountDetailsForm({ values, errors, nonce }: AccountDetailsFormProps) {
  const t = useTranslate();
  const alert = errors.form ?? fieldsAlert(errors, t);
  const password = (id: 'password_current' | 'password_1' | 'password_2', label: string, autoComplete: string, hint?: string) => (
    <FieldFrame id={id} label={label} hint={hint} error={errors[id]}>
      {(describedBy) => <PasswordInput id={id} name={id} autoComplete={autoComplete} aria-invalid={errors[id] ? true : undefined} aria-describedby={describedBy} />}
    </FieldFrame>
  );
  return (
    <Form method="post" reloadDocument className="woocommerce-EditAccountForm edit-account" noValidate aria-labelledby="edit-account-heading">
      <h2 id="edit-account-heading">{t('account.details.title')}</h2>
      {alert ? (
        <div className="woocommerce-error" role="alert">
          {alert}
        </div>
      ) : null}
      <NonceField nonce={nonce} />
      <div className="form-row-pair">
        <TextField id="account_first_name" name="account_first_name" label={t('account.details.firstName')} autoComplete="given-name" required defaultValue={values.account_first_name} maxLength={100} error={errors.account_first_name} />
        <TextField id="account_last_name" name="account_last_name" label={t('account.details.lastName')} autoComplete="family-name" required defaultValue={values.account_last_name} maxLength={100} error={errors.account_last_name} />
      </div>
      <TextField
        id="account_display_name"
        name="account_display_name"
        label={t('account.details.displayName')}
        required
        defaultValue={values.account_display_name}
        maxLength={100}
        hint={t('account.details.displayNameHint')}
        error={errors.account_display_name}
      />
      <TextField id="account_email" name="account_email" type="email" label={t('account.details.email')} autoComplete="email" required defaultValue={values.account_email} maxLength={254} error={errors.account_email} />
      <fieldset className="account-password-change">
        <legend>{t('account.details.passwordChange')}</legend>
        {password('password_current', t('account.details.current'), 'current-password', t('account.details.currentHint'))}
        {password('password_1', t('account.details.new'), 'new-password', t('account.register.passwordHint'))}
        {password('password_2', t('account.details.again'), 'new-password')}
      </fieldset>
      <p>
        <button type="submit" className="button woocommerce-Button" name="save_account_details" value="Save changes">
          {t('account.details.save')}
        </button>
      </p>
    </Form>
  );
}
