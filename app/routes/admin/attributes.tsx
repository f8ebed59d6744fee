import { Link } from 'react-router';
import type { Route } from './+types/attributes.ts';
import { services } from '../../context.ts';
import { listAdminAttributes } from '../../../core/catalog/admin-attribute-list.ts';
import { OwnerList } from '../../components/admin/OwnerList.tsx';
import { ATTRIBUTE_ORDER_OPTIONS } from '../../components/admin/AttributeForm.tsx';
import { TranslationCell } from '../../components/admin/TranslationFields.tsx';
import { loadOwnerList } from './owner-list-loader.ts';
import { translationColumn } from './translation-sections.ts';

const LIST = { path: '/admin/products/attributes/', perPage: 50 };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = services(context);
  const { list, rows } = await loadOwnerList(request, LIST, (query) => listAdminAttributes(db, query));
  const translations = await translationColumn(db, config, 'attribute', rows.map((row) => row.id));
  return {
    list,
    translated: config.store.locales.others.length > 0,
    attributes: rows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      order: ATTRIBUTE_ORDER_OPTIONS.find((option) => option.value === row.order_by)?.label ?? row.order_by,
      terms: row.terms,
      translations: translations.get(row.id),
    })),
  };
}

export default function AdminAttributes({ loaderData }: Route.ComponentProps) {
  const { attributes, list, translated } = loaderData;
  return (
    <>
      <title>Attributes · Shop admin</title>
      <OwnerList
        view={list}
        title="Attributes"
        add={{ to: '/admin/products/attributes/new/', label: 'Add attribute' }}
        search={{ id: 'attribute-search', label: 'Search attributes', placeholder: 'Name or slug' }}
        noun={{ one: 'attribute', many: 'attributes' }}
        tableClass="attributes-table"
        columns={[{ label: 'Name' }, { label: 'Slug' }, { label: 'Order by' }, { label: 'Terms', numeric: true }, { label: 'Translations', shown: translated }]}
        items={attributes}
        row={(attribute) => (
          <tr key={attribute.id}>
            <th scope="row">
              <Link to={`/admin/products/attributes/${attribute.id}/`}>{attribute.name}</Link>
              <span className="row-actions">
                <Link to={`/admin/products/attributes/${attribute.id}/terms/`} aria-label={`Configure the terms of ${attribute.name}`}>
                  Configure terms
                </Link>
              </span>
            </th>
            <td data-label="Slug">{`pa_${attribute.slug}`}</td>
            <td data-label="Order by">{attribute.order}</td>
            <td data-label="Terms" className="numeric">
              {attribute.terms}
            </td>
            <TranslationCell shown={translated} summary={attribute.translations} />
          </tr>
        )}
        pagerLabel="Attribute pages"
      />
    </>
  );
}
