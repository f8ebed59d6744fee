import { AccountFormPanel, accountFormAlertId } from './AccountFormPanel.tsx';
import { FieldFrame, TextField } from '../admin/Field.tsx';
import { PasswordInput } from '../PasswordInput.tsx';

interface LoginFormProps {
  error?: string | undefined;
  username?: string;
}

export function LoginForm({ error, username = '' }: LoginFormProps) {
  return (
    <AccountFormPanel name="login" title="Login" intent="login" formClassName="woocommerce-form woocommerce-form-login login" alert={error}>
      <TextField
        id="username"
        name="username"
        label="Username or email address"
        autoComplete="username"
        required
        defaultValue={username}
        maxLength={254}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? accountFormAlertId('login') : undefined}
      />
      <FieldFrame id="password" label="Password" required>
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
          Log in
        </button>
      </p>
      <p className="woocommerce-LostPassword lost_password">
        <a href="/my-account/lost-password/">Lost your password?</a>
      </p>
    </AccountFormPanel>
  );
}
