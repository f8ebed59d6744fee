import { useTranslate } from '../i18n/translate-context.ts';

export interface OrderUpdateView {
  id: number;
  date: string;
  dateTime: string;
  content: string;
}

/** The notes the shop wrote to the customer on an order, newest first, with WooCommerce's markup. */
export function OrderUpdates({ notes }: { notes: OrderUpdateView[] }) {
  const t = useTranslate();
  if (notes.length === 0) return null;
  return (
    <section className="order-updates" aria-labelledby="order-updates-heading">
      <h3 id="order-updates-heading">{t('account.order.updates')}</h3>
      <ol className="woocommerce-OrderUpdates commentlist notes">
        {notes.map((note) => (
          <li key={note.id} className="woocommerce-OrderUpdate comment note">
            <div className="woocommerce-OrderUpdate-inner comment_container">
              <div className="woocommerce-OrderUpdate-text comment-text">
                <p className="woocommerce-OrderUpdate-meta meta">
                  <time dateTime={note.dateTime}>{note.date}</time>
                </p>
                <div className="woocommerce-OrderUpdate-description description">
                  <p>{note.content}</p>
                </div>
              </div>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
