import { Link } from 'react-router';
import type { Route } from './+types/email-settings.ts';
import { services } from '../../context.ts';
import { listEmailSwitches } from '../../../core/mail/email-settings.ts';
import { EMAIL_TYPES } from '../../../core/mail/email-types.ts';
import { EmailsNav } from '../../components/admin/EmailsNav.tsx';

export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = services(context);
  const switches = await listEmailSwitches(db);
  return {
    emails: EMAIL_TYPES.map((type) => ({
      id: type.id,
      title: type.title,
      description: type.description,
      state: !type.switchable ? 'Sent when asked' : switches[type.id].enabled ? 'On' : 'Off',
      on: switches[type.id].enabled,
      recipient: type.to === 'shop' ? switches[type.id].recipient || config.store.email : 'Customer',
    })),
  };
}

/** WooCommerce's e-mail settings list: each e-mail, whether it is sent, and to whom. */
export default function AdminEmailSettings({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <title>E-mail settings · Shop admin</title>
      <h1>E-mail settings</h1>
      <EmailsNav />
      <p>The e-mails the shop sends. Open one to turn it on or off, change who gets it, write its subject, heading and closing words in each language, and preview it.</p>
      <table className="admin-table">
        <caption className="visually-hidden">E-mails the shop sends</caption>
        <thead>
          <tr>
            <th scope="col">E-mail</th>
            <th scope="col">Sent</th>
            <th scope="col">Recipient</th>
          </tr>
        </thead>
        <tbody>
          {loaderData.emails.map((email) => (
            <tr key={email.id}>
              <th scope="row">
                <Link to={`/admin/emails/settings/${email.id}/`}>{email.title}</Link>
                <p className="description">{email.description}</p>
              </th>
              <td>
                <span className={`email-state email-state--${email.on ? 'on' : 'off'}`}>{email.state}</span>
              </td>
              <td>{email.recipient}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
