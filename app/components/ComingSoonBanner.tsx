import { useTranslate } from './i18n/translate-context.ts';

export interface ComingSoonBannerProps {
  /** Where the dismiss button POSTs the user's `woocommerce_meta` (`/wp-json/wp/v2/users/me`). */
  restUrl: string;
  /** The session nonce, sent back as `X-WP-Nonce`. */
  nonce: string;
}

// Kept with the component: only administrators ever get this markup, so other pages carry none of it.
const CSS = `
#coming-soon-footer-banner {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.5rem 1.25rem;
  padding: 0.75rem 1.25rem;
  background: #1e1e1e;
  color: #fff;
  text-align: center;
}
#coming-soon-footer-banner p {
  margin: 0;
}
#coming-soon-footer-banner a,
#coming-soon-footer-banner button {
  color: inherit;
  font-weight: 600;
}
#coming-soon-footer-banner button {
  padding: 0.25rem 0.75rem;
  border: 1px solid currentColor;
  border-radius: 3px;
  background: transparent;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
#coming-soon-footer-banner a:focus-visible,
#coming-soon-footer-banner button:focus-visible {
  outline: 3px solid #fff;
  outline-offset: 2px;
}
`;

/**
 * Tells an administrator that the store is in coming-soon mode. The dismiss button (a real button, so
 * Enter and Space work as for any other) is driven by the storefront script, which POSTs to
 * `data-rest-url` with `data-nonce` and hides the banner.
 */
export function ComingSoonBanner({ restUrl, nonce }: ComingSoonBannerProps) {
  const t = useTranslate();
  return (
    <div id="coming-soon-footer-banner" className="coming-soon-footer-banner" role="region" aria-label={t('catalog.comingSoonBanner.label')}>
      <style href="coming-soon-footer-banner" precedence="default">
        {CSS}
      </style>
      <p>
        {t('catalog.comingSoonBanner.message')} <a href="/admin/settings/">{t('catalog.comingSoonBanner.link')}</a>.
      </p>
      <button type="button" className="coming-soon-footer-banner-dismiss" data-rest-url={restUrl} data-nonce={nonce}>
        {t('catalog.comingSoonBanner.dismiss')}
      </button>
    </div>
  );
}
