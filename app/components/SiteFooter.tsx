import { Link } from 'react-router';

export function SiteFooter({ storeName, tagline }: { storeName: string; tagline: string }) {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div>
          <p className="site-footer__name">{storeName}</p>
          <p>{tagline}</p>
        </div>
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            <li>
              <Link to="/shop/">Shop</Link>
            </li>
            <li>
              <Link to="/blog/">Journal</Link>
            </li>
            <li>
              <Link to="/about/">About</Link>
            </li>
            <li>
              <Link to="/my-account/">My account</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
