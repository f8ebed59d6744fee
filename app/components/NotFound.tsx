import { Link } from 'react-router';

export function NotFound() {
  return (
    <div className="container narrow not-found">
      <title>Page not found</title>
      <h1>Page not found</h1>
      <p>We could not find that page. It may have moved, or the address may be mistyped.</p>
      <p>
        <Link className="button" to="/shop/">
          Browse the shop
        </Link>
      </p>
    </div>
  );
}
