import { data, Form, redirect } from 'react-router';
import type { Route } from './+types/home-layout.ts';
import { services } from '../../context.ts';
import { homeFormValues, parseHomeForm, readHomeForm } from '../../../core/settings/home-form.ts';
import { getHomeLayout, hasSavedHomeLayout, resetHomeLayout, saveHomeLayout } from '../../../core/settings/home-settings.ts';
import { NonceField } from '../../components/admin/Field.tsx';
import { HomeLayoutForm } from '../../components/admin/HomeLayoutForm.tsx';
import { ThemePreview } from '../../components/admin/ThemePreview.tsx';
import { readAdminForm } from './guard.ts';
import { HOME_LAYOUT_PAGE, HOME_PREVIEW_URL } from './home-options.ts';
import { useAdminNonce } from './use-nonce.ts';

const FORM_ID = 'home-layout';
const PREVIEW_FRAME = 'home-preview';

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = services(context);
  // Read from the database, not the per-process cache: the form shows what is saved.
  const [layout, saved] = await Promise.all([getHomeLayout(db), hasSavedHomeLayout(db)]);
  return { values: homeFormValues(layout), saved };
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = services(context);
  const form = await readAdminForm(request, context);
  if (form.get('intent') === 'reset') {
    await resetHomeLayout(shop.db);
    await shop.session.addNotice({ type: 'success', message: 'The home page shows the default sections again.' });
    return redirect(HOME_LAYOUT_PAGE, 303);
  }
  const parsed = parseHomeForm(readHomeForm(form, await getHomeLayout(shop.db)));
  if (!parsed.ok) return data({ errors: parsed.errors, values: parsed.values }, { status: 400 });
  await saveHomeLayout(shop.db, parsed.value);
  await shop.session.addNotice({ type: 'success', message: 'Home page saved.' });
  return redirect(HOME_LAYOUT_PAGE, 303);
}

export default function AdminHomeLayout({ loaderData, actionData }: Route.ComponentProps) {
  const nonce = useAdminNonce();
  const values = actionData?.values ?? loaderData.values;
  return (
    <>
      <title>Home page · Shop admin</title>
      <h1>Home page</h1>
      <p>
        The sections of the shop’s home page, in their order, and what each shows. {loaderData.saved ? 'Your saved layout is in use.' : 'Nothing is saved here yet: the home page shows the default sections.'}
      </p>
      <div className="theme-settings">
        <HomeLayoutForm id={FORM_ID} nonce={nonce} values={values} errors={actionData?.errors} previewUrl={HOME_PREVIEW_URL} previewFrame={PREVIEW_FRAME} />
        <ThemePreview formId={FORM_ID} frameName={PREVIEW_FRAME} src={HOME_PREVIEW_URL} />
      </div>
      <Form method="post" className="admin-danger-zone" reloadDocument>
        <NonceField nonce={nonce} />
        <h2>Reset to the default sections</h2>
        <p>Forgets the layout saved on this page; the home page shows the default sections again.</p>
        <button type="submit" name="intent" value="reset" className="button button--danger" disabled={!loaderData.saved}>
          Reset the home page
        </button>
      </Form>
    </>
  );
}
