import { Link } from 'react-router';
import type { Route } from './+types/products.ts';
import { services } from '../../context.ts';
import { listAdminProducts } from '../../../core/catalog/admin-product-list.ts';
import { STOCK_STATUS_LABELS } from '../../../core/catalog/stock-status.ts';
import { imageView } from '../../../core/catalog/products.ts';
import { formatMoney } from '../../../core/shared/money.ts';
import { AdminListHeader, countLine } from '../../components/admin/AdminListHeader.tsx';
import { searchFrom } from '../../components/admin/AdminSearchForm.tsx';
import { Pagination, pageFrom } from '../../components/admin/Pagination.tsx';
import { StatusBadge } from '../../components/admin/StatusBadge.tsx';
import { TranslationCell } from '../../components/admin/TranslationFields.tsx';
import { translationColumn } from './translation-sections.ts';

const PER_PAGE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config, uploadsUrl } = services(context);
  const url = new URL(request.url);
  const search = searchFrom(url);
  const page = pageFrom(url);
  const { rows, total } = await listAdminProducts(db, { search, page, perPage: PER_PAGE });
  const money = (minor: number) => formatMoney(minor, config.store.currency, config.store.locale);
  const translations = await translationColumn(db, config, 'product', rows.map((row) => row.id));
  return {
    translated: config.store.locales.others.length > 0,
    search,
    page,
    total,
    pages: Math.max(1, Math.ceil(total / PER_PAGE)),
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
        price: money(row.price),
        regularPrice: row.salePrice !== null ? money(row.regularPrice) : null,
        image: image ? { src: smallest ?? image.src, alt: image.alt } : null,
        translations: translations.get(row.id),
      };
    }),
  };
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { products, search, page, pages, total, translated } = loaderData;
  return (
    <>
      <title>Products · Shop admin</title>
      <AdminListHeader
        title="Products"
        add={{ to: '/admin/products/new/', label: 'Add product' }}
        search={{ id: 'product-search', label: 'Search products', placeholder: 'Name or SKU', value: search }}
        count={countLine(total, search, { one: 'product', many: 'products' })}
      />
      {products.length === 0 ? (
        <p className="woocommerce-info">No products found.</p>
      ) : (
        <div className="table-scroll">
          <table className="shop_table admin-table admin-table--stack products-table">
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">Image</span>
                </th>
                <th scope="col">Name</th>
                <th scope="col">SKU</th>
                <th scope="col">Stock</th>
                <th scope="col" className="numeric">
                  Price
                </th>
                <th scope="col">Status</th>
                {translated ? <th scope="col">Translations</th> : null}
              </tr>
            </thead>
            <tbody>
              {products.map((product) => (
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
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} pages={pages} basePath="/admin/products/" query={{ s: search }} label="Product pages" />
    </>
  );
}
