import { useTranslate } from '../i18n/translate-context.ts';
import { AccountFormPanel, accountFormAlertId } from './AccountFormPanel.tsx';
import { TextField } from '../admin/Field.tsx';

interface LostPasswordFormProps {
  error?: string | undefined;
  login?: string;
}

/** WooCommerce's "Lost your password?" form: a username or e-mail address, answered the same either way. */
export function LostPasswordForm({ error, login = '' }: LostPasswordFormProps) {
  const t = useTranslate();
  return (
    <AccountFormPanel name="lost-password" title={t('account.lost.title')} intent="lost" formClassName="woocommerce-ResetPassword lost_reset_password" narrow alert={error}>
      <p>{t('account.lost.intro')}</p>
      <TextField
        id="user_login"
        name="user_login"
        label={t('account.lost.login')}
        autoComplete="username"
        required
        defaultValue={login}
        maxLength={254}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? accountFormAlertId('lost-password') : undefined}
      />
      <p>
        <button type="submit" className="button woocommerce-Button" value="Reset password">
          {t('account.lost.submit')}
        </button>
      </p>
    </AccountFormPanel>
  );
}
