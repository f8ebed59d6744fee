import { useLocalizedHref } from './i18n/locale-context.ts';
import { useTranslate } from './i18n/translate-context.ts';

/** What visitors see while the shop is in coming-soon mode (answered with 503, so search engines come back). */
export function ComingSoonPage({ storeName }: { storeName: string }) {
  const t = useTranslate();
  const href = useLocalizedHref();
  return (
    <main id="main" className="site-main coming-soon-page" tabIndex={-1}>
      <div className="container narrow">
        <title>{t('catalog.comingSoon.title', { storeName })}</title>
        <p className="coming-soon-page__store">{storeName}</p>
        <h1>{t('catalog.comingSoon.heading')}</h1>
        <p>{t('catalog.comingSoon.message')}</p>
        <p>
          <a href={href('/my-account/')}>{t('catalog.comingSoon.login')}</a>
        </p>
      </div>
    </main>
  );
}
