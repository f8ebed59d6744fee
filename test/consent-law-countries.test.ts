import { describe, expect, it } from 'vitest';
import { DIALECTS } from './dialects.ts';
import { useHttpShop, type SuiteShop } from './http-shop.ts';

/** The consent object of a page for a visitor whose CDN sent `country` in CF-IPCountry (none when null). */
async function consentFor(shop: SuiteShop, country: string | null, path = '/shop/?x=1') {
  const response = await shop.request(path, { headers: country === null ? {} : { 'CF-IPCountry': country } });
  expect(response.status).toBe(200);
  const html = await response.text();
  const pageObject = /window\.vitrine_consent=(\{.*?\});(?:window\.|<\/script>)/.exec(html)?.[1];
  expect(pageObject, 'consent page object').toBeDefined();
  const config = JSON.parse(pageObject ?? '{}') as { autoOpen: boolean; consentType: string; geoServices: string[] };
  return { config, cache: response.headers.get('x-cache') };
}

const GEO_SERVICE = 'https://geo.example/json';

describe.each(DIALECTS)('the cookie law of the visitor’s country on %s (default banner, regional law on)', (dialect) => {
  const shop = useHttpShop(dialect);

  it.each(['IS', 'LI', 'SI', 'NO', 'DE', 'GR', 'EL', 'GB', 'UK', 'CH'])('%s: the banner opens by itself and nothing tracks before the answer', async (country) => {
    const { config } = await consentFor(shop, country);
    expect(config).toMatchObject({ autoOpen: true, consentType: 'optin' });
  });

  it.each(['XX', 'T1', 'ZZ', 'A1', 'xx', 'D', 'DEU', ''])('an unknown country (%j) asks first, never as a country without a law', async (country) => {
    const { config } = await consentFor(shop, country);
    expect(config).toMatchObject({ autoOpen: true, consentType: 'optin' });
  });

  it('outside Europe the banner stays closed (the contrast)', async () => {
    const { config } = await consentFor(shop, 'US');
    expect(config).toMatchObject({ autoOpen: false, consentType: 'optout' });
  });
});

describe.each(DIALECTS)('an unknown country behind the page cache on %s', (dialect) => {
  const shop = useHttpShop(dialect, { pageCache: { enabled: true }, geo: { services: [GEO_SERVICE] } });

  it('does not share the page of a country without a law, and hands the country to the browser’s lookup', async () => {
    const us = await consentFor(shop, 'US', '/shop/');
    expect(us.cache).toBe('MISS');
    expect(us.config).toMatchObject({ autoOpen: false, geoServices: [] });
    for (const country of ['XX', 'T1', 'ZZ']) {
      const unknown = await consentFor(shop, country, '/shop/');
      expect(unknown.config, country).toMatchObject({ autoOpen: true, consentType: 'optin', geoServices: [GEO_SERVICE] });
    }
    // The three unknown codes share the page of a visitor without a country header.
    const none = await consentFor(shop, null, '/shop/');
    expect(none.cache).toBe('HIT');
    expect(none.config).toMatchObject({ autoOpen: true, geoServices: [GEO_SERVICE] });
  });
});
