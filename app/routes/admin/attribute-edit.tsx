import { data, Form, Link, redirect } from 'react-router';
import { translationsShown } from '../../components/admin/TranslationFields.tsx';
import type { Route } from './+types/attribute-edit.ts';
import { services } from '../../context.ts';
import { ATTRIBUTE_ORDERS, attributeFieldErrors, deleteAttribute, getAttribute, saveAttribute, type AttributeOrder } from '../../../core/catalog/attributes.ts';
import type { TranslationFormValues } from '../../../core/i18n/content-form.ts';
import { textFields } from '../../../core/shared/validation.ts';
import { AttributeForm, type AttributeFormValues } from '../../components/admin/AttributeForm.tsx';
import { NonceField } from '../../components/admin/Field.tsx';
import { idParam, readAdminForm } from './guard.ts';
import { readTranslationSections, translationSections } from './translation-sections.ts';
import { useAdminNonce } from './use-nonce.ts';

const FIELDS = ['name', 'slug', 'order_by'] as const;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config } = services(context);
  const isNew = params.id === undefined;
  const attribute = isNew ? null : await getAttribute(db, idParam(params.id));
  if (!isNew && !attribute) throw data('Not found', { status: 404 });
  const values: AttributeFormValues = { name: attribute?.name ?? '', slug: attribute?.slug ?? '', order_by: attribute?.order_by ?? 'menu_order' };
  return { isNew, id: attribute?.id ?? null, values, translations: await translationSections(db, config, 'attribute', attribute?.id ?? null) };
}

type Failure = { errors: Record<string, string>; values: AttributeFormValues; translations: TranslationFormValues };

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, session, config } = services(context);
  const form = await readAdminForm(request, context);
  const id = params.id === undefined ? null : idParam(params.id);
  const existing = id === null ? null : await getAttribute(db, id);
  if (id !== null && !existing) throw data('Not found', { status: 404 });

  if (id !== null && form.get('intent') === 'delete') {
    await deleteAttribute(db, id);
    await session.addNotice({ type: 'success', message: `“${existing?.name ?? 'The attribute'}” was deleted.` });
    return redirect('/admin/products/attributes/', 303);
  }

  const values = textFields(form, FIELDS);
  const translated = readTranslationSections(form, config, 'attribute');
  const fail = (errors: Record<string, string>) => data<Failure>({ errors, values, translations: translated.values }, { status: 400 });
  // Every problem at once: the form's own fields beside its translations'.
  const orderError: Record<string, string> = (ATTRIBUTE_ORDERS as readonly string[]).includes(values.order_by) ? {} : { order_by: 'Choose a sort order from the list.' };
  if (!translated.parsed.ok) return fail({ ...attributeFieldErrors(values), ...orderError, ...translated.parsed.errors });
  if ('order_by' in orderError) return fail(orderError);
  const saved = await saveAttribute(db, id, { name: values.name, slug: values.slug, orderBy: values.order_by as AttributeOrder }, { translations: translated.parsed.value });
  if (!saved.ok) {
    if ('notFound' in saved) throw data('Not found', { status: 404 });
    return fail(saved.errors);
  }
  await session.addNotice({ type: 'success', message: id === null ? 'Attribute added. Now add its terms.' : 'Attribute updated.' });
  return redirect(id === null ? `/admin/products/attributes/${saved.value.id}/terms/` : `/admin/products/attributes/${saved.value.id}/`, 303);
}

export default function AdminAttributeEdit({ loaderData, actionData }: Route.ComponentProps) {
  const nonce = useAdminNonce();
  const { isNew, id } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const translations = translationsShown(loaderData.translations, actionData?.translations);
  const title = isNew ? 'Add attribute' : `Edit “${loaderData.values.name}”`;
  return (
    <>
      <title>{`${title} · Shop admin`}</title>
      <div className="admin-heading">
        <h1>{title}</h1>
        {id !== null ? (
          <Link to={`/admin/products/attributes/${id}/terms/`} className="button alt">
            Configure terms
          </Link>
        ) : null}
      </div>
      <p>
        <Link to="/admin/products/attributes/">← All attributes</Link>
      </p>
      <AttributeForm key={`${id ?? 'new'}:${loaderData.values.name}:${loaderData.values.slug}`} nonce={nonce} values={values} errors={actionData?.errors} isNew={isNew} translations={translations} />
      {id !== null ? (
        <Form method="post" className="admin-danger-zone">
          <NonceField nonce={nonce} />
          <h2>Delete attribute</h2>
          <p>Deleting removes the attribute and its terms; products that used it lose it.</p>
          <button type="submit" name="intent" value="delete" className="button button--danger">
            Delete attribute
          </button>
        </Form>
      ) : null}
    </>
  );
}
