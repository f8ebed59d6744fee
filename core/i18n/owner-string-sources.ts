import type { Db } from '../../db/connect.ts';
import type { ConsentOptions } from '../contract/consent/options.ts';
import type { ThemeOptions } from '../contract/theme/options.ts';
import { consentOverrideStore, effectiveConsent } from '../settings/consent-overrides.ts';
import { getHomeLayout } from '../settings/home-settings.ts';
import { getStoreSettings } from '../settings/settings.ts';
import { effectiveTheme, themeOverrideStore } from '../settings/theme-overrides.ts';
import { listOwnerStrings, type OwnerString } from './owner-string-list.ts';
import { readShippingZones } from '../shipping/shipping-store.ts';

/** What the config file says (the owner's saved settings are laid over its theme and banner). */
export interface OwnerStringFile {
  store: { tagline: string };
  theme: Readonly<ThemeOptions>;
  consent: Readonly<ConsentOptions>;
}

/**
 * The owner's words as saved now, read from the database rather than a process's cache (the admin must
 * list what is saved, and check a post against it): the home layout, the theme's menu and the banner's
 * texts over the config file's, the store notice, and the tagline from the config file.
 */
export async function readOwnerStrings(db: Db, fileConfig: OwnerStringFile): Promise<OwnerString[]> {
  const [homeLayout, themeOverrides, consentOverrides, settings, shippingZones] = await Promise.all([
    getHomeLayout(db),
    themeOverrideStore.read(db),
    consentOverrideStore.read(db),
    getStoreSettings(db),
    readShippingZones(db),
  ]);
  return listOwnerStrings({
    homeLayout,
    tagline: fileConfig.store.tagline,
    menu: effectiveTheme(fileConfig.theme, themeOverrides).menu,
    storeNotice: settings.storeNotice,
    consent: effectiveConsent(fileConfig.consent, consentOverrides),
    shippingZones,
  });
}
