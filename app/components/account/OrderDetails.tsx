import type { OrderView } from './order-view.ts';

/** Lines, totals, note and addresses of one order (My account and admin). */
export function OrderDetails({ order, headingLevel = 2 }: { order: OrderView; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      <section className="woocommerce-order-details" aria-labelledby="order-details-heading">
        <Heading id="order-details-heading" className="woocommerce-order-details__title">
          Order details
        </Heading>
        <table className="woocommerce-table shop_table order_details">
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col" className="numeric">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.id}>
                <td>
                  {line.name} <strong className="product-quantity">× {line.quantity}</strong>
                  {line.sku ? <span className="order-line__sku">SKU: {line.sku}</span> : null}
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
            <strong>Note:</strong> {order.customerNote}
          </p>
        ) : null}
      </section>
      <section className="woocommerce-customer-details" aria-label="Addresses">
        <div className="addresses">
          <div className="address-card">
            <Heading>Billing address</Heading>
            <address>
              {(order.billing ?? ['No billing address']).map((line, index) => (
                <span key={index}>{line}</span>
              ))}
              {order.phone ? <span>{order.phone}</span> : null}
              <span>{order.email}</span>
            </address>
          </div>
          <div className="address-card">
            <Heading>Shipping address</Heading>
            <address>
              {(order.shipping ?? order.billing ?? ['No shipping address']).map((line, index) => (
                <span key={index}>{line}</span>
              ))}
            </address>
          </div>
        </div>
      </section>
    </>
  );
}
