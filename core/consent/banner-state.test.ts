import { describe, expect, it } from 'vitest';
import { CONSENT_DEFAULTS } from '../../config/defaults.ts';
import { bannerAllowedOnPath, planBanner } from './banner-state.ts';
import type { ConsentOptions } from './options.ts';

const options = (overrides: Partial<ConsentOptions> = {}): ConsentOptions => ({ ...CONSENT_DEFAULTS, ...overrides });
const autoDismiss = { timeoutMs: 8000, scrollPx: 200, clickOutside: true };

describe('planBanner', () => {
  it('does not open the banner by itself outside law countries, yet still asks consent before tracking', () => {
    const plan = planBanner(options(), { pathname: '/', country: 'US' });
    expect(plan).toMatchObject({ shown: true, autoOpen: false, consentRequired: true });
  });

  it('opens it in law countries, and as configured when the country is unknown', () => {
    expect(planBanner(options(), { pathname: '/', country: 'BE' })).toMatchObject({ shown: true, autoOpen: true, consentRequired: true });
    expect(planBanner(options(), { pathname: '/', country: null })).toMatchObject({ shown: true, autoOpen: true, consentRequired: true });
  });

  it('applies no law at all when regional law is off', () => {
    expect(planBanner(options({ regionalLaw: false }), { pathname: '/', country: 'US' })).toMatchObject({ shown: true, autoOpen: true, consentRequired: true });
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
    expect(planBanner(options({ enabled: false }), { pathname: '/', country: 'DE' })).toMatchObject({ shown: false, consentRequired: false });
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
