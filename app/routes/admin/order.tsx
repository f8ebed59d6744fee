import { data, Form, Link, redirect } from 'react-router';
import { orderTaxDisplayOf } from '../../../core/tax/order-tax-display.ts';
import type { Route } from './+types/order.ts';
import { services } from '../../context.ts';
import { getOrderAttribution } from '../../../core/attribution/order-attribution.ts';
import { changeOrderStatus, restoreOrder } from '../../../core/orders/change-status.ts';
import { getOrderDetail } from '../../../core/orders/order-details.ts';
import { isTrashed, ORDER_STATUS_LABELS, ORDER_TRANSITIONS, restoredStatus } from '../../../core/orders/status.ts';
import { deleteOrder, trashOrder } from '../../../core/orders/remove-order.ts';
import { createRefund, type RefundContext } from '../../../core/refunds/create-refund.ts';
import { readRefundForm } from '../../../core/refunds/refund-form.ts';
import { readRefundableOrder } from '../../../core/refunds/refund-state.ts';
import { listRefunds } from '../../../core/refunds/refund-store.ts';
import { refundFormView, refundListItems } from '../../../core/refunds/refund-view.ts';
import { formatMoney } from '../../../core/shared/money.ts';
import { addOrderNote, listOrderNotes } from '../../../core/orders/order-notes.ts';
import { isOrderAction, ORDER_ACTIONS, runOrderAction } from '../../../core/orders/order-actions.ts';
import { ORDER_NOTE_MAX_LENGTH } from '../../../core/orders/order-note-limits.ts';
import { userDisplayName } from '../../../core/accounts/user-profile.ts';
import { formatDate, orderView } from '../../components/account/order-view.ts';
import { OrderDetails } from '../../components/account/OrderDetails.tsx';
import { AttributionPanel } from '../../components/admin/AttributionPanel.tsx';
import { attributionFacts } from '../../components/admin/attribution-facts.ts';
import { FormErrorSummary, NonceField, SelectField } from '../../components/admin/Field.tsx';
import { RefundPanel } from '../../components/admin/RefundPanel.tsx';
import { OrderNotesPanel } from '../../components/admin/OrderNotesPanel.tsx';
import { StatusBadge } from '../../components/admin/StatusBadge.tsx';
import { OrderTrashForms } from '../../components/admin/OrderTrashForms.tsx';
import { adminUser, idParam, readAdminForm } from './guard.ts';
import { useAdminNonce } from './use-nonce.ts';
import { orderMailSettings } from './mail-context.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config, taxes } = services(context);
  const id = idParam(params.id);
  const [detail, attribution, refundable, refunds, notes] = await Promise.all([getOrderDetail(db, id), getOrderAttribution(db, id), readRefundableOrder(db, id), listRefunds(db, id), listOrderNotes(db, id)]);
  if (!detail || !refundable) throw data('Not found', { status: 404 });
  return {
    order: orderView(detail, config.store.locale, undefined, orderTaxDisplayOf(taxes.settings)),
    refund: refundFormView(refundable, config.store.locale),
    refunds: refundListItems(refunds, detail.order.currency, config.store.locale),
    attribution: attribution ? attributionFacts(attribution) : null,
    customerId: detail.order.customer_id,
    notes: notes.map((note) => ({ id: note.id, date: formatDate(note.created_at, config.store.locale, true), dateTime: note.created_at, content: note.content, toCustomer: note.customer_note === 1, author: note.author })),
    transitions: ORDER_TRANSITIONS[detail.order.status].map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] })),
    restoreTo: isTrashed(detail.order) ? ORDER_STATUS_LABELS[restoredStatus(detail.order)] : null,
    orderActions: Object.entries(ORDER_ACTIONS).map(([value, label]) => ({ value, label })),
  };
}

/** What a refused form sends back: the status form's message, or the refund form's messages and what was typed. */
type Failure = {
  errors: Record<string, string>;
  refund?: { errors: Record<string, string>; values: Record<string, string> };
  note?: { errors: Record<string, string>; values: { order_note: string; order_note_type: string } };
  orderAction?: { errors: Record<string, string> };
};

/** The order notes form: a note, private or to the customer, signed with the owner's name. */
async function addNote(id: number, form: FormData, context: Route.ActionArgs['context']) {
  const { db, session } = services(context);
  const values = { order_note: String(form.get('order_note') ?? '').slice(0, 2 * ORDER_NOTE_MAX_LENGTH), order_note_type: form.get('order_note_type') === 'customer' ? 'customer' : '' };
  const result = await addOrderNote(db, id, { content: values.order_note, toCustomer: values.order_note_type === 'customer', author: userDisplayName(adminUser(context)) }, orderMailSettings(context));
  if (!result.ok) {
    if (result.error.code === 'not_found') throw data('Not found', { status: 404 });
    return data<Failure>({ errors: {}, note: { errors: { order_note: result.error.message }, values } }, { status: 400 });
  }
  await session.addNotice({ type: 'success', message: values.order_note_type === 'customer' ? `Note to the customer added to order #${id}.` : `Private note added to order #${id}.` });
  return redirect(`/admin/orders/${id}/`, 303);
}

/** WooCommerce's order actions: the order details to the customer, or the new-order notice to the shop again. */
async function orderAction(id: number, form: FormData, context: Route.ActionArgs['context']) {
  const { db, session } = services(context);
  const chosen = form.get('wc_order_action');
  if (!isOrderAction(chosen)) return data<Failure>({ errors: {}, orderAction: { errors: { wc_order_action: 'Choose an action.' } } }, { status: 400 });
  const result = await runOrderAction(db, id, chosen, orderMailSettings(context), userDisplayName(adminUser(context)));
  if (!result.ok) {
    if (result.error.code === 'not_found') throw data('Not found', { status: 404 });
    return data<Failure>({ errors: {}, orderAction: { errors: { wc_order_action: result.error.message } } }, { status: 400 });
  }
  await session.addNotice({ type: 'success', message: result.value });
  return redirect(`/admin/orders/${id}/`, 303);
}

function refundContext(context: Route.ActionArgs['context']): RefundContext {
  const { config, siteOrigin } = services(context);
  return { refundedBy: adminUser(context).id, mail: { storeName: config.store.name, storeLocale: config.store.locale, siteUrl: siteOrigin, defaultLanguage: config.store.locales.default } };
}

/** The refund form: the amounts worked out from the units where none is typed; nothing written when it is refused. */
async function refundOrder(id: number, form: FormData, context: Route.ActionArgs['context']) {
  const { db, session, config } = services(context);
  const order = await readRefundableOrder(db, id);
  if (!order) throw data('Not found', { status: 404 });
  const read = readRefundForm(form, order.lines.map((line) => line.id), order.currency);
  const refused = (errors: Record<string, string>, status: number) => data<Failure>({ errors: {}, refund: { errors, values: read.values } }, { status });
  if (!read.ok) return refused(read.errors, 400);
  const money = (minor: number) => formatMoney(minor, order.currency, config.store.locale);
  const result = await createRefund(db, id, read.request, { prorate: true, money }, refundContext(context));
  if (!result.ok) {
    if (result.error.code === 'not_found') throw data('Not found', { status: 404 });
    return refused(result.error.errors, result.error.code === 'conflict' ? 409 : 400);
  }
  const { amount, restocked, fullyRefunded } = result.value;
  const restockNote = restocked > 0 ? ` ${restocked} ${restocked === 1 ? 'unit was' : 'units were'} put back into stock.` : '';
  const statusNote = fullyRefunded ? ' The order is refunded in full.' : '';
  await session.addNotice({ type: 'success', message: `Refund of ${money(amount)} made for order #${id}.${restockNote}${statusNote}` });
  return redirect(`/admin/orders/${id}/`, 303);
}

/**
 * The trash's three buttons (components/admin/OrderTrashForms.tsx): "Move to trash", and for an order in
 * the trash "Restore" (back to the status it had) and "Delete permanently" (only from there).
 */
async function trashAction(id: number, intent: 'trash' | 'restore' | 'delete', context: Route.ActionArgs['context']) {
  const { db, session } = services(context);
  const result = intent === 'trash' ? await trashOrder(db, id) : intent === 'restore' ? await restoreOrder(db, id) : await deleteOrder(db, id, { fromTrashOnly: true });
  if (!result.ok) {
    if (result.error.code === 'not_found') throw data('Not found', { status: 404 });
    return data<Failure>({ errors: { trash: result.error.message } }, { status: result.error.code === 'conflict' ? 409 : 400 });
  }
  // Only a restore changes a status, to the one the order had.
  const restoredAs = result.value ? ORDER_STATUS_LABELS[result.value.to] : '';
  const done = {
    trash: `Order #${id} moved to the trash. It can be restored from this page or from the orders’ Trash.`,
    restore: `Order #${id} restored from the trash as ${restoredAs}.`,
    delete: `Order #${id} deleted permanently.`,
  };
  await session.addNotice({ type: 'success', message: done[intent] });
  return redirect(intent === 'delete' ? '/admin/orders/?status=trash' : `/admin/orders/${id}/`, 303);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, session } = services(context);
  const form = await readAdminForm(request, context);
  const id = idParam(params.id);
  if (form.get('intent') === 'refund') return refundOrder(id, form, context);
  if (form.get('intent') === 'order_note') return addNote(id, form, context);
  if (form.get('intent') === 'order_action') return orderAction(id, form, context);
  const intent = form.get('intent');
  if (intent === 'trash' || intent === 'restore' || intent === 'delete') return trashAction(id, intent, context);
  const result = await changeOrderStatus(db, id, form.get('status'), { ...refundContext(context), orderMail: orderMailSettings(context) });
  if (!result.ok) {
    if (result.error.code === 'not_found') throw data('Not found', { status: 404 });
    return data<Failure>({ errors: { status: result.error.message } }, { status: result.error.code === 'conflict' ? 409 : 400 });
  }
  const { from, to, restocked } = result.value;
  const restockNote = restocked > 0 ? ` ${restocked} ${restocked === 1 ? 'unit was' : 'units were'} put back into stock.` : '';
  await session.addNotice({ type: 'success', message: `Order #${id} changed from ${ORDER_STATUS_LABELS[from]} to ${ORDER_STATUS_LABELS[to]}.${restockNote}` });
  return redirect(`/admin/orders/${id}/`, 303);
}

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  const nonce = useAdminNonce();
  const { order, transitions, restoreTo, customerId, attribution, refund, refunds, notes, orderActions } = loaderData;
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
        {restoreTo ? null : transitions.length === 0 ? (
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
              hint="Cancelling or refunding a processing or on-hold order puts its items back into stock; refunding records what is left to refund as a refund."
            />
            <button type="submit" className="button">
              Update status
            </button>
          </Form>
        )}
        <OrderTrashForms nonce={nonce} orderId={order.id} restoreTo={restoreTo} error={actionData?.errors.trash} />
      </section>
      <section className="admin-panel" aria-labelledby="order-actions-heading">
        <h2 id="order-actions-heading">Order actions</h2>
        <Form method="post" className="admin-form order-actions-form" noValidate>
          <NonceField nonce={nonce} />
          <input type="hidden" name="intent" value="order_action" />
          <SelectField
            id="order-action"
            name="wc_order_action"
            label="Action"
            options={orderActions}
            error={actionData?.orderAction?.errors.wc_order_action}
            hint="Order details go to the customer in the order's language, as set up under E-mails › Settings."
          />
          <button type="submit" className="button">
            Run action
          </button>
        </Form>
      </section>
      <OrderDetails order={order} />
      <RefundPanel nonce={nonce} view={refund} refunds={refunds} failed={actionData?.refund} />
      <OrderNotesPanel nonce={nonce} notes={notes} failed={actionData?.note} maxLength={ORDER_NOTE_MAX_LENGTH} />
      <AttributionPanel facts={attribution} />
    </>
  );
}
