import { Form } from 'react-router';
import { FieldFrame, TextField } from '../admin/Field.tsx';
import { PasswordInput } from '../PasswordInput.tsx';

interface LoginFormProps {
  error?: string | undefined;
  username?: string;
}

export function LoginForm({ error, username = '' }: LoginFormProps) {
  return (
    <section className="account-panel" aria-labelledby="login-heading">
      <h2 id="login-heading">Login</h2>
      <Form method="post" reloadDocument className="woocommerce-form woocommerce-form-login login" noValidate>
        <input type="hidden" name="intent" value="login" />
        {error ? (
          <div className="woocommerce-error" role="alert" id="login-error">
            {error}
          </div>
        ) : null}
        <TextField
          id="username"
          name="username"
          label="Username or email address"
          autoComplete="username"
          required
          defaultValue={username}
          maxLength={254}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'login-error' : undefined}
        />
        <FieldFrame id="password" label="Password" required>
          {() => (
            <PasswordInput
              id="password"
              name="password"
              autoComplete="current-password"
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'login-error' : undefined}
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
      </Form>
    </section>
  );
}
