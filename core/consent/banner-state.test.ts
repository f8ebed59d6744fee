import { describe, expect, it } from 'vitest';
import { CONSENT_DEFAULTS } from '../../config/defaults.ts';
import { bannerAllowedOnPath, planBanner } from './banner-state.ts';
import type { ConsentOptions } from '../contract/consent/options.ts';

const options = (overrides: Partial<ConsentOptions> = {}): ConsentOptions => ({ ...CONSENT_DEFAULTS, ...overrides });
const autoDismiss = { timeoutMs: 8000, scrollPx: 200, clickOutside: true };

describe('planBanner', () => {
  it('outside law countries the banner stays closed and tracking runs until the visitor refuses (spec section 9)', () => {
    const plan = planBanner(options(), { pathname: '/', country: 'US' });
    expect(plan).toMatchObject({ shown: true, autoOpen: false, consentRequired: true, consentType: 'optout', type: 'opt-in' });
  });

  it('in law countries, and when the country is unknown, it opens and asks first with a refusal beside the acceptance', () => {
    expect(planBanner(options(), { pathname: '/', country: 'DE' })).toMatchObject({ shown: true, autoOpen: true, consentType: 'optin', type: 'opt-in' });
    expect(planBanner(options(), { pathname: '/', country: 'BE' })).toMatchObject({ shown: true, autoOpen: true, consentRequired: true, consentType: 'optin' });
    expect(planBanner(options(), { pathname: '/', country: null })).toMatchObject({ shown: true, autoOpen: true, consentRequired: true, consentType: 'optin', type: 'opt-in' });
  });

  it('turns info and opt-out into opt-in where it asks, and keeps opt-in and the detailed types', () => {
    const typeIn = (type: ConsentOptions['type'], country: string) => planBanner(options({ type }), { pathname: '/', country }).type;
    expect(typeIn('info', 'FR')).toBe('opt-in');
    expect(typeIn('opt-out', 'FR')).toBe('opt-in');
    for (const type of ['opt-in', 'detailed', 'detailedRev', 'detailedRevDeny'] as const) expect(typeIn(type, 'FR')).toBe(type);
    // Where it does not ask, "Cookie settings" must still offer a refusal: info becomes opt-in, opt-out stays.
    expect(typeIn('info', 'US')).toBe('opt-in');
    expect(typeIn('opt-out', 'US')).toBe('opt-out');
    expect(typeIn('detailed', 'US')).toBe('detailed');
  });

  it('asks everywhere when the shop says so', () => {
    expect(planBanner(options({ askEverywhere: true }), { pathname: '/', country: 'US' })).toMatchObject({ autoOpen: true, consentType: 'optin', type: 'opt-in' });
    expect(planBanner(options({ askEverywhere: true, type: 'opt-out' }), { pathname: '/', country: 'JP' }).type).toBe('opt-in');
    // The law's other rules still apply in law countries.
    expect(planBanner(options({ askEverywhere: true, revokable: false }), { pathname: '/', country: 'DE' }).revokable).toBe(true);
  });

  it('applies no law at all when regional law is off: it asks everywhere', () => {
    expect(planBanner(options({ regionalLaw: false }), { pathname: '/', country: 'US' })).toMatchObject({ shown: true, autoOpen: true, consentRequired: true, consentType: 'optin' });
    expect(planBanner(options({ regionalLaw: false, revokable: false, autoDismiss }), { pathname: '/', country: 'ES' })).toMatchObject({ revokable: false, autoDismiss });
  });

  it('forces the revoke button where the law requires it', () => {
    expect(planBanner(options({ revokable: false }), { pathname: '/', country: 'DE' }).revokable).toBe(true);
    expect(planBanner(options({ revokable: false }), { pathname: '/', country: 'BE' }).revokable).toBe(false);
  });

  it('drops auto-dismiss where an explicit action is required', () => {
    expect(planBanner(options({ autoDismiss }), { pathname: '/', country: 'IT' }).autoDismiss).toEqual({ timeoutMs: null, scrollPx: null, clickOutside: false });
    expect(planBanner(options({ autoDismiss }), { pathname: '/', country: 'FR' }).autoDismiss).toEqual(autoDismiss);
  });

  it('is off everywhere when switched off, and skipped in the admin preview', () => {
    expect(planBanner(options({ enabled: false }), { pathname: '/', country: 'DE' })).toMatchObject({ shown: false, consentRequired: false, consentType: 'optout' });
    expect(planBanner(options(), { pathname: '/', country: 'DE', adminPreview: true })).toMatchObject({ shown: false, consentRequired: true });
  });

  it('never puts the banner in the back office or on protocol paths', () => {
    for (const pathname of ['/admin/', '/admin/orders/', '/wp-json/', '/wp-admin/']) {
      expect(planBanner(options(), { pathname, country: 'DE' })).toMatchObject({ shown: false, consentRequired: true });
    }
    expect(planBanner(options(), { pathname: '/administration-guide/', country: 'DE' }).shown).toBe(true);
  });

  it('keeps consent required on pages where the banner is switched off', () => {
    const plan = planBanner(options({ pages: { whitelist: [], blacklist: ['/checkout/'] } }), { pathname: '/checkout/', country: 'DE' });
    expect(plan).toMatchObject({ shown: false, consentRequired: true });
  });
});

describe('bannerAllowedOnPath', () => {
  it('is on everywhere without rules', () => {
    expect(bannerAllowedOnPath('/shop/', { whitelist: [], blacklist: [] })).toBe(true);
  });
  it('is off on blacklisted paths, exact or by prefix, trailing slash ignored', () => {
    const pages = { whitelist: [], blacklist: ['/privacy-policy', '/legal/*'] };
    expect(bannerAllowedOnPath('/privacy-policy/', pages)).toBe(false);
    expect(bannerAllowedOnPath('/legal/imprint/', pages)).toBe(false);
    expect(bannerAllowedOnPath('/privacy-policy-old/', pages)).toBe(true);
  });
  it('lets the whitelist win over the blacklist', () => {
    const pages = { whitelist: ['/legal/cookies/'], blacklist: ['/legal/*'] };
    expect(bannerAllowedOnPath('/legal/cookies/', pages)).toBe(true);
    expect(bannerAllowedOnPath('/legal/terms/', pages)).toBe(false);
  });
});
