import { translateNodes, useTranslate } from '../../components/i18n/translate-context.ts';
import { orderTaxDisplayOf } from '../../../core/tax/order-tax-display.ts';
import { useLocalizedHref } from '../../components/i18n/locale-context.ts';
import { translator } from '../../../core/i18n/translator.ts';
import { intlLocale } from '../../../core/i18n/format.ts';
import { data } from 'react-router';
import type { Route } from './+types/view-order.ts';
import { services } from '../../context.ts';
import { getOrderDetail } from '../../../core/orders/order-details.ts';
import { orderView } from '../../components/account/order-view.ts';
import { OrderDetails } from '../../components/account/OrderDetails.tsx';
import { requireUser } from './session-user.ts';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db, config, locale, taxes } = services(context);
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  const detail = await getOrderDetail(db, id);
  // Someone else's order is "not found", not "forbidden": its existence is not ours to reveal.
  if (!detail || detail.order.customer_id !== user.id) throw data('Not found', { status: 404 });
  return { order: orderView(detail, intlLocale(locale, config.store.locale), translator(locale), orderTaxDisplayOf(taxes.settings)) };
}

export default function AccountViewOrder({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const t = useTranslate();
  const href = useLocalizedHref();
  return (
    <>
      <title>{t('account.order.title', { id: String(order.id) })}</title>
      <h2>{t('account.order.title', { id: String(order.id) })}</h2>
      <p className="order-summary-line">
        {translateNodes(t, 'account.order.summary', {
          number: <mark className="order-number">{order.id}</mark>,
          date: <mark className="order-date">{order.date}</mark>,
          status: <mark className="order-status">{order.statusLabel}</mark>,
        })}
      </p>
      <OrderDetails order={order} headingLevel={3} />
      <p>
        <a href={href('/my-account/orders/')}>{t('account.order.back')}</a>
      </p>
    </>
  );
}
