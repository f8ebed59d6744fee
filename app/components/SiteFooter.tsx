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
              <a href="/shop/">Shop</a>
            </li>
            <li>
              <a href="/blog/">Journal</a>
            </li>
            <li>
              <a href="/about/">About</a>
            </li>
            <li>
              <a href="/my-account/">My account</a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
