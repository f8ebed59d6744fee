/** Why the cart changed since it was last seen (products gone, sold out, capped). */
export function CartNotices({ notices }: { notices: string[] }) {
  if (notices.length === 0) return null;
  return (
    <div className="woocommerce-info cart-changed-notices" role="status">
      <ul>
        {notices.map((notice, index) => (
          <li key={index}>{notice}</li>
        ))}
      </ul>
    </div>
  );
}
