import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/email.ts';
import { services } from '../../context.ts';
import { getOutboxMessage, OUTBOX_STATUS_LABELS, resendOutboxMessage } from '../../../core/mail/outbox-admin.ts';
import { formatDate } from '../../../core/i18n/format.ts';
import { NonceField } from '../../components/admin/Field.tsx';
import { StatusBadge } from '../../components/admin/StatusBadge.tsx';
import { idParam, readAdminForm } from './guard.ts';
import { useAdminNonce } from './use-nonce.ts';

const DATE_AND_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' };

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config } = services(context);
  const message = await getOutboxMessage(db, idParam(params.id));
  if (!message) throw data('Not found', { status: 404 });
  const { html: _html, ...shown } = message;
  return {
    message: { ...shown, created: formatDate(message.created_at, config.store.locale, DATE_AND_TIME), sent: message.sent_at ? formatDate(message.sent_at, config.store.locale, DATE_AND_TIME) : null },
  };
}

/** Sends the message again (a failed one is queued again; a sent one is copied) and says so. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const { db, session } = services(context);
  await readAdminForm(request, context);
  const resent = await resendOutboxMessage(db, idParam(params.id));
  if (!resent) throw data('Not found', { status: 404 });
  await session.addNotice(resent.queued ? { type: 'success', message: 'The e-mail is queued to be sent again.' } : { type: 'info', message: 'The e-mail is still waiting to be sent.' });
  return redirect(`/admin/emails/${resent.id}/`, 303);
}

export default function AdminEmail({ loaderData }: Route.ComponentProps) {
  const nonce = useAdminNonce();
  const { message } = loaderData;
  return (
    <>
      <title>{`${message.subject} · E-mails · Shop admin`}</title>
      <p>
        <Link to="/admin/emails/">← All e-mails</Link>
      </p>
      <h1>{message.subject}</h1>
      <dl className="email-facts">
        <dt>To</dt>
        <dd>{message.to_address}</dd>
        <dt>Status</dt>
        <dd>
          <StatusBadge status={message.status} label={OUTBOX_STATUS_LABELS[message.status]} />
          {message.attempts > 0 ? ` after ${message.attempts} attempt${message.attempts === 1 ? '' : 's'}` : null}
        </dd>
        {message.last_error ? (
          <>
            <dt>Last error</dt>
            <dd>{message.last_error}</dd>
          </>
        ) : null}
        <dt>Written</dt>
        <dd>
          <time dateTime={message.created_at}>{message.created}</time>
        </dd>
        {message.sent && message.sent_at ? (
          <>
            <dt>Sent</dt>
            <dd>
              <time dateTime={message.sent_at}>{message.sent}</time>
            </dd>
          </>
        ) : null}
      </dl>
      <p>
        {/* The HTML part opens on its own address, under a policy that runs no script and loads nothing. */}
        <a href={`/admin/emails/${message.id}/message.html`} target="_blank" rel="noopener">
          Open the HTML version
        </a>
      </p>
      <h2>Text</h2>
      <pre className="email-text">{message.text}</pre>
      {message.status === 'pending' ? null : (
        <form method="post">
          <NonceField nonce={nonce} />
          <button type="submit" className="button">
            Send again
          </button>
        </form>
      )}
    </>
  );
}
