import { Link } from 'react-router';
import type { Route } from './+types/products.ts';
import { services } from '../../context.ts';
import { ADMIN_PRODUCT_DEFAULT_SORT, ADMIN_PRODUCT_SORTS, listAdminProducts } from '../../../core/catalog/admin-product-list.ts';
import { STOCK_STATUS_LABELS } from '../../../core/catalog/stock-status.ts';
import { imageView } from '../../../core/catalog/products.ts';
import { formatMoney } from '../../../core/shared/money.ts';
import { OwnerList } from '../../components/admin/OwnerList.tsx';
import { StatusBadge } from '../../components/admin/StatusBadge.tsx';
import { TranslationCell } from '../../components/admin/TranslationFields.tsx';
import { loadOwnerList } from './owner-list-loader.ts';
import { PRODUCT_TYPE_OPTIONS } from '../../components/admin/ProductKindFields.tsx';
import { translationColumn } from './translation-sections.ts';

const LIST = { path: '/admin/products/', perPage: 20, sort: { keys: ADMIN_PRODUCT_SORTS, initial: ADMIN_PRODUCT_DEFAULT_SORT, searchRanks: true } };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config, uploadsUrl } = services(context);
  const { list, rows } = await loadOwnerList(request, LIST, (query) => listAdminProducts(db, query));
  const money = (minor: number) => formatMoney(minor, config.store.currency, config.store.locale);
  const translations = await translationColumn(db, config, 'product', rows.map((row) => row.id));
  return {
    translated: config.store.locales.others.length > 0,
    list,
    products: rows.map((row) => {
      const image = row.image ? imageView(row.image, uploadsUrl) : null;
      const smallest = image?.srcSet.split(', ')[0]?.split(' ')[0];
      return {
        id: row.id,
        name: row.name,
        slug: row.slug,
        sku: row.sku,
        status: row.status,
        stock: row.stock === null ? STOCK_STATUS_LABELS[row.stockStatus] : `${STOCK_STATUS_LABELS[row.stockStatus]} (${row.stock})`,
        stockStatus: row.stockStatus,
        type: PRODUCT_TYPE_OPTIONS.find((option) => option.value === row.type)?.label.replace(/ product$/, '') ?? row.type,
        price: listedPrice(row, money),
        regularPrice: row.salePrice !== null && row.type !== 'variable' ? money(row.regularPrice) : null,
        image: image ? { src: smallest ?? image.src, alt: image.alt } : null,
        translations: translations.get(row.id),
      };
    }),
  };
}

/** A variable product shows the range of its enabled variations' prices (none without one); a grouped product's are its children's. */
function listedPrice(row: { type: string; price: number; maxPrice: number | null }, money: (minor: number) => string): string {
  if (row.type === 'grouped') return '–';
  if (row.type !== 'variable') return money(row.price);
  if (row.maxPrice === null) return '–';
  return row.maxPrice === row.price ? money(row.price) : `${money(row.price)} – ${money(row.maxPrice)}`;
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { products, list, translated } = loaderData;
  return (
    <>
      <title>Products · Shop admin</title>
      <OwnerList
        view={list}
        title="Products"
        add={{ to: '/admin/products/new/', label: 'Add product' }}
        search={{ id: 'product-search', label: 'Search products', placeholder: 'Name or SKU' }}
        noun={{ one: 'product', many: 'products' }}
        tableClass="products-table"
        columns={[
          { label: <span className="visually-hidden">Image</span> },
          { label: 'Name', sort: 'title' },
          { label: 'SKU' },
          { label: 'Type' },
          { label: 'Stock' },
          { label: 'Price', sort: 'price', numeric: true },
          { label: 'Status' },
          { label: 'Translations', shown: translated },
        ]}
        items={products}
        row={(product) => (
          <tr key={product.id}>
            <td className="thumb">
              {product.image ? <img src={product.image.src} alt="" width={48} height={48} loading="lazy" /> : <span className="thumb-placeholder" />}
            </td>
            <th scope="row">
              <Link to={`/admin/products/${product.id}/`}>{product.name}</Link>
              <span className="row-actions">
                <Link to={`/product/${product.slug}/`} reloadDocument aria-label={`View ${product.name} in the shop`}>
                  View
                </Link>
              </span>
            </th>
            <td data-label="SKU">{product.sku ?? '–'}</td>
            <td data-label="Type">{product.type}</td>
            <td data-label="Stock">
              <span className={`stock-${product.stockStatus}`}>{product.stock}</span>
            </td>
            <td data-label="Price" className="numeric">
              {product.regularPrice ? (
                <>
                  <del>
                    <span className="visually-hidden">Regular price </span>
                    {product.regularPrice}
                  </del>{' '}
                  <span className="visually-hidden">Sale price </span>
                </>
              ) : null}
              {product.price}
            </td>
            <td data-label="Status">
              <StatusBadge status={product.status} label={product.status === 'publish' ? 'Published' : 'Draft'} />
            </td>
            <TranslationCell shown={translated} summary={product.translations} />
          </tr>
        )}
        pagerLabel="Product pages"
      />
    </>
  );
}
