import { data, Form, Link, redirect } from 'react-router';
import { translationsShown } from '../../components/admin/TranslationFields.tsx';
import type { Route } from './+types/category-edit.ts';
import { services } from '../../context.ts';
import { categoryFieldErrors, deleteCategory, getCategoryRow, saveCategory, type CategoryChanges } from '../../../core/catalog/category-editor.ts';
import type { TranslationFormValues } from '../../../core/i18n/content-form.ts';
import { textFields } from '../../../core/shared/validation.ts';
import { CategoryForm, type CategoryFormValues } from '../../components/admin/CategoryForm.tsx';
import { NonceField } from '../../components/admin/Field.tsx';
import { idParam, readAdminForm } from './guard.ts';
import { readTranslationSections, translationSections } from './translation-sections.ts';
import { useAdminNonce } from './use-nonce.ts';

const FIELDS = ['name', 'slug', 'description', 'menu_order'] as const;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config } = services(context);
  const isNew = params.id === undefined;
  const category = isNew ? null : await getCategoryRow(db, idParam(params.id));
  if (!isNew && !category) throw data('Not found', { status: 404 });
  const values: CategoryFormValues = {
    name: category?.name ?? '',
    slug: category?.slug ?? '',
    description: category?.description ?? '',
    menu_order: String(category?.menu_order ?? 0),
  };
  return { isNew, id: category?.id ?? null, slug: category?.slug ?? null, values, translations: await translationSections(db, config, 'category', category?.id ?? null) };
}

type Failure = { errors: Record<string, string>; values: CategoryFormValues; translations: TranslationFormValues };

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, session, config } = services(context);
  const form = await readAdminForm(request, context);
  const id = params.id === undefined ? null : idParam(params.id);
  const existing = id === null ? null : await getCategoryRow(db, id);
  if (id !== null && !existing) throw data('Not found', { status: 404 });

  if (id !== null && form.get('intent') === 'delete') {
    await deleteCategory(db, id);
    await session.addNotice({ type: 'success', message: `“${existing?.name ?? 'The category'}” was deleted.` });
    return redirect('/admin/categories/', 303);
  }

  const values = textFields(form, FIELDS);
  const translated = readTranslationSections(form, config, 'category');
  // The editor's own checks, with their messages shown by the form's fields.
  const fail = (errors: Record<string, string>) => {
    const { menuOrder, ...rest } = errors;
    return data<Failure>({ errors: { ...rest, ...(menuOrder ? { menu_order: menuOrder } : {}) }, values, translations: translated.values }, { status: 400 });
  };
  const changes: CategoryChanges = { name: values.name, slug: values.slug, description: values.description, menuOrder: values.menu_order };
  if (!translated.parsed.ok) return fail({ ...categoryFieldErrors(changes), ...translated.parsed.errors });

  const saved = await saveCategory(db, id, changes, { translations: translated.parsed.value });
  if (!saved.ok) {
    if ('notFound' in saved) throw data('Not found', { status: 404 });
    return fail(saved.errors);
  }
  await session.addNotice({ type: 'success', message: id === null ? 'Category added.' : 'Category updated.' });
  return redirect(`/admin/categories/${saved.value.id}/`, 303);
}

export default function AdminCategoryEdit({ loaderData, actionData }: Route.ComponentProps) {
  const nonce = useAdminNonce();
  const { isNew, id, slug } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const translations = translationsShown(loaderData.translations, actionData?.translations);
  const title = isNew ? 'Add category' : `Edit “${loaderData.values.name}”`;
  return (
    <>
      <title>{`${title} · Shop admin`}</title>
      <div className="admin-heading">
        <h1>{title}</h1>
        {slug ? (
          <Link to={`/product-category/${slug}/`} reloadDocument className="button alt">
            View category
          </Link>
        ) : null}
      </div>
      <p>
        <Link to="/admin/categories/">← All categories</Link>
      </p>
      <CategoryForm key={`${id ?? 'new'}:${loaderData.values.name}:${loaderData.values.slug}`} nonce={nonce} values={values} errors={actionData?.errors} isNew={isNew} translations={translations} />
      {id !== null ? (
        <Form method="post" className="admin-danger-zone">
          <NonceField nonce={nonce} />
          <h2>Delete category</h2>
          <p>Deleting removes the category; its products stay in the shop, without it.</p>
          <button type="submit" name="intent" value="delete" className="button button--danger">
            Delete category
          </button>
        </Form>
      ) : null}
    </>
  );
}
