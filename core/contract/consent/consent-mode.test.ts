import { describe, expect, it } from 'vitest';
import { categoryGranted } from './decision.ts';
import { consentModeSignals } from './consent-mode.ts';
import { ALL_DENIED_SIGNALS, grantingOnly } from './consent-mode.fixture.ts';


describe('consentModeSignals', () => {
  it('maps the categories onto the seven Consent Mode v2 signals', () => {
    expect(consentModeSignals(grantingOnly())).toEqual(ALL_DENIED_SIGNALS);
    expect(consentModeSignals(grantingOnly('marketing', 'statistics'))).toEqual({ ...ALL_DENIED_SIGNALS, ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' });
    expect(consentModeSignals(grantingOnly('functional', 'preferences'))).toEqual({ ...ALL_DENIED_SIGNALS, functionality_storage: 'granted', personalization_storage: 'granted' });
  });

  it('grants security storage whenever the consent rules grant necessary, which they always do', () => {
    const unanswered = (category: string) => categoryGranted(category, { status: undefined, categories: {} }, { type: 'opt-in', consentRequired: true });
    expect(consentModeSignals(unanswered)).toEqual(ALL_DENIED_SIGNALS);
    const denied = (category: string) => categoryGranted(category, { status: 'deny', categories: {} }, { type: 'detailed', consentRequired: true });
    expect(consentModeSignals(denied)).toEqual(ALL_DENIED_SIGNALS);
  });
});
