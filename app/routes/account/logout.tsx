import { useTranslate } from '../../components/i18n/translate-context.ts';
import { translator } from '../../../core/i18n/translator.ts';
import { data, Form, redirect } from 'react-router';
import type { Route } from './+types/logout.ts';
import { services } from '../../context.ts';
import { NonceField } from '../../components/admin/Field.tsx';
import { currentUser } from './session-user.ts';

export async function loader({ context }: Route.LoaderArgs) {
  if (!(await currentUser(context))) throw redirect('/my-account/');
  return { nonce: await services(context).session.nonce() };
}

/** Signing out is a POST with the session's nonce, so no other site can sign a visitor out. */
export async function action({ request, context }: Route.ActionArgs) {
  const { session } = services(context);
  const form = await request.formData().catch(() => null);
  if (!(await currentUser(context))) return redirect('/my-account/', 303);
  if (!form || !(await session.verifyNonce(form.get('_wpnonce')))) {
    throw data(translator(services(context).locale)('account.logout.expired'), { status: 403, statusText: 'Forbidden' });
  }
  await session.signOut();
  return redirect('/my-account/', 303);
}

export default function AccountLogout({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  return (
    <>
      <title>{t('account.logout.title')}</title>
      <h2>{t('account.logout.title')}</h2>
      <p>{t('account.logout.question')}</p>
      <Form method="post">
        <NonceField nonce={loaderData.nonce} />
        <button type="submit" className="button">
          {t('account.logout.confirm')}
        </button>
      </Form>
    </>
  );
}
