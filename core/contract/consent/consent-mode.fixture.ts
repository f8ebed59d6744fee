/** Test fixtures for Google Consent Mode: the seven v2 signals before any choice. */
export const ALL_DENIED_SIGNALS = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  functionality_storage: 'denied',
  personalization_storage: 'denied',
  security_storage: 'granted',
} as const;

/** A consent check that grants the named categories, and `necessary` as the consent API always does. */
export const grantingOnly =
  (...names: string[]) =>
  (category: string): boolean =>
    category === 'necessary' || names.includes(category);
