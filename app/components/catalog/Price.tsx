import { useTranslate } from '../i18n/translate-context.ts';
import { priceDisplay, priceInWords, type PriceInput } from '../../../core/catalog/price.ts';
import { useMoneyFormat } from './money.tsx';

/** WooCommerce's price markup; a sale reads as "Original price was: … Current price is: …", a range as "Price range: … through …". */
export function Price({ product, className = 'price' }: { product: PriceInput; className?: string }) {
  const { currency, locale } = useMoneyFormat();
  const t = useTranslate();
  const display = priceDisplay(product, currency, locale);
  if (display.upTo !== null) {
    return (
      <p className={className}>
        <span aria-hidden="true">
          <span className="woocommerce-Price-amount amount">{display.current}</span> – <span className="woocommerce-Price-amount amount">{display.upTo}</span>
        </span>
        <span className="visually-hidden">{priceInWords(display, t)}</span>
      </p>
    );
  }
  if (!display.onSale) {
    return (
      <p className={className}>
        <span className="woocommerce-Price-amount amount">{display.current}</span>
      </p>
    );
  }
  return (
    <p className={className}>
      <del aria-hidden="true">
        <span className="woocommerce-Price-amount amount">{display.regular}</span>
      </del>{' '}
      <ins aria-hidden="true">
        <span className="woocommerce-Price-amount amount">{display.current}</span>
      </ins>
      <span className="visually-hidden">{priceInWords(display, t)}</span>
    </p>
  );
}
