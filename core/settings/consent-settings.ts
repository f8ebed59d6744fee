import type { Db } from '../../db/connect.ts';
import { consentOverridesSchema, parseConsentOverrides, type ConsentOverrides } from './consent-overrides.ts';
import { deleteSetting, putSetting, readSetting, safeJson, touchContentVersion } from './settings.ts';

/** The settings row holding the owner's cookie banner overrides (edited in /admin/settings/consent/). */
const CONSENT_SETTINGS_KEY = 'consent';

/** The saved overrides, or null when the banner follows the config file alone. */
export async function getConsentOverrides(db: Db): Promise<ConsentOverrides | null> {
  const value = await readSetting(db, CONSENT_SETTINGS_KEY);
  return value === undefined ? null : parseConsentOverrides(safeJson(value));
}

/**
 * Saves the overrides (none left means the file alone) and bumps the content version: cached pages
 * carry the banner, so they are dropped and every process re-reads its options.
 */
export async function saveConsentOverrides(db: Db, overrides: ConsentOverrides): Promise<void> {
  // The form validated them already: a value that does not fit is a bug, not input.
  const valid = consentOverridesSchema.parse(overrides);
  if (Object.keys(valid).length === 0) await deleteSetting(db, CONSENT_SETTINGS_KEY);
  else await putSetting(db, CONSENT_SETTINGS_KEY, JSON.stringify(valid));
  await touchContentVersion(db);
}

/** Back to the config file's banner. */
export async function resetConsentOverrides(db: Db): Promise<void> {
  await deleteSetting(db, CONSENT_SETTINGS_KEY);
  await touchContentVersion(db);
}
