import { Link } from 'react-router';

export function EmptyCart() {
  return (
    <div className="cart-empty-state">
      <p className="cart-empty woocommerce-info" role="status">
        Your cart is currently empty.
      </p>
      <p className="return-to-shop">
        <Link className="button wc-backward" to="/shop/">
          Return to shop
        </Link>
      </p>
    </div>
  );
}
