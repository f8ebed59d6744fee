export function EmptyCart() {
  return (
    <div className="cart-empty-state">
      <p className="cart-empty woocommerce-info" role="status">
        Your cart is currently empty.
      </p>
      <p className="return-to-shop">
        <a className="button wc-backward" href="/shop/">
          Return to shop
        </a>
      </p>
    </div>
  );
}
