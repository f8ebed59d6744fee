/** What visitors see while the shop is in coming-soon mode (answered with 503, so search engines come back). */
export function ComingSoonPage({ storeName }: { storeName: string }) {
  return (
    <main id="main" className="site-main coming-soon-page" tabIndex={-1}>
      <div className="container narrow">
        <title>{`Coming soon – ${storeName}`}</title>
        <p className="coming-soon-page__store">{storeName}</p>
        <h1>Great things are on the horizon</h1>
        <p>Something big is brewing! Our store is in the works and will be launching soon.</p>
        <p>
          <a href="/my-account/">Shop owner? Log in</a>
        </p>
      </div>
    </main>
  );
}
