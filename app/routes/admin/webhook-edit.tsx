import { data, Form, Link, redirect } from 'react-router';
import type { Route } from './+types/webhook-edit.ts';
import { services } from '../../context.ts';
import { recentDeliveries, waitingDeliveries } from '../../../core/webhooks/delivery-log.ts';
import { PING_TOPIC } from '../../../core/webhooks/enqueue.ts';
import { deleteWebhook, getWebhook, saveWebhook } from '../../../core/webhooks/webhook-store.ts';
import { textFields } from '../../../core/shared/validation.ts';
import { formatDate } from '../../components/account/order-view.ts';
import { NonceField } from '../../components/admin/Field.tsx';
import { WebhookDeliveries, type DeliveryView } from '../../components/admin/WebhookDeliveries.tsx';
import { WebhookForm, type WebhookFormValues } from '../../components/admin/WebhookForm.tsx';
import { adminUser, idParam, readAdminForm } from './guard.ts';
import { useAdminNonce } from './use-nonce.ts';
import { fieldMessages, STATUS_OPTIONS, TOPIC_OPTIONS, webhookPage, WEBHOOKS_PAGE } from './webhook-options.ts';

const FIELDS = ['name', 'status', 'topic', 'delivery_url', 'secret'] as const;
const NEW_VALUES: WebhookFormValues = { name: '', status: 'active', topic: 'order.created', delivery_url: '', secret: '' };

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config } = services(context);
  const isNew = params.id === undefined;
  const webhook = isNew ? null : await getWebhook(db, idParam(params.id));
  if (!isNew && !webhook) throw data('Not found', { status: 404 });
  const [rows, waiting] = webhook ? await Promise.all([recentDeliveries(db, webhook.id), waitingDeliveries(db, [webhook.id])]) : [[], new Map<number, number>()];
  const deliveries: DeliveryView[] = rows.map((row) => ({
    id: row.id,
    at: { iso: row.created_at, text: formatDate(row.created_at, config.store.locale, true) },
    topic: row.topic === PING_TOPIC ? 'Ping' : row.topic,
    attempt: row.attempt,
    success: row.success === 1,
    answer: row.status_code === null ? 'No answer' : `HTTP ${row.status_code}`,
    response: row.response,
    duration: `${(row.duration_ms / 1000).toFixed(2)} s`,
    deliveryId: row.delivery_id,
  }));
  return {
    isNew,
    id: webhook?.id ?? null,
    name: webhook?.name ?? null,
    // Changes on every save, so the form starts afresh from what was saved.
    revision: webhook?.updated_at ?? 'new',
    values: webhook ? { name: webhook.name, status: webhook.status, topic: webhook.topic, delivery_url: webhook.delivery_url, secret: webhook.secret } : NEW_VALUES,
    failures: webhook?.failure_count ?? 0,
    pingPending: webhook ? webhook.pending_delivery === 1 : false,
    deliveries,
    waiting: webhook ? (waiting.get(webhook.id) ?? 0) : 0,
  };
}

type Failure = { errors: Record<string, string>; values: WebhookFormValues };

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, session, config } = services(context);
  const form = await readAdminForm(request, context);
  const id = params.id === undefined ? null : idParam(params.id);
  const existing = id === null ? null : await getWebhook(db, id);
  if (id !== null && !existing) throw data('Not found', { status: 404 });

  if (existing && form.get('intent') === 'delete') {
    await deleteWebhook(db, existing.id);
    await session.addNotice({ type: 'success', message: `Webhook “${existing.name}” was deleted.` });
    return redirect(WEBHOOKS_PAGE, 303);
  }

  const values = textFields(form, FIELDS);
  const saved = await saveWebhook(
    db,
    existing,
    { name: values.name, status: values.status, topic: values.topic, deliveryUrl: values.delivery_url, secret: values.secret },
    // As WooCommerce's admin: saved active while no ping has been answered, the URL is pinged.
    { policy: { allowPrivate: config.webhooks.allowPrivateTargets }, userId: adminUser(context).id, ping: true },
  );
  if (!saved.ok) {
    if (saved.errors.id) throw data('Not found', { status: 404 });
    return data<Failure>({ errors: fieldMessages(saved.errors), values }, { status: 400 });
  }
  const done = existing ? 'Webhook updated successfully.' : 'Webhook created successfully.';
  await session.addNotice({ type: 'success', message: saved.pinged ? `${done} The delivery URL is being pinged: its answer shows under Recent deliveries.` : done });
  return redirect(webhookPage(saved.value.id), 303);
}

export default function AdminWebhookEdit({ loaderData, actionData }: Route.ComponentProps) {
  const nonce = useAdminNonce();
  const { isNew, id, name, revision, failures, pingPending } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const title = isNew ? 'Add webhook' : `Edit webhook “${name ?? ''}”`;
  return (
    <>
      <title>{`${title} · Shop admin`}</title>
      <h1>{title}</h1>
      <p>
        <Link to={WEBHOOKS_PAGE}>← All webhooks</Link>
      </p>
      {!isNew && failures > 0 ? (
        <p className="woocommerce-info">
          {failures === 1 ? 'The last delivery failed' : `The last ${failures} deliveries failed`}: the next is tried after a wait, and five failures in a row disable the webhook.
        </p>
      ) : null}
      {!isNew && pingPending && values.status === 'active' ? <p className="woocommerce-info">The delivery URL has not answered a ping yet: saving the webhook active pings it again.</p> : null}
      <WebhookForm key={`${id ?? 'new'}:${revision}`} nonce={nonce} values={values} errors={actionData?.errors} isNew={isNew} statuses={STATUS_OPTIONS} topics={TOPIC_OPTIONS} />
      {id !== null ? (
        <>
          <WebhookDeliveries deliveries={loaderData.deliveries} waiting={loaderData.waiting} />
          <Form method="post" className="admin-danger-zone">
            <NonceField nonce={nonce} />
            <h2>Delete webhook</h2>
            <p>Deleting stops the webhook for good, with the deliveries it still had to make. To stop it for now, set its status to Paused instead.</p>
            <button type="submit" name="intent" value="delete" className="button button--danger">
              Delete webhook
            </button>
          </Form>
        </>
      ) : null}
    </>
  );
}
