import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../config/load.ts';
import { ATTRIBUTION_FIELDS } from './fields.ts';
import { attributionPageParams } from './page-params.ts';

describe('attributionPageParams', () => {
  it('publishes the defaults and a source for every field', () => {
    const { params, fields } = attributionPageParams(buildConfig());
    expect(params).toEqual({ lifetime: 6, session: 30, base64: false, prefix: 'wc_order_attribution_', allowTracking: true, searchEngines: [] });
    expect(Object.keys(fields)).toEqual([...ATTRIBUTION_FIELDS]);
    expect(fields).toMatchObject({ source_type: 'current.typ', utm_source: 'current.src', session_pages: 'session.pgs', user_agent: 'udata.uag' });
  });

  it('follows the config', () => {
    const engines = [{ name: 'Kagi', hosts: ['kagi.com', 'www.kagi.com'], queryParam: 'q' }];
    const { params } = attributionPageParams(buildConfig({ attribution: { enabled: false, lifetimeMonths: 3, sessionMinutes: 15, base64: true, searchEngines: engines } }));
    // One entry per host, in the shape the browser tracker reads.
    expect(params).toMatchObject({
      lifetime: 3,
      session: 15,
      base64: true,
      allowTracking: false,
      searchEngines: [
        { host: 'kagi.com', param: 'q', name: 'Kagi' },
        { host: 'www.kagi.com', param: 'q', name: 'Kagi' },
      ],
    });
  });

  it('is plain JSON', () => {
    const value = attributionPageParams(buildConfig());
    expect(JSON.parse(JSON.stringify(value))).toEqual(value);
  });
});
