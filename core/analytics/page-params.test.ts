import { describe, expect, it } from 'vitest';
import { buildConfig, ConfigError, parseConfigText } from '../../config/load.ts';
import { analyticsPageParams } from './page-params.ts';

describe('analyticsPageParams', () => {
  it('is on, first-party only, by default', () => {
    expect(analyticsPageParams(buildConfig())).toEqual({ enabled: true, endpoint: '/wp-json/vitrine/v1/analytics', ga4Id: null });
  });

  it('follows the config file', () => {
    expect(analyticsPageParams(buildConfig({ analytics: { ga4Id: 'G-AB12CD34' } }))).toEqual({ enabled: true, endpoint: '/wp-json/vitrine/v1/analytics', ga4Id: 'G-AB12CD34' });
    expect(analyticsPageParams(buildConfig({ analytics: { enabled: false } }))).toMatchObject({ enabled: false, ga4Id: null });
  });
});

describe('the analytics config section', () => {
  const parse = (analytics: unknown) => parseConfigText(JSON.stringify({ analytics }), 'vitrine.config.json');

  it('takes enabled and a GA4 id', () => {
    expect(parse({ enabled: false, ga4Id: 'G-ABCD1234' })).toEqual({ analytics: { enabled: false, ga4Id: 'G-ABCD1234' } });
    expect(parse({ ga4Id: null })).toEqual({ analytics: { ga4Id: null } });
  });

  it('stops the start naming the field', () => {
    expect(() => parse({ ga4Id: 'UA-12345-1' })).toThrow(ConfigError);
    expect(() => parse({ ga4Id: 'UA-12345-1' })).toThrow(/analytics\.ga4Id: must be a GA4 measurement id/);
    expect(() => parse({ ga4Id: 'G-<script>' })).toThrow(/analytics\.ga4Id/);
    expect(() => parse({ enabled: 'yes' })).toThrow(/analytics\.enabled/);
    expect(() => parse({ trackingId: 'G-ABCD1234' })).toThrow(/analytics/);
  });
});
