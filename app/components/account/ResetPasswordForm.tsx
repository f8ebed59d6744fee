import { useTranslate } from '../i18n/translate-context.ts';
import { AccountFormPanel, fieldsAlert } from './AccountFormPanel.tsx';
import { FieldFrame } from '../admin/Field.tsx';
import { PasswordInput } from '../PasswordInput.tsx';

interface ResetPasswordFormProps {
  errors?: Record<string, string> | undefined;
}

/** The form an e-mailed reset link leads to: the new password twice, each with its show/hide toggle. */
export function ResetPasswordForm({ errors = {} }: ResetPasswordFormProps) {
  const t = useTranslate();
  const field = (id: 'password_1' | 'password_2', label: string, hint?: string) => (
    <FieldFrame id={id} label={label} required hint={hint} error={errors[id]}>
      {(describedBy) => (
        <PasswordInput id={id} name={id} autoComplete="new-password" required minLength={8} aria-invalid={errors[id] ? true : undefined} aria-describedby={describedBy} />
      )}
    </FieldFrame>
  );
  return (
    <AccountFormPanel name="reset-password" title={t('account.reset.title')} intent="reset" formClassName="woocommerce-ResetPassword lost_reset_password" narrow alert={fieldsAlert(errors, t)}>
      <p>{t('account.reset.intro')}</p>
      {field('password_1', t('account.reset.new'), t('account.register.passwordHint'))}
      {field('password_2', t('account.reset.again'))}
      <p>
        <button type="submit" className="button woocommerce-Button" value="Save">
          {t('account.reset.save')}
        </button>
      </p>
    </AccountFormPanel>
  );
}
