import { useTranslate } from '../../components/i18n/translate-context.ts';
import { useLocalizedHref } from '../../components/i18n/locale-context.ts';
import type { Route } from './+types/addresses.ts';
import { services } from '../../context.ts';
import { readSavedAddresses } from '../../../core/accounts/customer-addresses.ts';
import { intlLocale } from '../../../core/i18n/format.ts';
import { addressLines } from '../../components/account/order-view.ts';
import { AddressCard } from '../../components/account/AddressCard.tsx';
import { requireUser } from './session-user.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db, config, locale } = services(context);
  const saved = await readSavedAddresses(db, user.id);
  const names = intlLocale(locale, config.store.locale);
  // As the country writes its addresses, the country named in the page's language.
  return { billing: addressLines(saved.billing, names), shipping: addressLines(saved.shipping, names) };
}

export default function AccountAddresses({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const href = useLocalizedHref();
  return (
    <>
      <title>{t('account.addresses.title')}</title>
      <h2>{t('account.addresses.title')}</h2>
      <p>{t('account.addresses.intro')}</p>
      <div className="addresses woocommerce-Addresses">
        <AddressCard kind="billing" lines={loaderData.billing} editHref={href('/my-account/edit-address/billing/')} />
        <AddressCard kind="shipping" lines={loaderData.shipping} editHref={href('/my-account/edit-address/shipping/')} />
      </div>
    </>
  );
}
