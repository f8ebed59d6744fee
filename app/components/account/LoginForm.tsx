import { useTranslate } from '../i18n/translate-context.ts';
import { useLocalizedHref } from '../i18n/locale-context.ts';
import { AccountFormPanel, accountFormAlertId } from './AccountFormPanel.tsx';
import { FieldFrame, TextField } from '../admin/Field.tsx';
import { PasswordInput } from '../PasswordInput.tsx';

interface LoginFormProps {
  error?: string | undefined;
  username?: string;
}

export function LoginForm({ error, username = '' }: LoginFormProps) {
  const t = useTranslate();
  const href = useLocalizedHref();
  return (
    <AccountFormPanel name="login" title={t('account.login.title')} intent="login" formClassName="woocommerce-form woocommerce-form-login login" alert={error}>
      <TextField
        id="username"
        name="username"
        label={t('account.login.username')}
        autoComplete="username"
        required
        defaultValue={username}
        maxLength={254}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? accountFormAlertId('login') : undefined}
      />
      <FieldFrame id="password" label={t('account.password')} required>
        {() => (
          <PasswordInput
            id="password"
            name="password"
            autoComplete="current-password"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? accountFormAlertId('login') : undefined}
          />
        )}
      </FieldFrame>
      <p>
        <button type="submit" className="button woocommerce-form-login__submit" name="login" value="Log in">
          {t('account.login.submit')}
        </button>
      </p>
      <p className="woocommerce-LostPassword lost_password">
        <a href={href('/my-account/lost-password/')}>{t('account.lostPasswordLink')}</a>
      </p>
    </AccountFormPanel>
  );
}
