import { useTranslate } from '../i18n/translate-context.ts';
import type { AdditionalInformation as Info } from '../../../core/catalog/additional-information.ts';
import type { ShippingUnits } from '../../../core/catalog/shipping-units.ts';
import { formatDimensions, formatWeight } from '../../../core/catalog/shipping-display.ts';
import { WEIGHT_ROW, DIMENSIONS_ROW } from '../../../core/contract/catalog/variations-form.ts';

interface Props {
  info: Info;
  units: ShippingUnits;
  /** The page's Intl locale, for the decimal mark. */
  locale: string;
}

/**
 * WooCommerce's "Additional information": `table.woocommerce-product-attributes.shop_attributes`, one row
 * per fact (`--weight`, `--dimensions`, `--attribute_<key>`). The variations script writes the chosen
 * variation's weight and dimensions in their rows' value cells.
 */
export function AdditionalInformation({ info, units, locale }: Props) {
  const t = useTranslate();
  const rows: { className: string; label: string; value: string }[] = [];
  if (info.showWeight) rows.push({ className: WEIGHT_ROW, label: t('catalog.product.weight'), value: formatWeight(info.shipping.weight, units.weight, locale) || t('catalog.product.notAvailable') });
  if (info.showDimensions) rows.push({ className: DIMENSIONS_ROW, label: t('catalog.product.dimensions'), value: formatDimensions(info.shipping, units.dimension, locale) || t('catalog.product.notAvailable') });
  for (const attribute of info.attributes) rows.push({ className: `woocommerce-product-attributes-item--attribute_${attribute.key}`, label: attribute.name, value: attribute.values.join(', ') });
  return (
    <section className="product-additional-information" aria-labelledby="product-additional-information-title">
      <h2 id="product-additional-information-title">{t('catalog.product.additionalInformation')}</h2>
      <table className="woocommerce-product-attributes shop_attributes">
        <tbody>
          {rows.map((row) => (
            <tr key={row.className} className={`woocommerce-product-attributes-item ${row.className}`}>
              <th className="woocommerce-product-attributes-item__label" scope="row">
                {row.label}
              </th>
              <td className="woocommerce-product-attributes-item__value">{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
