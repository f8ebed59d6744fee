import { Link } from 'react-router';
import type { Route } from './+types/dashboard.ts';
import { services } from '../../context.ts';
import { listLowStockProducts, LOW_STOCK_THRESHOLD } from '../../../core/catalog/low-stock.ts';
import { listOrders, orderStats } from '../../../core/orders/order-list.ts';
import { formatMoney } from '../../../core/shared/money.ts';
import { OrdersTable, toAdminOrderRow } from '../../components/admin/OrdersTable.tsx';

export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = services(context);
  const { currency, locale } = config.store;
  const [stats, lowStock, latest] = await Promise.all([orderStats(db), listLowStockProducts(db), listOrders(db, { page: 1, perPage: 5 })]);
  return {
    threshold: LOW_STOCK_THRESHOLD,
    ordersToday: stats.ordersToday,
    revenueThisMonth: formatMoney(stats.revenueThisMonth, currency, locale),
    grossThisMonth: formatMoney(stats.grossThisMonth, currency, locale),
    refundsThisMonth: formatMoney(0 - stats.refundsThisMonth, currency, locale),
    lowStock: lowStock.map((product) => ({ id: product.id, name: product.name, sku: product.sku, stock: product.stock ?? 0 })),
    latest: latest.rows.map((order) => toAdminOrderRow(order, locale)),
  };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { ordersToday, revenueThisMonth, grossThisMonth, refundsThisMonth, lowStock, latest, threshold } = loaderData;
  return (
    <>
      <title>Dashboard · Shop admin</title>
      <h1>Dashboard</h1>
      <ul className="stat-cards">
        <li className="stat-card">
          <span className="stat-card__label">Orders today</span>
          <span className="stat-card__value">{ordersToday}</span>
        </li>
        <li className="stat-card">
          <span className="stat-card__label">Net sales this month</span>
          <span className="stat-card__value">{revenueThisMonth}</span>
          <span className="stat-card__note">{grossThisMonth} gross sales</span>
        </li>
        <li className="stat-card">
          <span className="stat-card__label">Refunds this month</span>
          <span className="stat-card__value">{refundsThisMonth}</span>
          <span className="stat-card__note">made this month, whenever the order was placed</span>
        </li>
        <li className="stat-card">
          <span className="stat-card__label">Low in stock (≤ {threshold})</span>
          <span className="stat-card__value">{lowStock.length}</span>
        </li>
      </ul>
      <div className="admin-columns">
        <section className="admin-panel" aria-labelledby="latest-orders">
          <h2 id="latest-orders">Latest orders</h2>
          {latest.length === 0 ? (
            <p>No orders yet.</p>
          ) : (
            <OrdersTable orders={latest} />
          )}
          <p>
            <Link to="/admin/orders/">All orders →</Link>
          </p>
        </section>
        <section className="admin-panel" aria-labelledby="low-stock">
          <h2 id="low-stock">Low in stock</h2>
          {lowStock.length === 0 ? (
            <p>Every product with managed stock has more than {threshold} units.</p>
          ) : (
            <ul className="low-stock-list">
              {lowStock.map((product) => (
                <li key={product.id}>
                  <Link to={`/admin/products/${product.id}/`}>{product.name}</Link>
                  {product.sku ? <span className="muted"> ({product.sku})</span> : null}
                  <span className={product.stock === 0 ? 'stock-count stock-count--out' : 'stock-count'}>{product.stock === 0 ? 'Out of stock' : `${product.stock} left`}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
