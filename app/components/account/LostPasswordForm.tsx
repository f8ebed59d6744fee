import { Form } from 'react-router';
import { TextField } from '../admin/Field.tsx';

interface LostPasswordFormProps {
  error?: string | undefined;
  login?: string;
}

/** WooCommerce's "Lost your password?" form: a username or e-mail address, answered the same either way. */
export function LostPasswordForm({ error, login = '' }: LostPasswordFormProps) {
  return (
    <section className="account-panel account-panel--narrow" aria-labelledby="lost-password-heading">
      <h2 id="lost-password-heading">Lost password</h2>
      <Form method="post" reloadDocument className="woocommerce-ResetPassword lost_reset_password" noValidate>
        <input type="hidden" name="intent" value="lost" />
        {error ? (
          <div className="woocommerce-error" role="alert" id="lost-password-error">
            {error}
          </div>
        ) : null}
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
          aria-describedby={error ? 'lost-password-error' : undefined}
        />
        <p>
          <button type="submit" className="button woocommerce-Button" value="Reset password">
            Reset password
          </button>
        </p>
      </Form>
    </section>
  );
}
