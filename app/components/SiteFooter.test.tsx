// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { closePages, consentPage } from '../features/consent/page.fixture.ts';
import { SiteFooter } from './SiteFooter.tsx';
import { renderIn } from './in-language.fixture.tsx';

afterEach(closePages);

const footer = renderIn('en', <SiteFooter storeName="Vitrine" tagline="Things for the home" />);

describe('SiteFooter', () => {
  it('its "Cookie settings" link points at the banner and reopens it, withdrawing the answer', () => {
    const page = consentPage({ body: footer, cookies: ['cookieconsent_status=dismiss; path=/'] });
    const link = page.q<HTMLAnchorElement>('footer a.cc-settings')!;
    expect(link.textContent).toBe('Cookie settings');
    expect(link.getAttribute('href')).toBe(`#${page.banner()!.id}`);
    expect(page.api().has('statistics')).toBe(true);
    const event = page.click(link);
    expect(event.defaultPrevented).toBe(true);
    expect(page.isOpen()).toBe(true);
    expect(page.api().has('statistics')).toBe(false);
    expect(page.doc.activeElement).toBe(page.banner());
  });

  it('the link shows only where the head script marked the banner as on the page', () => {
    expect(consentPage({ body: footer }).html.classList.contains('cc-has-banner')).toBe(true);
    expect(consentPage({ body: footer, options: { enabled: false } }).html.classList.contains('cc-has-banner')).toBe(false);
  });

  it('carries the parallax marker only when the theme enables the parallax footer', () => {
    expect(footer).not.toContain('data-parallax-footer');
    expect(renderIn('en', <SiteFooter storeName="Vitrine" tagline="" parallax />)).toContain('<footer class="site-footer" data-parallax-footer="">');
  });
});

describe('SiteFooter in another language', () => {
  it('names its links in the page’s language and keeps them in it, the cookie settings anchor as it is', () => {
    const french = renderIn('fr', <SiteFooter storeName="Vitrine" tagline="" />);
    expect(french).toContain('<nav aria-label="Pied de page">');
    expect(french).toContain('<a href="/fr/shop/">Boutique</a>');
    expect(french).toContain('<a href="/fr/about-us/">À propos</a>');
    expect(french).toContain('<a href="/fr/my-account/">Mon compte</a>');
    expect(french).toMatch(/<a class="cc-settings" href="#[^"]+">Réglages des cookies<\/a>/);
    expect(renderIn('de', <SiteFooter storeName="Vitrine" tagline="" />)).toContain('<a href="/de/blog/">Journal</a>');
  });

  it('is unchanged in the default language', () => {
    expect(renderIn('en', <SiteFooter storeName="Vitrine" tagline="Things for the home" />)).toBe(footer);
  });
});
