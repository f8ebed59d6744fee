import { translateNodes, useTranslate } from '../../components/i18n/translate-context.ts';
import { orderTaxDisplayOf } from '../../../core/tax/order-tax-display.ts';
import { useLocalizedHref } from '../../components/i18n/locale-context.ts';
import { translator } from '../../../core/i18n/translator.ts';
import { intlLocale } from '../../../core/i18n/format.ts';
import { data, Form, redirect } from 'react-router';
import type { Route } from './+types/view-order.ts';
import { services } from '../../context.ts';
import { getOrderDetail } from '../../../core/orders/order-details.ts';
import { isTrashed } from '../../../core/orders/status.ts';
import { listOrderNotes } from '../../../core/orders/order-notes.ts';
import type { AccountUser } from '../../../core/accounts/user-view.ts';
import { formatDate, orderView } from '../../components/account/order-view.ts';
import { OrderDetails } from '../../components/account/OrderDetails.tsx';
import { OrderUpdates } from '../../components/account/OrderUpdates.tsx';
import { NonceField } from '../../components/admin/Field.tsx';
import { readFormData } from '../request-form.ts';
import { orderAgain } from './order-again.ts';
import { requireUser } from './session-user.ts';

/** The customer's own order; someone else's is "not found", not "forbidden": its existence is not ours to reveal. */
async function ownOrder(context: Route.LoaderArgs['context'], user: AccountUser, idParam: string) {
  const id = /^\d{1,9}$/.test(idParam) ? Number(idParam) : 0;
  const detail = await getOrderDetail(services(context).db, id);
  if (!detail || detail.order.customer_id !== user.id || isTrashed(detail.order)) throw data('Not found', { status: 404 });
  return detail;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db, config, locale, taxes, session } = services(context);
  const detail = await ownOrder(context, user, params.id);
  const dates = intlLocale(locale, config.store.locale);
  const notes = await listOrderNotes(db, detail.order.id, { customerOnly: true });
  return {
    order: orderView(detail, dates, translator(locale), orderTaxDisplayOf(taxes.settings)),
    notes: notes.map((note) => ({ id: note.id, date: formatDate(note.created_at, dates, true), dateTime: note.created_at, content: note.content })),
    nonce: await session.nonce(),
  };
}

/** "Order again": the order's lines back into the cart, then the cart, saying what could not be added. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const { db, config, session, cart, locale } = services(context);
  const t = translator(locale);
  const form = await readFormData(request, t);
  if (!(await session.verifyNonce(form.get('_wpnonce')))) throw data(t('account.error.formExpired'), { status: 403, statusText: 'Forbidden' });
  const detail = await ownOrder(context, user, params.id);
  const { added, missing } = await orderAgain(db, cart, detail.lines, { locale: detail.order.locale, defaultLocale: config.store.locales.default });
  if (added.length > 0) await session.addNotice({ type: 'success', message: t('notice.orderAgain.added') });
  if (missing.length > 0) await session.addNotice({ type: 'error', message: t('notice.orderAgain.missing', { count: missing.length, names: missing.join(', ') }) });
  return redirect('/cart/', 303);
}

export default function AccountViewOrder({ loaderData }: Route.ComponentProps) {
  const { order, notes, nonce } = loaderData;
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
      <OrderUpdates notes={notes} />
      <OrderDetails order={order} headingLevel={3} />
      <Form method="post" reloadDocument className="order-again">
        <NonceField nonce={nonce} />
        <button type="submit" className="button" name="order_again" value={order.id}>
          {t('account.order.again')}
        </button>
      </Form>
      <p>
        <a href={href('/my-account/orders/')}>{t('account.order.back')}</a>
      </p>
    </>
  );
}
