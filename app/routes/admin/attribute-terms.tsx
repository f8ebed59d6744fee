import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/attribute-terms.ts';
import { services } from '../../context.ts';
import { getAttribute, listAttributeTerms, saveAttributeTerm } from '../../../core/catalog/attributes.ts';
import { EMPTY_TERM, TermForm } from '../../components/admin/TermForm.tsx';
import { TranslationCell, translationsShown } from '../../components/admin/TranslationFields.tsx';
import { idParam, readAdminForm } from './guard.ts';
import { readPostedTerm, termErrorsByField } from './term-fields.ts';
import { translationColumn, translationSections } from './translation-sections.ts';
import { useAdminNonce } from './use-nonce.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config } = services(context);
  const attribute = await getAttribute(db, idParam(params.id));
  if (!attribute) throw data('Not found', { status: 404 });
  const terms = await listAttributeTerms(db, attribute);
  const translated = await translationColumn(db, config, 'attribute_term', terms.map((term) => term.id));
  return {
    translations: await translationSections(db, config, 'attribute_term', null),
    translated: config.store.locales.others.length > 0,
    attribute: { id: attribute.id, name: attribute.name },
    terms: terms.map((term) => ({ id: term.id, name: term.name, slug: term.slug, description: term.description, order: term.menu_order, count: term.count, translations: translated.get(term.id) })),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, session, config } = services(context);
  const form = await readAdminForm(request, context);
  const attributeId = idParam(params.id);
  const posted = readPostedTerm(form, config);
  const { values, translations } = posted;
  if (!posted.ok) return data({ errors: posted.errors, values, translations }, { status: 400 });
  const saved = await saveAttributeTerm(db, attributeId, null, posted.changes, { translations: posted.translated });
  if (!saved.ok) {
    if ('notFound' in saved) throw data('Not found', { status: 404 });
    return data({ errors: termErrorsByField(saved.errors), values, translations }, { status: 400 });
  }
  await session.addNotice({ type: 'success', message: `“${saved.value.name}” added.` });
  return redirect(`/admin/products/attributes/${attributeId}/terms/`, 303);
}

export default function AdminAttributeTerms({ loaderData, actionData }: Route.ComponentProps) {
  const nonce = useAdminNonce();
  const { attribute, terms, translated } = loaderData;
  const translations = translationsShown(loaderData.translations, actionData?.translations);
  const title = `${attribute.name} terms`;
  return (
    <>
      <title>{`${title} · Shop admin`}</title>
      <div className="admin-heading">
        <h1>{title}</h1>
      </div>
      <p>
        <Link to="/admin/products/attributes/">← All attributes</Link> · <Link to={`/admin/products/attributes/${attribute.id}/`}>Edit {attribute.name}</Link>
      </p>
      {terms.length === 0 ? (
        <p className="woocommerce-info">{`${attribute.name} has no terms yet.`}</p>
      ) : (
        <div className="table-scroll">
          <table className="shop_table admin-table admin-table--stack terms-table">
            <caption className="visually-hidden">{`Terms of ${attribute.name}`}</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Slug</th>
                <th scope="col">Description</th>
                <th scope="col" className="numeric">
                  Order
                </th>
                <th scope="col" className="numeric">
                  Products
                </th>
                {translated ? <th scope="col">Translations</th> : null}
              </tr>
            </thead>
            <tbody>
              {terms.map((term) => (
                <tr key={term.id}>
                  <th scope="row">
                    <Link to={`/admin/products/attributes/${attribute.id}/terms/${term.id}/`}>{term.name}</Link>
                  </th>
                  <td data-label="Slug">{term.slug}</td>
                  <td data-label="Description">{term.description || '–'}</td>
                  <td data-label="Order" className="numeric">
                    {term.order}
                  </td>
                  <td data-label="Products" className="numeric">
                    {term.count}
                  </td>
                  <TranslationCell shown={translated} summary={term.translations} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <section aria-labelledby="add-term-heading">
        <h2 id="add-term-heading">{`Add new ${attribute.name}`}</h2>
        <TermForm key={terms.length} nonce={nonce} values={actionData?.values ?? EMPTY_TERM} errors={actionData?.errors} isNew attributeName={attribute.name} translations={translations} />
      </section>
    </>
  );
}
