import { describe, expect, it } from 'vitest';
import { CONSENT_DEFAULTS } from '../../../config/defaults.ts';
import type { ConsentOptions } from './options.ts';
import { consentPageConfig } from '../../consent/page-config.ts';
import { countryLaw } from './law.ts';
import { applyCountryLaw } from './page-law.ts';

const withCountryLaw = (config: ReturnType<typeof page>, country: string) => applyCountryLaw(config, countryLaw(country));

const options: ConsentOptions = { ...CONSENT_DEFAULTS, revokable: false, autoDismiss: { timeoutMs: 8000, scrollPx: 300, clickOutside: true } };
const page = (country: string | null) => consentPageConfig(options, { pathname: '/', country, geoServices: ['https://geo.test/json'], revision: 'r1' });
/** The page before the browser's lookup: the server did not know the country. */
const pending = page(null);

describe('applyCountryLaw with a looked-up country', () => {
  it('starts from a page waiting for the lookup', () => {
    expect(pending.geoServices).toEqual(['https://geo.test/json']);
    expect(pending).toMatchObject({ consentRequired: true, autoOpen: true });
  });

  it('outside law countries the banner does not open by itself, and consent is still asked for', () => {
    const config = withCountryLaw(pending, 'US');
    expect(config).toMatchObject({ autoOpen: false, consentRequired: true, shown: true, geoServices: [] });
  });

  it('a revocable-law country forces the revoke button and keeps auto-dismiss', () => {
    const config = withCountryLaw(pending, 'de');
    expect(config).toMatchObject({ autoOpen: true, revokable: true, autoDismiss: options.autoDismiss });
  });

  it('an explicit-action country turns auto-dismiss off', () => {
    const config = withCountryLaw(pending, 'IT');
    expect(config).toMatchObject({ autoOpen: true, revokable: false, autoDismiss: { timeoutMs: null, scrollPx: null, clickOutside: false } });
  });

  it('decides as the server would have with the country known', () => {
    for (const country of ['US', 'DE', 'IT', 'ES', 'GB', 'BR']) {
      const { geoServices: _browser, ...fromBrowser } = withCountryLaw(pending, country);
      const { geoServices: _server, ...fromServer } = page(country);
      expect(fromBrowser).toEqual(fromServer);
    }
  });

  it('a malformed code changes nothing', () => {
    expect(withCountryLaw(pending, 'USA')).toBe(pending);
    expect(withCountryLaw(pending, '')).toBe(pending);
  });
});

describe('applyCountryLaw', () => {
  it('leaves the page as configured for an unknown country', () => {
    expect(applyCountryLaw(pending, { country: null, hasLaw: false, revocable: false, explicitAction: false })).toBe(pending);
  });
});
