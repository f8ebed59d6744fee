import type { RouterContextProvider } from 'react-router';
import { services } from '../../context.ts';
import { userDisplayName } from '../../../core/accounts/user-profile.ts';
import { localizedPath } from '../../../core/i18n/locale-path.ts';
import type { EmailPreviewContext } from '../../../core/mail/email-preview.ts';
import { orderMailSettingsOf, type OrderMailSettings } from '../../../core/orders/status-mail.ts';
import { adminUser } from './guard.ts';

type Context = Readonly<RouterContextProvider>;

/** What the admin's order e-mails (status changes, notes, order actions) are written with. */
export function orderMailSettings(context: Context): OrderMailSettings {
  const { config, siteOrigin, taxes } = services(context);
  return orderMailSettingsOf(config.store, siteOrigin, taxes.settings, config.theme.brand);
}

/** What an e-mail preview is written with: the shop's settings, and the owner as the account e-mails' reader. */
export function emailPreviewContext(context: Context): EmailPreviewContext {
  const { config, siteOrigin } = services(context);
  const owner = adminUser(context);
  const origin = siteOrigin?.replace(/\/+$/, '') ?? null;
  return {
    order: orderMailSettings(context),
    reader: { name: userDisplayName(owner), username: owner.username, email: owner.email },
    currency: config.store.currency,
    pageUrl: (path, language) => (origin ? `${origin}${localizedPath(path, language, config.store.locales)}` : null),
  };
}
