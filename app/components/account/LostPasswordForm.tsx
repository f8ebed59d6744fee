import { AccountFormPanel, accountFormAlertId } from './AccountFormPanel.tsx';
import { TextField } from '../admin/Field.tsx';

interface LostPasswordFormProps {
  error?: string | undefined;
  login?: string;
}

/** WooCommerce's "Lost your password?" form: a username or e-mail address, answered the same either way. */
export function LostPasswordForm({ error, login = '' }: LostPasswordFormProps) {
  return (
    <AccountFormPanel name="lost-password" title="Lost password" intent="lost" formClassName="woocommerce-ResetPassword lost_reset_password" narrow alert={error}>
      <p>Lost your password? Please enter your username or email address. You will receive a link to create a new password via email.</p>
      <TextField
        id="user_login"
        name="user_login"
        label="Username or email"
        autoComplete="username"
        required
        defaultValue={login}
        maxLength={254}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? accountFormAlertId('lost-password') : undefined}
      />
      <p>
        <button type="submit" className="button woocommerce-Button" value="Reset password">
          Reset password
        </button>
      </p>
    </AccountFormPanel>
  );
}
