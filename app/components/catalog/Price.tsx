import { useTranslate } from '../i18n/translate-context.ts';
import { priceDisplay, priceInWords, type PriceInput } from '../../../core/catalog/price.ts';
import { useMoneyFormat, useShopTax } from './money.tsx';
import { shownShopPrice } from '../../../core/tax/tax-display.ts';

/** WooCommerce's price markup; a sale reads as "Original price was: … Current price is: …", a range as "Price range: … through …". */
export function Price({ product, className = 'price' }: { product: PriceInput; className?: string }) {
  const { currency, locale } = useMoneyFormat();
  const t = useTranslate();
  const tax = useShopTax();
  // With the shop's tax or without, as the owner shows shop prices, and the words after them ("incl. VAT").
  const shown = (amount: number) => shownShopPrice(amount, product, tax);
  const display = priceDisplay({ ...product, price: shown(product.price), regularPrice: shown(product.regularPrice), maxPrice: product.maxPrice == null ? product.maxPrice : shown(product.maxPrice) }, currency, locale);
  const suffix = tax && tax.suffix !== '' && (product.taxStatus ?? 'taxable') === 'taxable' ? (
    <>
      {' '}
      <small className="woocommerce-price-suffix">{tax.suffix}</small>
    </>
  ) : null;
  if (display.upTo !== null) {
    return (
      <p className={className}>
        <span aria-hidden="true">
          <span className="woocommerce-Price-amount amount">{display.current}</span> – <span className="woocommerce-Price-amount amount">{display.upTo}</span>
        </span>
        <span className="visually-hidden">{priceInWords(display, t)}</span>
        {suffix}
      </p>
    );
  }
  if (!display.onSale) {
    return (
      <p className={className}>
        <span className="woocommerce-Price-amount amount">{display.current}</span>
        {suffix}
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
      {suffix}
    </p>
  );
}
