import { useTranslate } from '../../components/i18n/translate-context.ts';
import { translator } from '../../../core/i18n/translator.ts';
import { data, redirect } from 'react-router';
import type { Route } from './+types/edit-account.ts';
import { services } from '../../context.ts';
import { ACCOUNT_DETAILS_FIELDS, accountDetailsValues, updateAccountDetails, type AccountDetailsValues } from '../../../core/accounts/account-details.ts';
import { textFields } from '../../../core/shared/validation.ts';
import { AccountDetailsForm } from '../../components/account/AccountDetailsForm.tsx';
import { readFormData } from '../request-form.ts';
import { requireUser } from './session-user.ts';

/** A form refused for too many wrong current passwords says when to try again (`Retry-After`). */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db, session } = services(context);
  const values = await accountDetailsValues(db, user.id);
  if (!values) throw data('Not found', { status: 404 });
  return { values, nonce: await session.nonce() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const { db, session, locale, clientAddress } = services(context);
  const t = translator(locale);
  const form = await readFormData(request, t);
  const input = textFields(form, ACCOUNT_DETAILS_FIELDS);
  const kept: AccountDetailsValues = { account_first_name: input.account_first_name, account_last_name: input.account_last_name, account_display_name: input.account_display_name, account_email: input.account_email };
  if (!(await session.verifyNonce(form.get('_wpnonce')))) {
    return data({ errors: { form: t('account.error.formExpired') } as Record<string, string>, values: kept }, { status: 403 });
  }
  const result = await updateAccountDetails(db, user.id, input, (await session.get())?.id ?? null, t, { clientAddress });
  if (!result.ok && result.retryAfterSeconds !== undefined) {
    return data({ errors: result.errors, values: result.values }, { status: 429, headers: { 'Retry-After': String(result.retryAfterSeconds) } });
  }
  if (!result.ok) return data({ errors: result.errors, values: result.values }, { status: 400 });
  await session.addNotice({ type: 'success', message: t('notice.account.detailsSaved') });
  if (result.value.passwordChanged) await session.addNotice({ type: 'info', message: t('notice.account.passwordChanged') });
  return redirect('/my-account/edit-account/', 303);
}

export default function AccountEditAccount({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslate();
  return (
    <>
      <title>{t('account.details.title')}</title>
      <AccountDetailsForm values={actionData?.values ?? loaderData.values} errors={actionData?.errors ?? {}} nonce={loaderData.nonce} />
    </>
  );
}
