import { Link } from 'react-router';
import type { Route } from './+types/categories.ts';
import { services } from '../../context.ts';
import { ADMIN_CATEGORY_DEFAULT_SORT, ADMIN_CATEGORY_SORTS, listAdminCategories } from '../../../core/catalog/category-editor.ts';
import { OwnerList } from '../../components/admin/OwnerList.tsx';
import { TranslationCell } from '../../components/admin/TranslationFields.tsx';
import { loadOwnerList } from './owner-list-loader.ts';
import { translationColumn } from './translation-sections.ts';

const LIST = { path: '/admin/categories/', perPage: 50, sort: { keys: ADMIN_CATEGORY_SORTS, initial: ADMIN_CATEGORY_DEFAULT_SORT } };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = services(context);
  const { list, rows } = await loadOwnerList(request, LIST, (query) => listAdminCategories(db, query));
  const translations = await translationColumn(db, config, 'category', rows.map((row) => row.id));
  return {
    list,
    translated: config.store.locales.others.length > 0,
    categories: rows.map((row) => ({ id: row.id, name: row.name, slug: row.slug, count: row.count, translations: translations.get(row.id) })),
  };
}

export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  const { categories, list, translated } = loaderData;
  return (
    <>
      <title>Categories · Shop admin</title>
      <OwnerList
        view={list}
        title="Categories"
        add={{ to: '/admin/categories/new/', label: 'Add category' }}
        search={{ id: 'category-search', label: 'Search categories', placeholder: 'Name or slug' }}
        noun={{ one: 'category', many: 'categories' }}
        tableClass="categories-table"
        columns={[
          { label: 'Name', sort: 'name' },
          { label: 'Slug', sort: 'slug' },
          { label: 'Products', sort: 'count', first: 'desc', numeric: true },
          { label: 'Translations', shown: translated },
        ]}
        items={categories}
        row={(category) => (
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
        )}
        pagerLabel="Category pages"
      />
    </>
  );
}
