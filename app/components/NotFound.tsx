import { useLocalizedHref } from './i18n/locale-context.ts';
import { useTranslate } from './i18n/translate-context.ts';

export function NotFound() {
  const t = useTranslate();
  const href = useLocalizedHref();
  const title = t('error.notFound.title');
  return (
    <div className="container narrow not-found">
      <title>{title}</title>
      <h1>{title}</h1>
      <p>{t('error.notFound.message')}</p>
      <p>
        <a className="button" href={href('/shop/')}>
          {t('error.notFound.browse')}
        </a>
      </p>
    </div>
  );
}
