import { data, Form, Link, redirect } from 'react-router';
import { translationsShown } from '../../components/admin/TranslationFields.tsx';
import type { Route } from './+types/term-edit.ts';
import { services } from '../../context.ts';
import { deleteAttributeTerm, getAttribute, getAttributeTerm, saveAttributeTerm } from '../../../core/catalog/attributes.ts';
import { NonceField } from '../../components/admin/Field.tsx';
import { TermForm, type TermFormValues } from '../../components/admin/TermForm.tsx';
import { idParam, readAdminForm } from './guard.ts';
import { readPostedTerm, termErrorsByField } from './term-fields.ts';
import { translationSections } from './translation-sections.ts';
import { useAdminNonce } from './use-nonce.ts';

async function findTerm(context: Route.LoaderArgs['context'], params: Route.LoaderArgs['params']) {
  const { db } = services(context);
  const attribute = await getAttribute(db, idParam(params.id));
  const term = attribute ? await getAttributeTerm(db, attribute.id, idParam(params.termId)) : null;
  if (!attribute || !term) throw data('Not found', { status: 404 });
  return { attribute, term };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config } = services(context);
  const { attribute, term } = await findTerm(context, params);
  const values: TermFormValues = { name: term.name, slug: term.slug, description: term.description, menu_order: String(term.menu_order) };
  return { attribute: { id: attribute.id, name: attribute.name }, id: term.id, values, translations: await translationSections(db, config, 'attribute_term', term.id) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, session, config } = services(context);
  const form = await readAdminForm(request, context);
  const { attribute, term } = await findTerm(context, params);
  const terms = `/admin/products/attributes/${attribute.id}/terms/`;
  if (form.get('intent') === 'delete') {
    await deleteAttributeTerm(db, attribute.id, term.id);
    await session.addNotice({ type: 'success', message: `“${term.name}” was deleted.` });
    return redirect(terms, 303);
  }
  const posted = readPostedTerm(form, config);
  const { values, translations } = posted;
  if (!posted.ok) return data({ errors: posted.errors, values, translations }, { status: 400 });
  const saved = await saveAttributeTerm(db, attribute.id, term.id, posted.changes, { translations: posted.translated });
  if (!saved.ok) {
    if ('notFound' in saved) throw data('Not found', { status: 404 });
    return data({ errors: termErrorsByField(saved.errors), values, translations }, { status: 400 });
  }
  await session.addNotice({ type: 'success', message: 'Term updated.' });
  return redirect(terms, 303);
}

export default function AdminTermEdit({ loaderData, actionData }: Route.ComponentProps) {
  const nonce = useAdminNonce();
  const { attribute, id } = loaderData;
  const translations = translationsShown(loaderData.translations, actionData?.translations);
  const title = `Edit “${loaderData.values.name}”`;
  return (
    <>
      <title>{`${title} · Shop admin`}</title>
      <div className="admin-heading">
        <h1>{title}</h1>
      </div>
      <p>
        <Link to={`/admin/products/attributes/${attribute.id}/terms/`}>{`← All ${attribute.name} terms`}</Link>
      </p>
      <TermForm key={`${id}:${loaderData.values.name}:${loaderData.values.slug}`} nonce={nonce} values={actionData?.values ?? loaderData.values} errors={actionData?.errors} isNew={false} attributeName={attribute.name} translations={translations} />
      <Form method="post" className="admin-danger-zone">
        <NonceField nonce={nonce} />
        <h2>Delete term</h2>
        <p>Deleting removes the term from every product that has it.</p>
        <button type="submit" name="intent" value="delete" className="button button--danger">
          Delete term
        </button>
      </Form>
    </>
  );
}
