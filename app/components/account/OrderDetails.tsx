import { useTranslate } from '../i18n/translate-context.ts';
import type { OrderView } from './order-view.ts';
import { LineAttributes } from '../cart/LineAttributes.tsx';

/** Lines, totals, note and addresses of one order (My account and admin). */
export function OrderDetails({ order, headingLevel = 2 }: { order: OrderView; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useTranslate();
  return (
    <>
      <section className="woocommerce-order-details" aria-labelledby="order-details-heading">
        <Heading id="order-details-heading" className="woocommerce-order-details__title">
          {t('order.details')}
        </Heading>
        <table className="woocommerce-table shop_table order_details">
          <thead>
            <tr>
              <th scope="col">{t('cart.table.product')}</th>
              <th scope="col" className="numeric">
                {t('totals.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.id}>
                <td>
                  {line.name} <strong className="product-quantity">× {line.quantity}</strong>
                  {line.sku ? <span className="order-line__sku">{t('order.sku', { sku: line.sku })}</span> : null}
                  <LineAttributes attributes={line.attributes} />
                </td>
                <td className="numeric">{line.total}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {order.totals.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}:</th>
                <td className="numeric">{row.value}</td>
              </tr>
            ))}
          </tfoot>
        </table>
        {order.customerNote ? (
          <p className="order-note">
            <strong>{t('order.received.note')}</strong> {order.customerNote}
          </p>
        ) : null}
      </section>
      <section className="woocommerce-customer-details" aria-label={t('order.addresses')}>
        <div className="addresses">
          <div className="address-card">
            <Heading>{t('order.billingAddress')}</Heading>
            <address>
              {(order.billing ?? [t('order.noBillingAddress')]).map((line, index) => (
                <span key={index}>{line}</span>
              ))}
              {order.phone ? <span>{order.phone}</span> : null}
              <span>{order.email}</span>
            </address>
          </div>
          <div className="address-card">
            <Heading>{t('order.shippingAddress')}</Heading>
            <address>
              {(order.shipping ?? order.billing ?? [t('order.noShippingAddress')]).map((line, index) => (
                <span key={index}>{line}</span>
              ))}
            </address>
          </div>
        </div>
      </section>
    </>
  );
}
