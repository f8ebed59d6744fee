import { describe, expect, it } from 'vitest';
import { categoryGranted } from './decision.ts';
import { consentModeSignals } from './consent-mode.ts';

/** Grants the named categories, and `necessary` as the consent API always does. */
const only =
  (...names: string[]) =>
  (category: string) =>
    category === 'necessary' || names.includes(category);
const DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  functionality_storage: 'denied',
  personalization_storage: 'denied',
  security_storage: 'granted',
};

describe('consentModeSignals', () => {
  it('maps the categories onto the seven Consent Mode v2 signals', () => {
    expect(consentModeSignals(only())).toEqual(DENIED);
    expect(consentModeSignals(only('marketing', 'statistics'))).toEqual({ ...DENIED, ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' });
    expect(consentModeSignals(only('functional', 'preferences'))).toEqual({ ...DENIED, functionality_storage: 'granted', personalization_storage: 'granted' });
  });

  it('grants security storage whenever the consent rules grant necessary, which they always do', () => {
    const unanswered = (category: string) => categoryGranted(category, { status: undefined, categories: {} }, { type: 'opt-in', consentRequired: true });
    expect(consentModeSignals(unanswered)).toEqual(DENIED);
    const denied = (category: string) => categoryGranted(category, { status: 'deny', categories: {} }, { type: 'detailed', consentRequired: true });
    expect(consentModeSignals(denied)).toEqual(DENIED);
  });
});
