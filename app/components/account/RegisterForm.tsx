import { useTranslate } from '../i18n/translate-context.ts';
import { AccountFormPanel, fieldsAlert } from './AccountFormPanel.tsx';
import { FieldFrame, TextField } from '../admin/Field.tsx';
import { PasswordInput } from '../PasswordInput.tsx';

interface RegisterFormProps {
  errors?: Record<string, string> | undefined;
  values?: { email?: string; first_name?: string; last_name?: string } | undefined;
}

export function RegisterForm({ errors = {}, values = {} }: RegisterFormProps) {
  const t = useTranslate();
  return (
    <AccountFormPanel name="register" title={t('account.register.title')} intent="register" formClassName="woocommerce-form woocommerce-form-register register" alert={fieldsAlert(errors, t)}>
      <TextField id="reg_email" name="email" type="email" label={t('account.register.email')} autoComplete="email" required defaultValue={values.email ?? ''} maxLength={254} error={errors.email} />
      <FieldFrame id="reg_password" label={t('account.password')} required hint={t('account.register.passwordHint')} error={errors.password}>
        {(describedBy) => (
          <PasswordInput
            id="reg_password"
            name="password"
            autoComplete="new-password"
            required
            minLength={8}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={describedBy}
          />
        )}
      </FieldFrame>
      <div className="form-row-pair">
        <TextField id="reg_first_name" name="first_name" label={t('account.register.firstName')} autoComplete="given-name" defaultValue={values.first_name ?? ''} maxLength={100} error={errors.first_name} />
        <TextField id="reg_last_name" name="last_name" label={t('account.register.lastName')} autoComplete="family-name" defaultValue={values.last_name ?? ''} maxLength={100} error={errors.last_name} />
      </div>
      <p>
        <button type="submit" className="button woocommerce-form-register__submit" name="register" value="Register">
          {t('account.register.submit')}
        </button>
      </p>
    </AccountFormPanel>
  );
}
