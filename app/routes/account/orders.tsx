import type { Route } from './+types/orders.ts';
import { services } from '../../context.ts';
import { listOrders } from '../../../core/orders/order-list.ts';
import { ORDER_STATUS_LABELS } from '../../../core/orders/status.ts';
import { formatMoney } from '../../../core/shared/money.ts';
import { DEFAULT_MESSAGE_LOCALE } from '../../../core/i18n/messages/index.ts';
import { translator } from '../../../core/i18n/translator.ts';
import { formatDate } from '../../components/account/order-view.ts';
import { Pagination, pageFrom } from '../../components/admin/Pagination.tsx';
import { requireUser } from './session-user.ts';

const PER_PAGE = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db, config } = services(context);
  const url = new URL(request.url);
  const page = pageFrom(url);
  const { rows, total } = await listOrders(db, { customerId: user.id, page, perPage: PER_PAGE });
  const locale = config.store.locale;
  const t = translator(DEFAULT_MESSAGE_LOCALE);
  return {
    page,
    pages: Math.max(1, Math.ceil(total / PER_PAGE)),
    orders: rows.map((row) => ({
      id: row.id,
      date: formatDate(row.createdAt, locale),
      dateTime: row.createdAt,
      status: ORDER_STATUS_LABELS[row.status],
      total: t('account.orders.total', { total: formatMoney(row.total, row.currency, locale), count: row.itemCount }),
    })),
  };
}

export default function AccountOrders({ loaderData }: Route.ComponentProps) {
  const { orders, page, pages } = loaderData;
  return (
    <>
      <title>Orders</title>
      <h2>Orders</h2>
      {orders.length === 0 ? (
        <div className="woocommerce-info">
          No order has been made yet.{' '}
          <a className="button" href="/shop/">
            Browse products
          </a>
        </div>
      ) : (
        <table className="woocommerce-orders-table shop_table account-orders-table">
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Date</th>
              <th scope="col">Status</th>
              <th scope="col">Total</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id} className="woocommerce-orders-table__row">
                <th scope="row" data-title="Order">
                  <a href={`/my-account/view-order/${order.id}/`}>#{order.id}</a>
                </th>
                <td data-title="Date">
                  <time dateTime={order.dateTime}>{order.date}</time>
                </td>
                <td data-title="Status">{order.status}</td>
                <td data-title="Total">{order.total}</td>
                <td>
                  <a className="button view" href={`/my-account/view-order/${order.id}/`} aria-label={`View order ${order.id}`}>
                    View
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination page={page} pages={pages} basePath="/my-account/orders/" label="Orders pages" />
    </>
  );
}
