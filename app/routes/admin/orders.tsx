import { Link } from 'react-router';
import type { Route } from './+types/orders.ts';
import { services } from '../../context.ts';
import { originsForOrders } from '../../../core/attribution/order-attribution.ts';
import { countOrdersByStatus, listOrders } from '../../../core/orders/order-list.ts';
import { isOrderStatus, ORDER_STATUS_LABELS } from '../../../core/orders/status.ts';
import { AdminListHeader } from '../../components/admin/AdminListHeader.tsx';
import { searchFrom } from '../../components/admin/AdminSearchForm.tsx';
import { Pagination, pageFrom } from '../../components/admin/Pagination.tsx';
import { OrdersTable, toAdminOrderRow } from '../../components/admin/OrdersTable.tsx';

const PER_PAGE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = services(context);
  const url = new URL(request.url);
  const statusParam = url.searchParams.get('status');
  const status = isOrderStatus(statusParam) ? statusParam : '';
  const search = searchFrom(url);
  const page = pageFrom(url);
  const [{ rows, total }, counts] = await Promise.all([listOrders(db, { status, search, page, perPage: PER_PAGE }), countOrdersByStatus(db)]);
  // One query for the page's origins, not one per order.
  const origins = await originsForOrders(db, rows.map((row) => row.id));
  const locale = config.store.locale;
  return {
    status,
    search,
    page,
    total,
    pages: Math.max(1, Math.ceil(total / PER_PAGE)),
    filters: [
      { value: '', label: 'All', count: Object.values(counts).reduce((sum, n) => sum + n, 0) },
      ...Object.entries(ORDER_STATUS_LABELS).map(([value, label]) => ({ value, label, count: counts[value as keyof typeof counts] })),
    ],
    orders: rows.map((row) => toAdminOrderRow(row, locale, origins.get(row.id))),
  };
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { orders, filters, status, search, page, pages, total } = loaderData;
  const filterHref = (value: string) => {
    const params = new URLSearchParams();
    if (value) params.set('status', value);
    if (search) params.set('s', search);
    const query = params.toString();
    return query ? `/admin/orders/?${query}` : '/admin/orders/';
  };
  return (
    <>
      <title>Orders · Shop admin</title>
      <AdminListHeader
        title="Orders"
        search={{ id: 'order-search', label: 'Search orders', placeholder: 'Number, e-mail or name', value: search, keep: { status } }}
        count={
          <>
            {total} {total === 1 ? 'order' : 'orders'}
            {status ? ` with status ${filters.find((filter) => filter.value === status)?.label ?? status}` : ''}
            {search ? ` matching “${search}”` : ''}.
          </>
        }
      >
        <nav aria-label="Filter orders by status">
          <ul className="subsubsub">
            {filters
              .filter((filter) => filter.value === '' || filter.count > 0 || filter.value === status)
              .map((filter) => (
                <li key={filter.value || 'all'}>
                  <Link to={filterHref(filter.value)} aria-current={filter.value === status ? 'page' : undefined}>
                    {filter.label} <span className="count">({filter.count})</span>
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
      </AdminListHeader>
      {orders.length === 0 ? (
        <p className="woocommerce-info">No orders found.</p>
      ) : (
        <div className="table-scroll">
          <OrdersTable orders={orders} detailed />
        </div>
      )}
      <Pagination page={page} pages={pages} basePath="/admin/orders/" query={{ status, s: search }} label="Order pages" />
    </>
  );
}
