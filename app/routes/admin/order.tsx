import { data, Form, Link, redirect } from 'react-router';
import type { Route } from './+types/order.ts';
import { services } from '../../context.ts';
import { getOrderAttribution } from '../../../core/attribution/order-attribution.ts';
import { changeOrderStatus } from '../../../core/orders/change-status.ts';
import { getOrderDetail } from '../../../core/orders/order-details.ts';
import { ORDER_STATUS_LABELS, ORDER_TRANSITIONS } from '../../../core/orders/status.ts';
import { orderView } from '../../components/account/order-view.ts';
import { OrderDetails } from '../../components/account/OrderDetails.tsx';
import { AttributionPanel } from '../../components/admin/AttributionPanel.tsx';
import { attributionFacts } from '../../components/admin/attribution-facts.ts';
import { FormErrorSummary, NonceField, SelectField } from '../../components/admin/Field.tsx';
import { StatusBadge } from '../../components/admin/StatusBadge.tsx';
import { idParam, readAdminForm } from './guard.ts';
import { useAdminNonce } from './use-nonce.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config } = services(context);
  const id = idParam(params.id);
  const [detail, attribution] = await Promise.all([getOrderDetail(db, id), getOrderAttribution(db, id)]);
  if (!detail) throw data('Not found', { status: 404 });
  return {
    order: orderView(detail, config.store.locale),
    attribution: attribution ? attributionFacts(attribution) : null,
    customerId: detail.order.customer_id,
    transitions: ORDER_TRANSITIONS[detail.order.status].map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] })),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, session } = services(context);
  const form = await readAdminForm(request, context);
  const id = idParam(params.id);
  const result = await changeOrderStatus(db, id, form.get('status'));
  if (!result.ok) {
    if (result.error.code === 'not_found') throw data('Not found', { status: 404 });
    return data({ errors: { status: result.error.message } }, { status: result.error.code === 'conflict' ? 409 : 400 });
  }
  const { from, to, restocked } = result.value;
  const restockNote = restocked > 0 ? ` ${restocked} ${restocked === 1 ? 'unit was' : 'units were'} put back into stock.` : '';
  await session.addNotice({ type: 'success', message: `Order #${id} changed from ${ORDER_STATUS_LABELS[from]} to ${ORDER_STATUS_LABELS[to]}.${restockNote}` });
  return redirect(`/admin/orders/${id}/`, 303);
}

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  const nonce = useAdminNonce();
  const { order, transitions, customerId, attribution } = loaderData;
  return (
    <>
      <title>{`Order #${order.id} · Shop admin`}</title>
      <div className="admin-heading">
        <h1>Order #{order.id} details</h1>
        <StatusBadge status={order.status} label={order.statusLabel} />
      </div>
      <p>
        <Link to="/admin/orders/">← All orders</Link>
      </p>
      <dl className="order-facts">
        <div>
          <dt>Placed</dt>
          <dd>{order.date}</dd>
        </div>
        <div>
          <dt>Payment method</dt>
          <dd>{order.paymentMethod}</dd>
        </div>
        <div>
          <dt>Customer</dt>
          <dd>
            <a href={`mailto:${order.email}`}>{order.email}</a> {customerId ? '(registered)' : '(guest)'}
          </dd>
        </div>
        <div>
          <dt>Customer note</dt>
          <dd>{order.customerNote || '—'}</dd>
        </div>
      </dl>
      <section className="admin-panel" aria-labelledby="status-heading">
        <h2 id="status-heading">Status</h2>
        {transitions.length === 0 ? (
          <p>This order is {order.statusLabel.toLowerCase()}; its status can no longer change.</p>
        ) : (
          <Form method="post" className="admin-form status-form" noValidate>
            <NonceField nonce={nonce} />
            <FormErrorSummary errors={actionData?.errors} />
            <SelectField
              id="order-status"
              name="status"
              label={`Change status from ${order.statusLabel} to`}
              options={transitions}
              error={actionData?.errors.status}
              hint="Cancelling or refunding a processing or on-hold order puts its items back into stock."
            />
            <button type="submit" className="button">
              Update status
            </button>
          </Form>
        )}
      </section>
      <OrderDetails order={order} />
      <AttributionPanel facts={attribution} />
    </>
  );
}
