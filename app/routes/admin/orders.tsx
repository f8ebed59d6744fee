import { Link } from 'react-router';
import type { Route } from './+types/orders.ts';
import { services } from '../../context.ts';
import { originsForOrders } from '../../../core/attribution/order-attribution.ts';
import { countOrdersByStatus, listOrders, ORDER_LIST_DEFAULT_SORT, ORDER_LIST_SORTS } from '../../../core/orders/order-list.ts';
import { isOrderStatus, LISTED_ORDER_STATUSES, ORDER_STATUS_LABELS } from '../../../core/orders/status.ts';
import { orderColumns, OrderRow, toAdminOrderRow } from '../../components/admin/OrdersTable.tsx';
import { listHref, OwnerList } from '../../components/admin/OwnerList.tsx';
import { loadOwnerList } from './owner-list-loader.ts';

const LIST = { path: '/admin/orders/', perPage: 20, sort: { keys: ORDER_LIST_SORTS, initial: ORDER_LIST_DEFAULT_SORT } };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = services(context);
  const statusParam = new URL(request.url).searchParams.get('status');
  const status = isOrderStatus(statusParam) ? statusParam : '';
  const [{ list, rows }, counts] = await Promise.all([loadOwnerList(request, LIST, (query) => listOrders(db, { ...query, status }), { status }), countOrdersByStatus(db)]);
  // One query for the page's origins, not one per order.
  const origins = await originsForOrders(db, rows.map((row) => row.id));
  const locale = config.store.locale;
  return {
    status,
    list,
    filters: [
      { value: '', label: 'All', count: LISTED_ORDER_STATUSES.reduce((sum, listed) => sum + counts[listed], 0) },
      ...Object.entries(ORDER_STATUS_LABELS).map(([value, label]) => ({ value, label, count: counts[value as keyof typeof counts] })),
    ],
    orders: rows.map((row) => toAdminOrderRow(row, locale, origins.get(row.id))),
  };
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { orders, filters, status, list } = loaderData;
  const { total, search } = list;
  return (
    <>
      <title>Orders · Shop admin</title>
      <OwnerList
        view={list}
        title="Orders"
        search={{ id: 'order-search', label: 'Search orders', placeholder: 'Number, e-mail or name' }}
        noun={{ one: 'order', many: 'orders' }}
        count={
          <>
            {total} {total === 1 ? 'order' : 'orders'}
            {status ? ` with status ${filters.find((filter) => filter.value === status)?.label ?? status}` : ''}
            {search ? ` matching “${search}”` : ''}.
          </>
        }
        filters={
          <nav aria-label="Filter orders by status">
            <ul className="subsubsub">
              {filters
                .filter((filter) => filter.value === '' || filter.count > 0 || filter.value === status)
                .map((filter) => (
                  <li key={filter.value || 'all'}>
                    <Link to={listHref(list, { filters: { status: filter.value } })} aria-current={filter.value === status ? 'page' : undefined}>
                      {filter.label} <span className="count">({filter.count})</span>
                    </Link>
                  </li>
                ))}
            </ul>
          </nav>
        }
        tableClass="orders-table"
        columns={orderColumns(true)}
        items={orders}
        row={(order) => <OrderRow key={order.id} order={order} detailed />}
        pagerLabel="Order pages"
      />
    </>
  );
}
