import { Form } from 'react-router';
import { NonceField } from './Field.tsx';

interface OrderTrashFormsProps {
  nonce: string;
  orderId: number;
  /** The status the order goes back to, when it is in the trash; null when it is not there. */
  restoreTo: string | null;
  error?: string | undefined;
}

/**
 * WordPress's trash for one order: "Move to trash" for an order in the lists; "Restore" and "Delete
 * permanently" for one in the trash (the trash is the step before deleting, so there is no other).
 */
export function OrderTrashForms({ nonce, orderId, restoreTo, error }: OrderTrashFormsProps) {
  const message = error ? (
    <p className="woocommerce-error" role="alert" id="order-trash-error">
      {error}
    </p>
  ) : null;
  if (restoreTo === null) {
    return (
      <Form method="post" className="admin-form order-trash-form">
        {message}
        <NonceField nonce={nonce} />
        <button type="submit" name="intent" value="trash" className="button button--danger" aria-describedby={error ? 'order-trash-error' : undefined}>
          Move to trash
        </button>
      </Form>
    );
  }
  return (
    <div className="order-trash">
      {message}
      <p id="order-trash-state">
        This order is in the trash: it keeps its data, and is in no list but the orders’ Trash. Restoring it brings it back as {restoreTo}.
      </p>
      <Form method="post" className="admin-form order-trash-form">
        <NonceField nonce={nonce} />
        <button type="submit" name="intent" value="restore" className="button" aria-describedby="order-trash-state">
          Restore order #{orderId}
        </button>
        <button type="submit" name="intent" value="delete" className="button button--danger">
          Delete permanently
        </button>
      </Form>
    </div>
  );
}
