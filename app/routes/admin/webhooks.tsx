import { Link } from 'react-router';
import type { Route } from './+types/webhooks.ts';
import { services } from '../../context.ts';
import { waitingDeliveries } from '../../../core/webhooks/delivery-log.ts';
import { isWebhookTopic, topicLabel, WEBHOOK_STATUS_LABELS } from '../../../core/webhooks/topics.ts';
import { listWebhooks } from '../../../core/webhooks/webhook-store.ts';
import { StatusBadge } from '../../components/admin/StatusBadge.tsx';
import { STATUS_BADGE, webhookPage } from './webhook-options.ts';

/** A shop has a handful of webhooks: one page holds them all. */
const MAX_LISTED = 100;

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = services(context);
  const { rows, total } = await listWebhooks(db, { page: 1, perPage: MAX_LISTED, orderBy: 'date', order: 'desc' });
  const waiting = await waitingDeliveries(
    db,
    rows.map((row) => row.id),
  );
  return {
    total,
    webhooks: rows.map((row) => ({
      id: row.id,
      name: row.name,
      status: row.status,
      statusLabel: WEBHOOK_STATUS_LABELS[row.status],
      badge: STATUS_BADGE[row.status],
      topic: isWebhookTopic(row.topic) ? topicLabel(row.topic) : row.topic,
      deliveryUrl: row.delivery_url,
      waiting: waiting.get(row.id) ?? 0,
    })),
  };
}

export default function AdminWebhooks({ loaderData }: Route.ComponentProps) {
  const { webhooks, total } = loaderData;
  return (
    <>
      <title>Webhooks · Shop admin</title>
      <h1>Webhooks</h1>
      <p>
        A webhook posts a resource’s <code>wc/v3</code> JSON to an address of your choice when it is created, updated or deleted, signed with
        WooCommerce’s <code>X-WC-Webhook-Signature</code>. Deliveries go out in the background and are tried again after a failure; five
        failures in a row disable the webhook and you get an e-mail. Scripts manage webhooks at <code>/wp-json/wc/v3/webhooks</code>.
      </p>
      <p>
        <Link to="/admin/settings/webhooks/new/" className="button">
          Add webhook
        </Link>
      </p>
      {webhooks.length === 0 ? (
        <p className="woocommerce-info">There are no webhooks yet. Add one to tell another system of new orders, products, customers or coupons.</p>
      ) : (
        <div className="table-scroll">
          <table className="shop_table admin-table admin-table--stack" id="webhooks">
            <caption>{total > webhooks.length ? `Webhooks: the newest ${webhooks.length} of ${total}` : 'Webhooks'}</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Status</th>
                <th scope="col">Topic</th>
                <th scope="col">Delivery URL</th>
                <th scope="col">Waiting</th>
              </tr>
            </thead>
            <tbody>
              {webhooks.map((webhook) => (
                <tr key={webhook.id}>
                  <th scope="row">
                    <Link to={webhookPage(webhook.id)}>{webhook.name}</Link>
                  </th>
                  <td data-label="Status">
                    <StatusBadge status={webhook.badge} label={webhook.statusLabel} />
                  </td>
                  <td data-label="Topic">{webhook.topic}</td>
                  <td data-label="Delivery URL">
                    <code>{webhook.deliveryUrl}</code>
                  </td>
                  <td data-label="Waiting">{webhook.waiting}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
