import { useTranslate } from '../../components/i18n/translate-context.ts';
import { translator } from '../../../core/i18n/translator.ts';
import { intlLocale } from '../../../core/i18n/format.ts';
import { data, redirect } from 'react-router';
import type { Route } from './+types/edit-address.ts';
import { services } from '../../context.ts';
import { readSavedAddresses, saveAddress } from '../../../core/accounts/customer-addresses.ts';
import { readAddressForm, validateAddress, type CheckoutValues, type FieldError } from '../../../core/checkout/checkout-form.ts';
import { countryOptions } from '../../../core/checkout/countries.ts';
import { ADDRESS_FIELDS, fieldName, type AddressKind } from '../../../core/checkout/fields.ts';
import { AddressForm } from '../../components/account/AddressForm.tsx';
import { readFormData } from '../request-form.ts';
import { requireUser } from './session-user.ts';

function kindParam(kind: string | undefined): AddressKind {
  if (kind === 'billing' || kind === 'shipping') return kind;
  throw data('Not found', { status: 404 });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const kind = kindParam(params.kind);
  const { db, config, locale, country, session } = services(context);
  const saved = (await readSavedAddresses(db, user.id))[kind];
  const values: CheckoutValues = {};
  if (saved) for (const field of ADDRESS_FIELDS[kind]) values[fieldName(kind, field.part)] = saved[field.part];
  else {
    // A first address starts from what the account knows, as WooCommerce's form does.
    Object.assign(values, { [`${kind}_first_name`]: user.firstName, [`${kind}_last_name`]: user.lastName }, kind === 'billing' ? { billing_email: user.email } : {});
    values[`${kind}_country`] = country && config.store.countries.includes(country) ? country : (config.store.countries[0] ?? '');
  }
  return {
    kind,
    values,
    countries: countryOptions(config.store.countries, intlLocale(locale, config.store.locale)),
    nonce: await session.nonce(),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const kind = kindParam(params.kind);
  const { db, config, locale, session } = services(context);
  const t = translator(locale);
  const form = await readFormData(request, t);
  const values = readAddressForm(form, kind);
  if (!(await session.verifyNonce(form.get('_wpnonce')))) {
    return data({ values, errors: [{ field: '', message: t('account.error.formExpired') }] as FieldError[] }, { status: 403 });
  }
  const checked = validateAddress(kind, values, config.store.countries, t);
  if (!checked.ok) return data({ values, errors: checked.errors }, { status: 400 });
  await saveAddress(db, user.id, kind, checked.value);
  await session.addNotice({ type: 'success', message: t('notice.account.addressSaved') });
  return redirect('/my-account/edit-address/', 303);
}

export default function AccountEditAddress({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslate();
  const { kind, countries, nonce } = loaderData;
  const title = t(kind === 'billing' ? 'account.addresses.billing' : 'account.addresses.shipping');
  return (
    <>
      <title>{title}</title>
      <AddressForm kind={kind} title={title} values={actionData?.values ?? loaderData.values} errors={actionData?.errors ?? []} countries={countries} nonce={nonce} />
    </>
  );
}
