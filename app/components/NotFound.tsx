export function NotFound() {
  return (
    <div className="container narrow not-found">
      <title>Page not found</title>
      <h1>Page not found</h1>
      <p>We could not find that page. It may have moved, or the address may be mistyped.</p>
      <p>
        <a className="button" href="/shop/">
          Browse the shop
        </a>
      </p>
    </div>
  );
}
