import type { OrderAddressView, OrderDetail } from '../../../core/orders/order-details.ts';
import { formatMoney } from '../../../core/shared/money.ts';
import { countryNameIn, formatAddressLines } from '../../../core/i18n/address-format.ts';
import { formatDate } from '../../../core/i18n/format.ts';
import { OrderLines, summaryColumns } from '../cart/OrderLines.tsx';
import { useTranslate } from '../i18n/translate-context.ts';
import { orderLineAttributes } from '../../../core/orders/order-line-attributes.ts';
import { shippingText } from '../../../core/orders/shipping-text.ts';
import { DEFAULT_ORDER_TAX_DISPLAY, includedTaxText, orderTaxAmounts, orderTaxSource, shownOrderAmounts, type OrderTaxDisplay } from '../../../core/tax/order-tax-display.ts';

interface OrderReceivedProps {
  detail: OrderDetail;
  countryNames: Record<string, string>;
  bankInstructions: string | null;
  locale: string;
  /** With tax or without, by rate or as one amount (the owner's settings). */
  taxDisplay?: OrderTaxDisplay;
}

/** The order's day in the server's time zone, as the thank-you page has always shown it. */
const ORDER_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'long' };

/** The thank-you page body: overview, what was bought, where it goes. */
export function OrderReceived({ detail, countryNames, bankInstructions, locale, taxDisplay = DEFAULT_ORDER_TAX_DISPLAY }: OrderReceivedProps) {
  const { order, lines, billing, shipping } = detail;
  const taxSource = orderTaxSource(order, lines, detail.taxLines);
  const shown = shownOrderAmounts(taxSource, taxDisplay);
  const price = (minor: number) => formatMoney(minor, order.currency, locale);
  const date = formatDate(order.created_at, locale, ORDER_DATE);
  const t = useTranslate();
  const payment = t(`payment.${order.payment_method}.title`);
  return (
    <div className="woocommerce-order">
      <p className="woocommerce-notice woocommerce-notice--success woocommerce-thankyou-order-received" role="status">
        {t('order.received.thanks')}
      </p>
      <ul className="woocommerce-order-overview woocommerce-thankyou-order-details order_details">
        <li className="woocommerce-order-overview__order order">
          {`${t('order.received.number')} `}<strong>{order.id}</strong>
        </li>
        <li className="woocommerce-order-overview__date date">
          {`${t('order.received.date')} `}<strong>{date}</strong>
        </li>
        <li className="woocommerce-order-overview__email email">
          {`${t('order.received.email')} `}<strong>{order.billing_email}</strong>
        </li>
        <li className="woocommerce-order-overview__total total">
          {`${t('order.received.total')} `}<strong>{price(order.total)}</strong>
        </li>
        <li className="woocommerce-order-overview__payment-method method">
          {`${t('order.received.paymentMethod')} `}<strong>{payment}</strong>
        </li>
      </ul>

      {bankInstructions ? (
        <section className="woocommerce-bacs-bank-details" aria-labelledby="bank-details-heading">
          <h2 id="bank-details-heading">{t('order.bankDetails')}</h2>
          <p>{bankInstructions}</p>
        </section>
      ) : null}

      <section className="woocommerce-order-details" aria-labelledby="order-details-heading">
        <h2 id="order-details-heading">{t('order.details')}</h2>
        <OrderLines
          className="woocommerce-table woocommerce-table--order-details shop_table order_details"
          columns={summaryColumns<OrderDetail['lines'][number]>(t('cart.table.product'), t('totals.total'), (line) => price(line.subtotal + (taxDisplay.display === 'incl' ? line.subtotal_tax : 0)), orderLineAttributes)}
          lines={lines}
          lineKey={(line) => line.id}
          lineClassName="woocommerce-table__line-item order_item"
          footer={
            <>
              <tr>
                <th scope="row">{t('order.received.subtotal')}</th>
                <td>{price(shown.subtotal)}</td>
              </tr>
              {detail.coupons.map((coupon) => (
                <tr key={coupon.id} className="order-coupon">
                  <th scope="row">{t('coupon.totalsLabel', { code: coupon.code })}</th>
                  <td>{price(-coupon.discount || 0)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">{t('order.received.shipping')}</th>
                <td>{shippingText(shown.shipping, detail.shippingLines[0]?.method_title, price, t)}</td>
              </tr>
              {taxDisplay.display === 'excl'
                ? orderTaxAmounts(taxSource, taxDisplay, t('totals.tax')).map((tax) => (
                    <tr key={tax.label} className="order-tax">
                      <th scope="row">{tax.label}</th>
                      <td>{price(tax.amount)}</td>
                    </tr>
                  ))
                : null}
              <tr>
                <th scope="row">{t('order.received.paymentMethod')}</th>
                <td>{payment}</td>
              </tr>
              <tr>
                <th scope="row">{t('order.received.total')}</th>
                <td>
                  {price(order.total)}
                  {taxDisplay.display === 'incl' && order.tax_total > 0 ? (
                    <>
                      {' '}
                      <small className="includes_tax">{t('totals.includesTax', { taxes: includedTaxText(orderTaxAmounts(taxSource, taxDisplay, t('totals.tax')), price) })}</small>
                    </>
                  ) : null}
                </td>
              </tr>
              {order.customer_note ? (
                <tr>
                  <th scope="row">{t('order.received.note')}</th>
                  <td>{order.customer_note}</td>
                </tr>
              ) : null}
            </>
          }
        />
      </section>

      <section className="woocommerce-customer-details" aria-labelledby="customer-details-heading">
        <h2 id="customer-details-heading" className="visually-hidden">
          {t('order.addresses')}
        </h2>
        <div className="order-addresses">
          {billing ? <AddressBlock title={t('order.billingAddress')} address={billing} countryNames={countryNames} locale={locale} /> : null}
          {shipping ? <AddressBlock title={t('order.shippingAddress')} address={shipping} countryNames={countryNames} locale={locale} /> : null}
        </div>
      </section>
    </div>
  );
}

function AddressBlock({ title, address, countryNames, locale }: { title: string; address: OrderAddressView; countryNames: Record<string, string>; locale: string }) {
  // As the address's country writes it ("80331 München"), the country as the shop names it.
  const lines = formatAddressLines(address, locale, (code) => countryNames[code] ?? countryNameIn(code, locale));
  return (
    <div className="order-address">
      <h3>{title}</h3>
      <address>
        {lines.map((line, index) => (
          <span key={index} className="order-address__line">
            {line}
          </span>
        ))}
        {address.phone ? <span className="woocommerce-customer-details--phone order-address__line">{address.phone}</span> : null}
        {address.email ? <span className="woocommerce-customer-details--email order-address__line">{address.email}</span> : null}
      </address>
    </div>
  );
}

