import { data, Form, Link, redirect } from 'react-router';
import type { Route } from './+types/category-edit.ts';
import { services } from '../../context.ts';
import { deleteCategory, getCategoryRow, saveCategory } from '../../../core/catalog/category-editor.ts';
import { saveTranslationsAndTouch } from '../../../core/i18n/content-translations.ts';
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
  const fail = (errors: Record<string, string>) => data<Failure>({ errors, values, translations: translated.values }, { status: 400 });
  const order = values.menu_order.trim();
  const errors: Record<string, string> = {};
  if (!/^-?\d{1,7}$/.test(order || '0')) errors.menu_order = 'Enter a whole number.';
  if (!translated.parsed.ok) Object.assign(errors, translated.parsed.errors);
  if (Object.keys(errors).length > 0 || !translated.parsed.ok) return fail(errors);

  const saved = await saveCategory(db, id, { name: values.name, slug: values.slug, description: values.description, menuOrder: Number(order || '0') });
  if (!saved.ok) {
    if ('notFound' in saved) throw data('Not found', { status: 404 });
    const { menuOrder, ...rest } = saved.errors;
    return fail({ ...rest, ...(menuOrder ? { menu_order: menuOrder } : {}) });
  }
  await saveTranslationsAndTouch(db, 'category', saved.value.id, translated.parsed.value);
  await session.addNotice({ type: 'success', message: id === null ? 'Category added.' : 'Category updated.' });
  return redirect(`/admin/categories/${saved.value.id}/`, 303);
}

export default function AdminCategoryEdit({ loaderData, actionData }: Route.ComponentProps) {
  const nonce = useAdminNonce();
  const { isNew, id, slug } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const translations = loaderData.translations ? { ...loaderData.translations, values: actionData?.translations ?? loaderData.translations.values } : undefined;
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
