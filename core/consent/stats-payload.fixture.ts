import type { ConsentStatsPayload } from '../contract/consent/stats-payload.ts';

/** Test fixture: one valid decision as the banner posts it (settings saved: statistics on, marketing off). */
export function consentDecision(overrides: Partial<Record<keyof ConsentStatsPayload, unknown>> = {}): ConsentStatsPayload {
  return {
    href: 'https://shop.example/product/brass-lamp/',
    referrer: '',
    cookieName: 'cookieconsent_status',
    mainStatus: 'savesettings',
    openCount: 1,
    cookieTypeConsent: [
      { name: 'necessary', status: 'allow' },
      { name: 'statistics', status: 'allow' },
      { name: 'marketing', status: 'deny' },
    ],
    ...overrides,
  } as ConsentStatsPayload;
}
