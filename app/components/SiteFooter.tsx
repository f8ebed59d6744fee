import { COOKIE_SETTINGS_ID } from './consent/cookie-settings.ts';
import { useLocalizedHref } from './i18n/locale-context.ts';
import { useTranslate } from './i18n/translate-context.ts';

/**
 * The site footer, alike for every visitor and every page (pages are cached and shared). Its "Cookie
 * settings" link reopens the consent banner (the consent controller handles `a.cc-settings`); CSS shows
 * it only on pages that carry the banner, which the head script marks before the first paint. With the
 * theme's parallax footer, `data-parallax-footer` lets CSS slide the page away over it on desktops.
 */
export function SiteFooter({ storeName, tagline, parallax = false }: { storeName: string; tagline: string; parallax?: boolean }) {
  const t = useTranslate();
  const href = useLocalizedHref();
  return (
    <footer className="site-footer" data-parallax-footer={parallax ? '' : undefined}>
      <div className="container site-footer__inner">
        <div>
          <p className="site-footer__name">{storeName}</p>
          <p>{tagline}</p>
        </div>
        <nav aria-label={t('catalog.footer.label')}>
          <ul className="site-footer__links">
            <li>
              <a href={href('/shop/')}>{t('catalog.menu.shop')}</a>
            </li>
            <li>
              <a href={href('/blog/')}>{t('catalog.menu.journal')}</a>
            </li>
            <li>
              <a href={href('/about-us/')}>{t('catalog.footer.about')}</a>
            </li>
            <li>
              <a href={href('/my-account/')}>{t('catalog.footer.account')}</a>
            </li>
            <li className="cc-settings-item">
              <a className="cc-settings" href={`#${COOKIE_SETTINGS_ID}`}>
                {t('consent.settings')}
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
