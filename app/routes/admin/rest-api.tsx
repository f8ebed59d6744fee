import { data, Form, redirect } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/rest-api.ts';
import { services } from '../../context.ts';
import { APPLICATION_PASSWORD_NAME_MAX, KEY_PERMISSIONS } from '../../../core/accounts/api-credentials-view.ts';
import { createApiKey, listApiKeys, listKeyOwners, revokeApiKey } from '../../../core/accounts/api-keys.ts';
import { createApplicationPassword, listApplicationPasswords, revokeApplicationPassword } from '../../../core/accounts/application-passwords.ts';
import { formatDate } from '../../components/account/order-view.ts';
import { FormErrorSummary, NonceField, SelectField, TextField } from '../../components/admin/Field.tsx';
import { adminUser, readAdminForm } from './guard.ts';
import { useAdminNonce } from './use-nonce.ts';
import { isRowId } from '../../../core/shared/row-id.ts';

const PAGE = '/admin/settings/rest-api/';
const PERMISSION_LABELS: Record<(typeof KEY_PERMISSIONS)[number], string> = { read: 'Read', write: 'Write', read_write: 'Read/Write' };

const keyFormSchema = z.object({
  description: z.string().trim().min(1, 'Describe what the key is for.').max(200, 'Keep the description under 200 characters.'),
  user_id: z.coerce.number('Choose a user.').int('Choose a user.').positive('Choose a user.'),
  permissions: z.enum(KEY_PERMISSIONS, { error: 'Choose read, write or read/write.' }),
});

export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = services(context);
  const user = adminUser(context);
  const locale = config.store.locale;
  const when = (iso: string | null) => (iso ? { iso, text: formatDate(iso, locale, true) } : null);
  const [keys, owners, passwords] = await Promise.all([listApiKeys(db), listKeyOwners(db), listApplicationPasswords(db, user.id)]);
  return {
    userId: user.id,
    owners,
    keys: keys.map((key) => ({ ...key, lastAccess: when(key.lastAccess) })),
    passwords: passwords.map((password) => ({ ...password, createdAt: when(password.createdAt), lastUsed: when(password.lastUsed) })),
  };
}

type KeyValues = { description: string; user_id: string; permissions: string };
type ActionData =
  | { form: 'key'; errors: Record<string, string>; values: KeyValues }
  | { form: 'password'; errors: Record<string, string>; values: { name: string } }
  | { form: 'key'; created: { consumerKey: string; consumerSecret: string; description: string } }
  | { form: 'password'; created: { name: string; password: string } };

export async function action({ request, context }: Route.ActionArgs) {
  const { db, session } = services(context);
  const user = adminUser(context);
  const form = await readAdminForm(request, context);
  const text = (name: string, max = 1000) => String(form.get(name) ?? '').slice(0, max);
  switch (form.get('intent')) {
    case 'create_key': {
      const values = { description: text('description'), user_id: text('user_id', 20), permissions: text('permissions', 20) };
      const parsed = keyFormSchema.safeParse(values);
      const errors: Record<string, string> = parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
      const owners = await listKeyOwners(db);
      if (parsed.success && !owners.some((owner) => owner.id === parsed.data.user_id)) errors.user_id = 'Choose one of the administrators.';
      if (!parsed.success || Object.keys(errors).length > 0) return data<ActionData>({ form: 'key', errors, values }, { status: 400 });
      const key = await createApiKey(db, { userId: parsed.data.user_id, description: parsed.data.description, permissions: parsed.data.permissions });
      // Shown in this answer only: nothing that could show it again is kept.
      return data<ActionData>({ form: 'key', created: { consumerKey: key.consumerKey, consumerSecret: key.consumerSecret, description: parsed.data.description } });
    }
    case 'revoke_key': {
      const id = Number(text('key_id', 12));
      const revoked = isRowId(id) && (await revokeApiKey(db, id));
      await session.addNotice(revoked ? { type: 'success', message: 'API key revoked: scripts using it are refused from now on.' } : { type: 'error', message: 'That API key was already revoked.' });
      return redirect(PAGE, 303);
    }
    case 'create_password': {
      const values = { name: text('name', APPLICATION_PASSWORD_NAME_MAX * 2) };
      const created = await createApplicationPassword(db, user.id, values.name);
      if (!created.ok) return data<ActionData>({ form: 'password', errors: { name: created.error.message }, values }, { status: 400 });
      return data<ActionData>({ form: 'password', created: { name: created.value.name, password: created.value.password } });
    }
    case 'revoke_password': {
      const revoked = await revokeApplicationPassword(db, user.id, text('uuid', 64));
      await session.addNotice(revoked ? { type: 'success', message: 'Application password revoked.' } : { type: 'error', message: 'That application password was already revoked.' });
      return redirect(PAGE, 303);
    }
    default:
      return data('Unknown form.', { status: 400 });
  }
}

export default function AdminRestApi({ loaderData, actionData }: Route.ComponentProps) {
  const nonce = useAdminNonce();
  const result = typeof actionData === 'object' ? (actionData as ActionData) : undefined;
  const keyResult = result?.form === 'key' ? result : undefined;
  const passwordResult = result?.form === 'password' ? result : undefined;
  const keyErrors = keyResult && 'errors' in keyResult ? keyResult : undefined;
  const passwordErrors = passwordResult && 'errors' in passwordResult ? passwordResult : undefined;
  const { keys, owners, passwords, userId } = loaderData;
  return (
    <>
      <title>REST API · Shop admin</title>
      <h1>REST API</h1>
      <p>
        Scripts and integrations reach the shop at <code>/wp-json/</code> with a WooCommerce API key (over HTTPS in HTTP Basic or
        the <code>consumer_key</code> and <code>consumer_secret</code> parameters; over plain HTTP signed with OAuth 1.0a) or with
        your login and an application password (HTTP Basic, over HTTPS).
      </p>

      <section aria-labelledby="keys-heading">
        <h2 id="keys-heading">API keys</h2>
        {keyResult && 'created' in keyResult ? <CreatedSecret title={`API key “${keyResult.created.description}” created`} rows={[['Consumer key', keyResult.created.consumerKey], ['Consumer secret', keyResult.created.consumerSecret]]} /> : null}
        {keys.length === 0 ? (
          <p className="woocommerce-info">No API keys yet.</p>
        ) : (
          <div className="table-scroll">
            <table className="shop_table admin-table admin-table--stack" id="api-keys">
              <caption>API keys</caption>
              <thead>
                <tr>
                  <th scope="col">Description</th>
                  <th scope="col">Consumer key ending in</th>
                  <th scope="col">User</th>
                  <th scope="col">Permissions</th>
                  <th scope="col">Last access</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {keys.map((key) => (
                  <tr key={key.id}>
                    <th scope="row">{key.description}</th>
                    <td data-label="Consumer key ending in">
                      <code>…{key.truncatedKey}</code>
                    </td>
                    <td data-label="User">{key.username}</td>
                    <td data-label="Permissions">{PERMISSION_LABELS[key.permissions]}</td>
                    <td data-label="Last access">{key.lastAccess ? <time dateTime={key.lastAccess.iso}>{key.lastAccess.text}</time> : 'Never'}</td>
                    <td data-label="Actions">
                      <RevokeForm nonce={nonce} intent="revoke_key" field={['key_id', String(key.id)]} label={`Revoke the API key “${key.description}”`} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Form method="post" className="admin-form" noValidate aria-labelledby="new-key-heading">
          <h3 id="new-key-heading">Add a key</h3>
          <NonceField nonce={nonce} />
          <input type="hidden" name="intent" value="create_key" />
          <FormErrorSummary errors={keyErrors?.errors} />
          <TextField id="key-description" name="description" label="Description" required maxLength={200} defaultValue={keyErrors?.values.description ?? ''} error={keyErrors?.errors.description} hint="What the key is for, such as the app or script that uses it." />
          <SelectField
            id="key-user"
            name="user_id"
            label="User"
            options={owners.map((owner) => ({ value: String(owner.id), label: owner.username }))}
            defaultValue={keyErrors?.values.user_id ?? String(userId)}
            error={keyErrors?.errors.user_id}
            hint="The key acts as this user."
          />
          <SelectField
            id="key-permissions"
            name="permissions"
            label="Permissions"
            options={KEY_PERMISSIONS.map((value) => ({ value, label: PERMISSION_LABELS[value] }))}
            defaultValue={keyErrors?.values.permissions ?? 'read'}
            error={keyErrors?.errors.permissions}
            hint="Read: GET requests only. Write: changes only. Read/Write: both."
          />
          <button type="submit" className="button">
            Generate API key
          </button>
        </Form>
      </section>

      <section aria-labelledby="passwords-heading">
        <h2 id="passwords-heading">Your application passwords</h2>
        <p>Each one lets a script act as you, with your username and the password in HTTP Basic. Revoke it when the script no longer needs it.</p>
        {passwordResult && 'created' in passwordResult ? <CreatedSecret title={`Application password “${passwordResult.created.name}” created`} rows={[['Password', passwordResult.created.password]]} /> : null}
        {passwords.length === 0 ? (
          <p className="woocommerce-info">No application passwords yet.</p>
        ) : (
          <div className="table-scroll">
            <table className="shop_table admin-table admin-table--stack" id="application-passwords">
              <caption>Application passwords</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Created</th>
                  <th scope="col">Last used</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {passwords.map((password) => (
                  <tr key={password.uuid}>
                    <th scope="row">{password.name}</th>
                    <td data-label="Created">{password.createdAt ? <time dateTime={password.createdAt.iso}>{password.createdAt.text}</time> : null}</td>
                    <td data-label="Last used">{password.lastUsed ? <time dateTime={password.lastUsed.iso}>{password.lastUsed.text}</time> : 'Never'}</td>
                    <td data-label="Actions">
                      <RevokeForm nonce={nonce} intent="revoke_password" field={['uuid', password.uuid]} label={`Revoke the application password “${password.name}”`} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Form method="post" className="admin-form" noValidate aria-labelledby="new-password-heading">
          <h3 id="new-password-heading">Add an application password</h3>
          <NonceField nonce={nonce} />
          <input type="hidden" name="intent" value="create_password" />
          <FormErrorSummary errors={passwordErrors?.errors} />
          <TextField id="password-name" name="name" label="Name" required maxLength={APPLICATION_PASSWORD_NAME_MAX} defaultValue={passwordErrors?.values.name ?? ''} error={passwordErrors?.errors.name} hint="The app or script that will use it." />
          <button type="submit" className="button">
            Add application password
          </button>
        </Form>
      </section>
    </>
  );
}

/** A new secret, shown once with a warning, announced to screen readers. */
/** One row's Revoke button: a form of its own naming what it revokes (`field`: the hidden name and value). */
function RevokeForm({ nonce, intent, field, label }: { nonce: string; intent: string; field: [string, string]; label: string }) {
  return (
    <Form method="post">
      <NonceField nonce={nonce} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={field[0]} value={field[1]} />
      <button type="submit" className="button" aria-label={label}>
        Revoke
      </button>
    </Form>
  );
}

function CreatedSecret({ title, rows }: { title: string; rows: Array<[string, string]> }) {
  return (
    <div className="woocommerce-message rest-api-secret" role="status">
      <p>
        <strong>{title}.</strong> Copy it now: it is shown only this once and cannot be shown again. Keep it as safe as a password.
      </p>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <code>{value}</code>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
