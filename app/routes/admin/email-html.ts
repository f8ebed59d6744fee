import { data } from 'react-router';
import type { Route } from './+types/email-html.ts';
import { services } from '../../context.ts';
import { getOutboxMessage } from '../../../core/mail/outbox-admin.ts';
import { idParam } from './guard.ts';

/**
 * An e-mail's HTML part as the customer's mail program gets it. The shop wrote it with every value
 * escaped; still, it is answered under a policy that runs no script, submits no form and loads nothing
 * but its inline styles and pictures, and that no other page may frame.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const message = await getOutboxMessage(services(context).db, idParam(params.id));
  if (!message) throw data('Not found', { status: 404 });
  return new Response(message.html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; frame-ancestors 'none'; form-action 'none'; base-uri 'none'; sandbox",
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
