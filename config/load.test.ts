import { describe, expect, it } from 'vitest';
import { buildConfig, ConfigError, loadEnv, parseConfigText } from './load.ts';
import { ORDER_TRACKING_LIFETIME_MONTHS, ORDER_TRACKING_SESSION_MINUTES } from '../core/contract/attribution/tracking-lifetime.ts';
import { CONSENT_DEFAULTS, STORE_DEFAULTS } from './defaults.ts';

describe('config file', () => {
  it('uses the defaults when there is no file', () => {
    const config = buildConfig();
    expect(config.store.name).toBe(STORE_DEFAULTS.name);
    expect(config.geo.countryHeader).toBe('CF-IPCountry');
    expect(Object.isFrozen(config.store)).toBe(true);
  });

  it('merges a section over the defaults', () => {
    const config = buildConfig(parseConfigText('{"store": {"name": "Acme"}, "cart": {"redirectAfterAdd": true}}', 'test.json'));
    expect(config.store.name).toBe('Acme');
    expect(config.store.currency).toBe('USD');
    expect(config.cart.redirectAfterAdd).toBe(true);
  });

  it('names the bad field', () => {
    expect(() => parseConfigText('{"store": {"currency": "dollars"}}', 'vitrine.config.json')).toThrow(/store\.currency: must be an ISO 4217 code/);
    expect(() => parseConfigText('{"store": {"nmae": "typo"}}', 'vitrine.config.json')).toThrow(ConfigError);
    expect(() => parseConfigText('{"unknownSection": {}}', 'vitrine.config.json')).toThrow(/unknownSection/);
  });

  it('fills the attribution section from the spec defaults and merges options over them', () => {
    expect(buildConfig().attribution).toEqual({
      enabled: true,
      lifetimeMonths: ORDER_TRACKING_LIFETIME_MONTHS,
      sessionMinutes: ORDER_TRACKING_SESSION_MINUTES,
      base64: false,
      prefix: 'wc_order_attribution_',
      searchEngines: [],
    });
    const config = buildConfig(parseConfigText('{"attribution": {"sessionMinutes": 45, "searchEngines": [{"name": "Kagi", "hosts": ["kagi.com"], "queryParam": "q"}]}}', 'test.json'));
    expect(config.attribution).toMatchObject({ enabled: true, lifetimeMonths: 6, sessionMinutes: 45, searchEngines: [{ name: 'Kagi', hosts: ['kagi.com'], queryParam: 'q' }] });
    expect(Object.isFrozen(config.attribution.searchEngines[0])).toBe(true);
  });

  it('names a bad attribution option', () => {
    expect(() => parseConfigText('{"attribution": {"lifetimeMonths": 0}}', 'c.json')).toThrow(/attribution\.lifetimeMonths/);
    expect(() => parseConfigText('{"attribution": {"enabled": "yes"}}', 'c.json')).toThrow(/attribution\.enabled/);
    expect(() => parseConfigText('{"attribution": {"prefix": "a b"}}', 'c.json')).toThrow(/attribution\.prefix/);
    expect(() => parseConfigText('{"attribution": {"searchEngines": [{"name": "X", "hosts": ["not a host"], "queryParam": "q"}]}}', 'c.json')).toThrow(
      /attribution\.searchEngines\.0\.hosts\.0: must be a host name/,
    );
    expect(() => parseConfigText('{"attribution": {"tracking": true}}', 'c.json')).toThrow(/tracking/);
  });

  it('fills the consent section with the spec defaults (type info, layout basic, position bottom, theme block, revokable)', () => {
    const consent = buildConfig().consent;
    expect(consent).toMatchObject({ type: 'info', layout: 'basic', position: 'bottom', theme: 'block', revokable: true, cookieName: 'cookieconsent_status', expiryDays: 365 });
    expect(consent.categories.map((c) => c.name)).toEqual(['necessary', 'functional', 'preferences', 'statistics', 'statistics-anonymous', 'marketing']);
    expect(consent.categories.find((c) => c.name === 'necessary')).toMatchObject({ checked: true, disabled: true });
  });

  it('merges nested consent options one level deep', () => {
    const consent = buildConfig(parseConfigText('{"consent": {"type": "opt-in", "texts": {"deny": "No thanks"}, "autoDismiss": {"timeoutMs": 5000}}}', 'test.json')).consent;
    expect(consent.type).toBe('opt-in');
    expect(consent.texts.deny).toBe('No thanks');
    expect(consent.texts.allow).toBe(CONSENT_DEFAULTS.texts.allow);
    expect(consent.autoDismiss).toEqual({ timeoutMs: 5000, scrollPx: null, clickOutside: false });
  });

  it('names a bad consent option', () => {
    expect(() => parseConfigText('{"consent": {"type": "maybe"}}', 'c.json')).toThrow(/consent\.type/);
    expect(() => parseConfigText('{"consent": {"cookieName": "a b"}}', 'c.json')).toThrow(/consent\.cookieName/);
    expect(() => parseConfigText('{"consent": {"statsUrl": "javascript:alert(1)"}}', 'c.json')).toThrow(/consent\.statsUrl/);
    const twice = { name: 'marketing', cookie_suffix: 'm', label: 'M', checked: false, disabled: false };
    expect(() => parseConfigText(JSON.stringify({ consent: { categories: [twice, { ...twice, cookie_suffix: 'n' }] } }), 'c.json')).toThrow(/consent\.categories: each category may appear once/);
    expect(() => parseConfigText('{"consent": {"categories": [{"name": "ads", "cookie_suffix": "a", "label": "A", "checked": false, "disabled": false}]}}', 'c.json')).toThrow(/consent\.categories\.0\.name/);
  });

  it('speaks English only unless the file names other locales', () => {
    expect(buildConfig().store.locales).toEqual({ default: 'en', others: [] });
    const config = buildConfig(parseConfigText('{"store": {"locales": {"default": "en", "others": ["fr", "de"]}}}', 'c.json'));
    expect(config.store.locales).toEqual({ default: 'en', others: ['fr', 'de'] });
    expect(buildConfig(parseConfigText('{"store": {"locales": {"others": ["de"]}}}', 'c.json')).store.locales).toEqual({ default: 'en', others: ['de'] });
  });

  it('names a bad locales setting', () => {
    expect(() => parseConfigText('{"store": {"locales": {"default": "es"}}}', 'c.json')).toThrow(/store\.locales\.default: must be one of the supported locales \(en, fr, de\)/);
    expect(() => parseConfigText('{"store": {"locales": {"default": "fr", "others": ["de", "fr"]}}}', 'c.json')).toThrow(/store\.locales\.others\.1: must not repeat the default locale/);
    expect(() => parseConfigText('{"store": {"locales": {"others": ["fr_FR!"]}}}', 'c.json')).toThrow(/store\.locales\.others\.0: "fr_FR!" is not a BCP 47 language tag/);
    expect(() => parseConfigText('{"store": {"locales": {"others": "fr"}}}', 'c.json')).toThrow(/store\.locales\.others/);
    expect(() => parseConfigText('{"store": {"locales": {"fallback": "en"}}}', 'c.json')).toThrow(/fallback/);
  });

  it('refuses text that is not JSON', () => {
    expect(() => parseConfigText('{store:', 'broken.json')).toThrow(/broken\.json: not valid JSON/);
  });
});

describe('environment', () => {
  it('defaults PORT and HOST as the contract says', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe('127.0.0.1');
    expect(env.SQLITE_PATH).toBe('./data/vitrine.sqlite');
  });

  it('fails fast naming the variable', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres:\/\/ URL/);
    expect(() => loadEnv({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/);
  });

  it('takes WEB_CONCURRENCY as a positive integer, or leaves it unset', () => {
    expect(loadEnv({}).WEB_CONCURRENCY).toBeUndefined();
    expect(loadEnv({ WEB_CONCURRENCY: '4' }).WEB_CONCURRENCY).toBe(4);
    for (const bad of ['0', '-2', '1.5', 'many', '', '100000']) {
      expect(() => loadEnv({ WEB_CONCURRENCY: bad }), bad).toThrow(/WEB_CONCURRENCY: must be/);
    }
  });
});
