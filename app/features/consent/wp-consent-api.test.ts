// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { initConsent } from './index.ts';
import { closePages, consentPage } from './page.fixture.ts';
import { WP_CONSENT_CHANGE_EVENT, WP_CONSENT_TYPE_EVENT } from './wp-consent-api.ts';

afterEach(closePages);

interface WpWindow {
  wp_has_consent(category: string): boolean;
  wp_set_consent(category: string, value: string): void;
  wp_consent_type: string;
}

const wp = (win: Window) => win as unknown as WpWindow;

/** Every `wp_listen_for_consent_change` detail the page dispatched, in order. */
function recordChanges(doc: Document): Record<string, string>[] {
  const details: Record<string, string>[] = [];
  doc.addEventListener(WP_CONSENT_CHANGE_EVENT, (event) => details.push({ ...(event as CustomEvent<Record<string, string>>).detail }));
  return details;
}

describe("WordPress's Consent API", () => {
  it('is optin in a law country: nothing is granted before an answer, and a banner click tells listeners', () => {
    const page = consentPage({ country: 'DE' });
    const changes = recordChanges(page.doc);
    expect(wp(page.win).wp_consent_type).toBe('optin');
    for (const category of ['statistics', 'statistics-anonymous', 'marketing', 'functional', 'preferences']) expect(wp(page.win).wp_has_consent(category)).toBe(false);
    page.click(page.q('.cc-allow'));
    expect(wp(page.win).wp_has_consent('marketing')).toBe(true);
    expect(changes).toEqual([{ functional: 'allow', preferences: 'allow', statistics: 'allow', 'statistics-anonymous': 'allow', marketing: 'allow' }]);
  });

  it('is optout outside law countries: granted until refused', () => {
    const page = consentPage({ country: 'US' });
    expect(wp(page.win).wp_consent_type).toBe('optout');
    expect(wp(page.win).wp_has_consent('statistics')).toBe(true);
    // Another script cannot change what the shop's banner decides.
    wp(page.win).wp_consent_type = 'optin';
    expect(wp(page.win).wp_consent_type).toBe('optout');
  });

  it('wp_set_consent sets one category, keeps the others, and tells both APIs', () => {
    const page = consentPage({ country: 'DE', cookies: ['cookieconsent_status=allow; path=/'] });
    const changes = recordChanges(page.doc);
    wp(page.win).wp_set_consent('marketing', 'deny');
    expect(page.api().has('marketing')).toBe(false);
    expect(page.api().has('statistics')).toBe(true);
    expect(page.api().status()).toBe('savesettings');
    expect(page.cookie('cookieconsent_status_marketing')).toBe('deny');
    expect(wp(page.win).wp_has_consent('marketing')).toBe(false);
    expect(changes).toEqual([{ marketing: 'deny' }]);
    wp(page.win).wp_set_consent('marketing', 'allow');
    expect(page.api().has('marketing')).toBe(true);
    expect(changes).toEqual([{ marketing: 'deny' }, { marketing: 'allow' }]);
  });

  it('wp_set_consent on an open banner answers it', () => {
    const page = consentPage({ country: 'DE' });
    expect(page.isOpen()).toBe(true);
    wp(page.win).wp_set_consent('statistics', 'allow');
    expect(page.isOpen()).toBe(false);
    expect(page.api().categories()).toMatchObject({ statistics: true, marketing: false });
  });

  it('ignores unknown categories and values', () => {
    const page = consentPage({ country: 'DE' });
    wp(page.win).wp_set_consent('tracking', 'allow');
    wp(page.win).wp_set_consent('marketing', 'yes');
    wp(page.win).wp_set_consent('__proto__', 'allow');
    expect(page.api().status()).toBeUndefined();
    expect(wp(page.win).wp_has_consent('necessary')).toBe(false);
    expect(wp(page.win).wp_has_consent('toString')).toBe(false);
  });

  it('answers anonymous statistics with statistics when the shop does not list them', () => {
    const categories = consentPage().config.categories.filter((category) => category.name !== 'statistics-anonymous');
    const page = consentPage({
      country: 'DE',
      options: { type: 'detailed', categories: categories.map((category) => ({ ...category, label: category.name })) },
      cookies: ['cookieconsent_status=savesettings; path=/', 'cookieconsent_status_statistics=allow; path=/'],
    });
    expect(wp(page.win).wp_has_consent('statistics-anonymous')).toBe(true);
    expect(wp(page.win).wp_has_consent('marketing')).toBe(false);
  });

  it('announces the consent type once it is set', () => {
    const page = consentPage({ init: false });
    let seen: string | undefined;
    page.doc.addEventListener(WP_CONSENT_TYPE_EVENT, () => (seen = wp(page.win).wp_consent_type));
    initConsent(page.win);
    expect(seen).toBe('optin');
  });
});
