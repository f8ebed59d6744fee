import { Link } from 'react-router';
import { UNKNOWN_ORIGIN } from '../../../core/attribution/origin.ts';
import type { OrderListRow, OrderListSort } from '../../../core/orders/order-list.ts';
import { ORDER_STATUS_LABELS } from '../../../core/orders/status.ts';
import { formatMoney } from '../../../core/shared/money.ts';
import { formatDate } from '../account/order-view.ts';
import { ColumnHeads, type ListColumn } from './OwnerList.tsx';
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

/** The order tables' columns: the order list's (detailed) adds the origin and sorts by number, date and total. */
export function orderColumns(detailed: boolean): ListColumn<OrderListSort>[] {
  return [
    { label: 'Order', sort: 'id', first: 'desc' },
    { label: 'Date', sort: 'date', first: 'desc' },
    { label: 'Status' },
    { label: 'Origin', shown: detailed },
    { label: 'Total', sort: 'total', first: 'desc', numeric: true },
  ];
}

/** One order's row; the order list's (detailed) also shows the e-mail, origin and item count. */
export function OrderRow({ order, detailed = false }: { order: AdminOrderRow; detailed?: boolean }) {
  return (
    <tr>
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
  );
}

/** The dashboard's compact orders table; rows stack on phones (`data-label`). The order list is an `OwnerList` of `OrderRow`s. */
export function OrdersTable({ orders }: { orders: AdminOrderRow[] }) {
  return (
    <table className="shop_table admin-table admin-table--stack">
      <ColumnHeads columns={orderColumns(false)} />
      <tbody>
        {orders.map((order) => (
          <OrderRow key={order.id} order={order} />
        ))}
      </tbody>
    </table>
  );
}
