import { describe, expect, it } from 'vitest';
import { CONSENT_DEFAULTS } from '../../config/defaults.ts';
import { en } from '../i18n/messages/en.ts';
import { bannerCategoryLabel, bannerTexts } from './banner-texts.ts';

describe('the consent banner’s texts', () => {
  it('are the catalogue’s English by default, so an English page keeps the shop’s texts as they are', () => {
    const { policyHref: _href, ...texts } = CONSENT_DEFAULTS.texts;
    for (const [name, text] of Object.entries(texts)) expect(en[`consent.${name}` as keyof typeof en]).toBe(text);
    expect(bannerTexts(CONSENT_DEFAULTS.texts, 'en')).toBe(CONSENT_DEFAULTS.texts);
  });

  it('are translated where the owner kept the default, and the owner’s own where they wrote one', () => {
    const owned = { ...CONSENT_DEFAULTS.texts, header: 'Our cookies', policyHref: '/privacy/' };
    const french = bannerTexts(owned, 'fr');
    expect(french).toMatchObject({ header: 'Our cookies', allow: 'Accepter', deny: 'Refuser', dismiss: 'J’ai compris', policyHref: '/privacy/' });
    expect(bannerTexts(CONSENT_DEFAULTS.texts, 'de')).toMatchObject({ header: 'Cookies auf dieser Website', savesettings: 'Einstellungen speichern', revoke: 'Cookie-Einstellungen' });
    // The shop's options are left as they were.
    expect(owned.allow).toBe('Accept');
  });

  it('name the default categories in the page’s language, and the owner’s own as written', () => {
    for (const { name, label } of CONSENT_DEFAULTS.categories) expect(bannerCategoryLabel(name, label, 'en')).toBe(label);
    expect(CONSENT_DEFAULTS.categories.map(({ name, label }) => bannerCategoryLabel(name, label, 'fr'))).toEqual([
      'Nécessaires',
      'Fonctionnels',
      'Préférences',
      'Statistiques',
      'Statistiques anonymes',
      'Marketing',
    ]);
    expect(bannerCategoryLabel('statistics', 'Statistics', 'de')).toBe('Statistik');
    expect(bannerCategoryLabel('statistics', 'Analytics', 'de')).toBe('Analytics');
    expect(bannerCategoryLabel('newsletter', 'Newsletter', 'fr')).toBe('Newsletter');
  });
});
