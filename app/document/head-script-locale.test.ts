import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../config/load.ts';
import { consentPageConfig } from '../../core/consent/page-config.ts';
import { consentRevision } from '../../core/consent/revision.ts';
import { SETTINGS_DEFAULTS } from '../../core/settings/settings.ts';
import type { MessageLocale } from '../../core/i18n/messages/index.ts';
import { pageHeadScript } from './head-script.ts';

const config = buildConfig();
const services = { config, settings: SETTINGS_DEFAULTS, themePreview: false };
const consent = consentPageConfig(config.consent, { pathname: '/', country: 'US', geoServices: [], revision: consentRevision(config.consent) });

/** The page objects a page's head script sets, run against a stand-in window. */
function pageObjects(locale?: MessageLocale): Record<string, unknown> {
  const window: Record<string, unknown> = {};
  const document = { cookie: '', documentElement: { classList: { add() {} } } };
  runInNewContext(pageHeadScript(services, '/shop/', consent, locale), { window, document, navigator: { cookieEnabled: true, userAgent: 'test' } });
  return window;
}

describe('the head script in a language', () => {
  it('is the same for English as without a language, and writes no messages object', () => {
    expect(pageHeadScript(services, '/shop/', consent, 'en')).toBe(pageHeadScript(services, '/shop/', consent));
    const english = pageObjects('en');
    expect((english.wc_add_to_cart_params as { i18n_view_cart: string }).i18n_view_cart).toBe('View cart');
    expect(english).not.toHaveProperty('vitrine_i18n');
  });

  it('gives the “View cart” link and the scripts’ messages in French or German', () => {
    const french = pageObjects('fr');
    expect((french.wc_add_to_cart_params as { i18n_view_cart: string }).i18n_view_cart).toBe('Voir le panier');
    expect((french.vitrine_i18n as Record<string, string>)['lightbox.close']).toBe('Fermer');
    const german = pageObjects('de');
    expect((german.wc_add_to_cart_params as { i18n_view_cart: string }).i18n_view_cart).toBe('Warenkorb anzeigen');
    expect((german.vitrine_i18n as Record<string, string>)['background.pause']).toBe('Hintergrund anhalten');
  });
});
