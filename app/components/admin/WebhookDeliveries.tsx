/** One delivery attempt as the admin lists it. */
export interface DeliveryView {
  id: number;
  at: { iso: string; text: string };
  topic: string;
  attempt: number;
  success: boolean;
  /** "HTTP 200", or "No answer". */
  answer: string;
  /** The first bytes of the answer's body, or why there was none. */
  response: string;
  duration: string;
  deliveryId: string;
}

/** A webhook's recent deliveries, newest first, each with the receiver's answer. */
export function WebhookDeliveries({ deliveries, waiting }: { deliveries: readonly DeliveryView[]; waiting: number }) {
  return (
    <section aria-labelledby="webhook-deliveries-heading" className="webhook-deliveries">
      <h2 id="webhook-deliveries-heading">Recent deliveries</h2>
      <p>{waiting === 0 ? 'No delivery is waiting to go out.' : waiting === 1 ? 'One delivery is waiting to go out.' : `${waiting} deliveries are waiting to go out.`}</p>
      {deliveries.length === 0 ? (
        <p className="woocommerce-info">Nothing delivered yet.</p>
      ) : (
        <div className="table-scroll">
          <table className="shop_table admin-table admin-table--stack" id="webhook-deliveries">
            <caption>Recent deliveries, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Topic</th>
                <th scope="col">Attempt</th>
                <th scope="col">Result</th>
                <th scope="col">Answer</th>
                <th scope="col">Response</th>
                <th scope="col">Duration</th>
              </tr>
            </thead>
            <tbody>
              {deliveries.map((delivery) => (
                <tr key={delivery.id}>
                  <th scope="row">
                    <time dateTime={delivery.at.iso}>{delivery.at.text}</time>
                  </th>
                  <td data-label="Topic">{delivery.topic}</td>
                  <td data-label="Attempt">{delivery.attempt}</td>
                  <td data-label="Result">{delivery.success ? 'Delivered' : 'Failed'}</td>
                  <td data-label="Answer">{delivery.answer}</td>
                  <td data-label="Response">{delivery.response ? <code className="webhook-response">{delivery.response}</code> : '–'}</td>
                  <td data-label="Duration">{delivery.duration}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
