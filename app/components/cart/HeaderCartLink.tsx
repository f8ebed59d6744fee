/** The header's cart link with the item count (`a.cart-contents`); also sent as a cart fragment. */
export function HeaderCartLink({ count }: { count: number }) {
  const label = `${count} ${count === 1 ? 'item' : 'items'} in cart`;
  return (
    <a href="/cart/" className="cart-contents">
      Cart <span className="cart-count" aria-label={label}>{count}</span>
    </a>
  );
}
