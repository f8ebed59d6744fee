import { useTranslate } from '../../components/i18n/translate-context.ts';
import { useLocalizedHref } from '../../components/i18n/locale-context.ts';
import type { Route } from './+types/orders.ts';
import { services } from '../../context.ts';
import { listOrders } from '../../../core/orders/order-list.ts';
import { formatMoney } from '../../../core/shared/money.ts';
import { pageCount } from '../../../core/shared/owner-list.ts';
import { intlLocale } from '../../../core/i18n/format.ts';
import { translator } from '../../../core/i18n/translator.ts';
import { formatDate } from '../../components/account/order-view.ts';
import { Pagination } from '../../components/admin/Pagination.tsx';
import { pageFrom } from '../list-params.ts';
import { requireUser } from './session-user.ts';

const PER_PAGE = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db, config, locale: language } = services(context);
  const url = new URL(request.url);
  const page = pageFrom(url);
  const { rows, total } = await listOrders(db, { customerId: user.id, page, perPage: PER_PAGE });
  const locale = intlLocale(language, config.store.locale);
  const t = translator(language);
  return {
    page,
    pages: pageCount(total, PER_PAGE),
    orders: rows.map((row) => ({
      id: row.id,
      date: formatDate(row.createdAt, locale),
      dateTime: row.createdAt,
      status: t(`order.status.${row.status}`),
      total: t('account.orders.total', { total: formatMoney(row.total, row.currency, locale), count: row.itemCount }),
    })),
  };
}

export default function AccountOrders({ loaderData }: Route.ComponentProps) {
  const { orders, page, pages } = loaderData;
  const t = useTranslate();
  const href = useLocalizedHref();
  return (
    <>
      <title>{t('account.orders.title')}</title>
      <h2>{t('account.orders.title')}</h2>
      {orders.length === 0 ? (
        <div className="woocommerce-info">
          {t('account.orders.none')}{' '}
          <a className="button" href={href('/shop/')}>
            {t('account.orders.browse')}
          </a>
        </div>
      ) : (
        <table className="woocommerce-orders-table shop_table account-orders-table">
          <thead>
            <tr>
              <th scope="col">{t('account.orders.order')}</th>
              <th scope="col">{t('account.orders.date')}</th>
              <th scope="col">{t('account.orders.status')}</th>
              <th scope="col">{t('account.orders.totalColumn')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('account.orders.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id} className="woocommerce-orders-table__row">
                <th scope="row" data-title={t('account.orders.order')}>
                  <a href={href(`/my-account/view-order/${order.id}/`)}>#{order.id}</a>
                </th>
                <td data-title={t('account.orders.date')}>
                  <time dateTime={order.dateTime}>{order.date}</time>
                </td>
                <td data-title={t('account.orders.status')}>{order.status}</td>
                <td data-title={t('account.orders.totalColumn')}>{order.total}</td>
                <td>
                  <a className="button view" href={href(`/my-account/view-order/${order.id}/`)} aria-label={t('account.orders.viewLabel', { id: String(order.id) })}>
                    {t('account.orders.view')}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination page={page} pages={pages} basePath={href('/my-account/orders/')} label={t('account.orders.pages')} />
    </>
  );
}
