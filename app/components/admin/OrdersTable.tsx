import { Link } from 'react-router';
import { UNKNOWN_ORIGIN } from '../../../core/attribution/origin.ts';
import type { OrderListRow } from '../../../core/orders/order-list.ts';
import { ORDER_STATUS_LABELS } from '../../../core/orders/status.ts';
import { formatMoney } from '../../../core/shared/money.ts';
import { formatDate } from '../account/order-view.ts';
import { StatusBadge } from './StatusBadge.tsx';

/** An order as the admin's order tables show it: already formatted, so loaders send plain strings. */
export interface AdminOrderRow {
  id: number;
  name: string;
  email: string;
  date: string;
  dateTime: string;
  status: OrderListRow['status'];
  statusLabel: string;
  total: string;
  items: number;
  /** Where the order came from ("Source: Google", "Direct", "Unknown"…); the order list shows it. */
  origin: string;
}

export function toAdminOrderRow(row: OrderListRow, locale: string, origin = UNKNOWN_ORIGIN): AdminOrderRow {
  return {
    id: row.id,
    name: row.billingName || row.billingEmail,
    email: row.billingEmail,
    date: formatDate(row.createdAt, locale, true),
    dateTime: row.createdAt,
    status: row.status,
    statusLabel: ORDER_STATUS_LABELS[row.status],
    total: formatMoney(row.total, row.currency, locale),
    items: row.itemCount,
    origin,
  };
}

/** The orders table of the dashboard (compact) and of the order list (with e-mail, item count and origin); rows stack on phones (`data-label`). */
export function OrdersTable({ orders, detailed = false }: { orders: AdminOrderRow[]; detailed?: boolean }) {
  return (
    <table className={detailed ? 'shop_table admin-table admin-table--stack orders-table' : 'shop_table admin-table admin-table--stack'}>
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Date</th>
          <th scope="col">Status</th>
          {detailed ? <th scope="col">Origin</th> : null}
          <th scope="col" className="numeric">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <th scope="row">
              <Link to={`/admin/orders/${order.id}/`}>
                #{order.id} {order.name}
              </Link>
              {detailed ? <span className="muted order-email">{order.email}</span> : null}
            </th>
            <td data-label="Date">
              <time dateTime={order.dateTime}>{order.date}</time>
            </td>
            <td data-label="Status">
              <StatusBadge status={order.status} label={order.statusLabel} />
            </td>
            {detailed ? <td data-label="Origin" className="order-origin">{order.origin}</td> : null}
            <td data-label="Total" className="numeric">
              {order.total}
              {detailed ? (
                <span className="muted order-items">
                  {order.items} {order.items === 1 ? 'item' : 'items'}
                </span>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
