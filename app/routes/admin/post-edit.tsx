import { data, Form, Link, redirect } from 'react-router';
import { translationsShown } from '../../components/admin/TranslationFields.tsx';
import type { Route } from './+types/post-edit.ts';
import { services } from '../../context.ts';
import { deletePost, findPostConflicts, getEditablePost, savePost } from '../../../core/content/post-editor.ts';
import { parsePostForm, POST_FIELDS, postFormValues, type PostFormValues } from '../../../core/content/post-form.ts';
import { getContentVersion } from '../../../core/settings/settings.ts';
import { textFields } from '../../../core/shared/validation.ts';
import { NonceField } from '../../components/admin/Field.tsx';
import { PostForm } from '../../components/admin/PostForm.tsx';
import { idParam, readAdminForm } from './guard.ts';
import { POST_TYPE_WORDS, postTypeOf } from './post-type.ts';
import { useAdminNonce } from './use-nonce.ts';
import type { TranslationFormValues } from '../../../core/i18n/content-form.ts';
import { readTranslationSections, translationSections } from './translation-sections.ts';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, config } = services(context);
  const type = postTypeOf(request);
  const isNew = params.id === undefined;
  const post = isNew ? null : await getEditablePost(db, type, idParam(params.id));
  if (!isNew && !post) throw data('Not found', { status: 404 });
  return {
    type,
    isNew,
    id: post?.id ?? null,
    slug: post?.slug ?? null,
    status: post?.status ?? null,
    // Changes on every save, so the form starts afresh from what was saved.
    revision: isNew ? 'new' : await getContentVersion(db),
    values: postFormValues(post),
    translations: await translationSections(db, config, 'post', post?.id ?? null),
  };
}

type Failure = { errors: Record<string, string>; values: PostFormValues; translations: TranslationFormValues };

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, session, config } = services(context);
  const type = postTypeOf(request);
  const words = POST_TYPE_WORDS[type];
  const form = await readAdminForm(request, context);
  const id = params.id === undefined ? null : idParam(params.id);
  const existing = id === null ? null : await getEditablePost(db, type, id);
  if (id !== null && !existing) throw data('Not found', { status: 404 });

  if (id !== null && form.get('intent') === 'delete') {
    await deletePost(db, type, id);
    await session.addNotice({ type: 'success', message: `“${existing?.title ?? `The ${words.one}`}” was deleted.` });
    return redirect(words.list, 303);
  }

  const values = textFields(form, POST_FIELDS);
  const translated = readTranslationSections(form, config, 'post');
  const fail = (errors: Record<string, string>) => data<Failure>({ errors, values, translations: translated.values }, { status: 400 });
  const parsed = parsePostForm(values);
  if (!parsed.ok || !translated.parsed.ok) return fail({ ...(parsed.ok ? {} : parsed.errors), ...(translated.parsed.ok ? {} : translated.parsed.errors) });
  const conflicts = await findPostConflicts(db, type, id, parsed.value);
  if (Object.keys(conflicts).length > 0) return fail(conflicts);

  const savedId = await savePost(db, type, id, parsed.value, { translations: translated.parsed.value });
  await session.addNotice({ type: 'success', message: id === null ? `${words.One} created.` : `${words.One} updated.` });
  return redirect(`${words.list}${savedId}/`, 303);
}

export default function AdminPostEdit({ loaderData, actionData }: Route.ComponentProps) {
  const nonce = useAdminNonce();
  const { type, isNew, id, slug, status, revision } = loaderData;
  const words = POST_TYPE_WORDS[type];
  const values = actionData?.values ?? loaderData.values;
  const translations = translationsShown(loaderData.translations, actionData?.translations);
  const title = isNew ? `Add ${words.one}` : `Edit “${loaderData.values.title}”`;
  return (
    <>
      <title>{`${title} · Shop admin`}</title>
      <div className="admin-heading">
        <h1>{title}</h1>
        {slug && status === 'publish' ? (
          <Link to={words.shopPath(slug)} reloadDocument className="button alt">
            {`View ${words.one}`}
          </Link>
        ) : null}
      </div>
      <p>
        <Link to={words.list}>{`← All ${words.one}s`}</Link>
      </p>
      <PostForm key={`${type}:${id ?? 'new'}:${revision}`} nonce={nonce} values={values} errors={actionData?.errors} noun={words.one} addressHint={words.addressHint} isNew={isNew} translations={translations} />
      {id !== null ? (
        <Form method="post" className="admin-danger-zone">
          <NonceField nonce={nonce} />
          <h2>{`Delete ${words.one}`}</h2>
          <p>{`Deleting removes the ${words.one} from the shop for good. To hide it for now, set its status to Draft instead.`}</p>
          <button type="submit" name="intent" value="delete" className="button button--danger">
            {`Delete ${words.one}`}
          </button>
        </Form>
      ) : null}
    </>
  );
}
