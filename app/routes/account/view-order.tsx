import { data } from 'react-router';
import type { Route } from './+types/view-order.ts';
import { services } from '../../context.ts';
import { getOrderDetail } from '../../../core/orders/order-details.ts';
import { orderView } from '../../components/account/order-view.ts';
import { OrderDetails } from '../../components/account/OrderDetails.tsx';
import { requireUser } from './session-user.ts';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db, config } = services(context);
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  const detail = await getOrderDetail(db, id);
  // Someone else's order is "not found", not "forbidden": its existence is not ours to reveal.
  if (!detail || detail.order.customer_id !== user.id) throw data('Not found', { status: 404 });
  return { order: orderView(detail, config.store.locale) };
}

export default function AccountViewOrder({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  return (
    <>
      <title>{`Order #${order.id}`}</title>
      <h2>Order #{order.id}</h2>
      <p className="order-summary-line">
        Order #<mark className="order-number">{order.id}</mark> was placed on <mark className="order-date">{order.date}</mark> and is currently{' '}
        <mark className="order-status">{order.statusLabel}</mark>.
      </p>
      <OrderDetails order={order} headingLevel={3} />
      <p>
        <a href="/my-account/orders/">← Back to orders</a>
      </p>
    </>
  );
}
