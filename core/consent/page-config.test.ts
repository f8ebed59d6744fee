import { describe, expect, it } from 'vitest';
import { CONSENT_DEFAULTS } from '../../config/defaults.ts';
import type { ConsentOptions } from '../contract/consent/options.ts';
import { consentPageConfig, revokeButtonPlan } from './page-config.ts';

const GEO = ['https://geo.test/json'];
const page = (overrides: Partial<ConsentOptions>, country: string | null, pathname = '/') =>
  consentPageConfig({ ...CONSENT_DEFAULTS, ...overrides }, { pathname, country, geoServices: GEO, revision: 'r1' });

describe('revokeButtonPlan', () => {
  it('shows the button wherever the shop asks for it', () => {
    for (const country of ['DE', 'BE', 'US', null]) expect(revokeButtonPlan(page({ revokable: true }, country))).toBe('shown');
  });

  it('with the option off, a known country decides on the server, as before', () => {
    expect(revokeButtonPlan(page({ revokable: false }, 'DE'))).toBe('shown');
    expect(revokeButtonPlan(page({ revokable: false }, 'FR'))).toBe('shown');
    expect(revokeButtonPlan(page({ revokable: false }, 'BE'))).toBe('none');
    expect(revokeButtonPlan(page({ revokable: false }, 'US'))).toBe('none');
  });

  it('with the option off, a page waiting for the country lookup holds the button for the law to decide', () => {
    const pending = page({ revokable: false }, null);
    expect(pending.geoServices).toEqual(GEO);
    expect(revokeButtonPlan(pending)).toBe('held');
  });

  it('holds nothing when no lookup will run: regional law off, or no services configured', () => {
    expect(revokeButtonPlan(page({ revokable: false, regionalLaw: false }, null))).toBe('none');
    const noServices = consentPageConfig({ ...CONSENT_DEFAULTS, revokable: false }, { pathname: '/', country: null, geoServices: [], revision: 'r1' });
    expect(revokeButtonPlan(noServices)).toBe('none');
  });

  it('gives no button to a page without the banner', () => {
    expect(revokeButtonPlan(page({ enabled: false }, 'DE'))).toBe('none');
    expect(revokeButtonPlan(page({ revokable: false, pages: { whitelist: [], blacklist: ['/privacy-policy/'] } }, null, '/privacy-policy/'))).toBe('none');
  });
});

describe('consentPageConfig geo services', () => {
  it('asks the browser for the country only on a page with the banner whose country the server did not know', () => {
    expect(page({}, null).geoServices).toEqual(GEO);
    expect(page({}, 'DE').geoServices).toEqual([]);
    expect(page({ enabled: false }, null).geoServices).toEqual([]);
    expect(page({ regionalLaw: false }, null).geoServices).toEqual([]);
    expect(page({ pages: { whitelist: [], blacklist: ['/privacy-policy/'] } }, null, '/privacy-policy/').geoServices).toEqual([]);
  });
});
