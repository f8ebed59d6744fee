import { useTranslate } from './i18n/translate-context.ts';

/** The store-wide notice (docs/contract.md markup); the dismiss behaviour is added by the browser module. */
export function StoreNotice({ id, text }: { id: string; text: string }) {
  const t = useTranslate();
  return (
    <p className="woocommerce-store-notice demo_store" data-noticeid={id}>
      {text}{' '}
      <a role="button" href="#" className="woocommerce-store-notice__dismiss-link">
        {t('catalog.notice.dismiss')}
      </a>
    </p>
  );
}
