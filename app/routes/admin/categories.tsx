import { Link } from 'react-router';
import type { Route } from './+types/categories.ts';
import { services } from '../../context.ts';
import { listCategoryRows } from '../../../core/catalog/category-editor.ts';
import { AdminListHeader, countLine } from '../../components/admin/AdminListHeader.tsx';
import { searchFrom } from '../../components/admin/AdminSearchForm.tsx';
import { Pagination, pageFrom } from '../../components/admin/Pagination.tsx';
import { TranslationCell } from '../../components/admin/TranslationFields.tsx';
import { translationColumn } from './translation-sections.ts';

const PER_PAGE = 50;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = services(context);
  const url = new URL(request.url);
  const search = searchFrom(url);
  const page = pageFrom(url);
  const { rows, total } = await listCategoryRows(db, { search, orderBy: 'menu_order', order: 'asc', page, perPage: PER_PAGE });
  const translations = await translationColumn(db, config, 'category', rows.map((row) => row.id));
  return {
    search,
    page,
    total,
    pages: Math.max(1, Math.ceil(total / PER_PAGE)),
    translated: config.store.locales.others.length > 0,
    categories: rows.map((row) => ({ id: row.id, name: row.name, slug: row.slug, count: row.count, translations: translations.get(row.id) })),
  };
}

export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  const { categories, search, page, pages, total, translated } = loaderData;
  return (
    <>
      <title>Categories · Shop admin</title>
      <AdminListHeader
        title="Categories"
        add={{ to: '/admin/categories/new/', label: 'Add category' }}
        search={{ id: 'category-search', label: 'Search categories', placeholder: 'Name or slug', value: search }}
        count={countLine(total, search, { one: 'category', many: 'categories' })}
      />
      {categories.length === 0 ? (
        <p className="woocommerce-info">No categories found.</p>
      ) : (
        <div className="table-scroll">
          <table className="shop_table admin-table admin-table--stack categories-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Slug</th>
                <th scope="col" className="numeric">
                  Products
                </th>
                {translated ? <th scope="col">Translations</th> : null}
              </tr>
            </thead>
            <tbody>
              {categories.map((category) => (
                <tr key={category.id}>
                  <th scope="row">
                    <Link to={`/admin/categories/${category.id}/`}>{category.name}</Link>
                  </th>
                  <td data-label="Slug">{category.slug}</td>
                  <td data-label="Products" className="numeric">
                    {category.count}
                  </td>
                  <TranslationCell shown={translated} summary={category.translations} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} pages={pages} basePath="/admin/categories/" query={{ s: search }} label="Category pages" />
    </>
  );
}
