import { Link } from 'react-router';
import type { Route } from './+types/emails.ts';
import { services } from '../../context.ts';
import { isOutboxStatus, listOutbox, OUTBOX_STATUS_LABELS, OUTBOX_STATUSES } from '../../../core/mail/outbox-admin.ts';
import { formatDate } from '../../../core/i18n/format.ts';
import { Pagination } from '../../components/admin/Pagination.tsx';
import { StatusBadge } from '../../components/admin/StatusBadge.tsx';
import { EmailsNav } from '../../components/admin/EmailsNav.tsx';

const PER_PAGE = 25;
const DATE_AND_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = services(context);
  const params = new URL(request.url).searchParams;
  const wanted = params.get('status');
  const status = isOutboxStatus(wanted) ? wanted : null;
  const page = Math.max(1, Math.min(100_000, Number(params.get('page')) || 1));
  const { rows, total, counts } = await listOutbox(db, { status, page, perPage: PER_PAGE });
  return {
    status,
    page,
    pages: Math.max(1, Math.ceil(total / PER_PAGE)),
    counts,
    messages: rows.map((row) => ({ ...row, created: formatDate(row.created_at, config.store.locale, DATE_AND_TIME), sent: row.sent_at ? formatDate(row.sent_at, config.store.locale, DATE_AND_TIME) : null })),
  };
}

/** The outbox: every e-mail the shop wrote, sent, waiting or failed with the reason, newest first. */
export default function AdminEmails({ loaderData }: Route.ComponentProps) {
  const { status, page, pages, counts, messages } = loaderData;
  const all = counts.pending + counts.sent + counts.failed;
  return (
    <>
      <title>E-mails · Shop admin</title>
      <h1>E-mails</h1>
      <EmailsNav />
      <p>Every e-mail the shop writes waits here until the mail server takes it. Open one to read it or send it again.</p>
      <nav aria-label="E-mails by status">
        <ul className="subsubsub">
          <li>
            <Link to="/admin/emails/" aria-current={status === null ? 'page' : undefined}>
              All <span className="count">({all})</span>
            </Link>
          </li>
          {OUTBOX_STATUSES.map((each) => (
            <li key={each}>
              <Link to={`/admin/emails/?status=${each}`} aria-current={status === each ? 'page' : undefined}>
                {OUTBOX_STATUS_LABELS[each]} <span className="count">({counts[each]})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {messages.length === 0 ? (
        <p>{status ? `No e-mail is ${OUTBOX_STATUS_LABELS[status].toLowerCase()}.` : 'The shop has written no e-mail yet.'}</p>
      ) : (
        <table className="admin-table">
          <caption className="visually-hidden">E-mails, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Subject</th>
              <th scope="col">To</th>
              <th scope="col">Written</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {messages.map((message) => (
              <tr key={message.id}>
                <th scope="row">
                  <Link to={`/admin/emails/${message.id}/`}>{message.subject}</Link>
                </th>
                <td>{message.to_address}</td>
                <td>
                  <time dateTime={message.created_at}>{message.created}</time>
                </td>
                <td>
                  <StatusBadge status={message.status} label={OUTBOX_STATUS_LABELS[message.status]} />
                  {message.status === 'failed' && message.last_error ? <p className="description">{message.last_error}</p> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination page={page} pages={pages} basePath="/admin/emails/" query={status ? { status } : {}} label="E-mail pages" />
    </>
  );
}
