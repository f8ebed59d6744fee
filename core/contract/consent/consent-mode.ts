/**
 * Google Consent Mode v2: the head script sets its default before any tag runs, and the banner pushes
 * an update on every decision, both from the same map. No imports: the browser bundle takes it whole.
 */

/** Consent Mode's seven signals and the category each follows; security storage follows `necessary`, always granted. */
export const CONSENT_MODE_SIGNALS = {
  ad_storage: 'marketing',
  ad_user_data: 'marketing',
  ad_personalization: 'marketing',
  analytics_storage: 'statistics',
  functionality_storage: 'functional',
  personalization_storage: 'preferences',
  security_storage: 'necessary',
} as const;

export type ConsentModeSignal = keyof typeof CONSENT_MODE_SIGNALS;
export type ConsentModeValue = 'granted' | 'denied';

/** Each signal granted or denied as its category is (`has` answers for the category). */
export function consentModeSignals(has: (category: string) => boolean): Record<ConsentModeSignal, ConsentModeValue> {
  const signals = {} as Record<ConsentModeSignal, ConsentModeValue>;
  for (const [signal, category] of Object.entries(CONSENT_MODE_SIGNALS) as [ConsentModeSignal, string][]) signals[signal] = has(category) ? 'granted' : 'denied';
  return signals;
}
