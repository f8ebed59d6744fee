// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { HomeBlock } from '../../../core/theme/home-data.ts';
import { DEFAULT_HOME_LAYOUT, type HomeSectionType, type SectionOf } from '../../../core/theme/home-sections.ts';
import { HomeSections } from './HomeSections.tsx';
import { renderIn } from '../in-language.fixture.tsx';

/** The demo's section of a type. */
function defaults<Type extends HomeSectionType>(type: Type): SectionOf<Type> {
  const found = DEFAULT_HOME_LAYOUT.find((section): section is SectionOf<Type> => section.type === type);
  if (!found) throw new Error(type);
  return found;
}

/** The rendered blocks as a document to query. */
function render(blocks: HomeBlock[]): Document {
  document.body.innerHTML = renderIn('en', <HomeSections blocks={blocks} storeName="Vitrine" transitionDuration={800} />);
  return document;
}

describe('the home page’s sections', () => {
  it('starts a video slideshow without a poster image, and serves the settings as JSON', () => {
    const hero = { ...defaults('hero'), slides: ['/uploads/clip.webm', '/uploads/still.webp'] };
    const page = render([{ section: hero, slides: hero.slides, poster: null }]);
    const media = page.querySelector<HTMLElement>('[data-background]');
    expect(JSON.parse(media?.dataset.background ?? '')).toEqual({ images: ['/uploads/clip.webm', '/uploads/still.webp'], duration: 6000, transitionDuration: 800 });
    expect(media?.querySelector('img')).toBeNull();
    expect(page.querySelector('h1 > .visually-hidden')?.textContent).toBe('Good things, well made.');
  });

  it('leaves the text effect off for a single headline, and the background off without slides', () => {
    const hero = { ...defaults('hero'), headlines: ['Only this'], eyebrow: 'Since 1999' };
    const page = render([{ section: hero, slides: [], poster: null }]);
    const title = page.querySelector('h1');
    expect(title?.hasAttribute('data-text-effect')).toBe(false);
    expect(title?.hasAttribute('data-text-effect-mode')).toBe(false);
    expect(page.querySelector('[data-background]')).toBeNull();
    expect(page.querySelector('.hero__eyebrow')?.textContent).toBe('Since 1999');
  });

  it('without a hero, still has the page’s heading and its menu', () => {
    const map = defaults('map');
    const page = render([{ section: { ...map, menuLabel: 'Find us' } }]);
    expect(page.querySelector('h1')?.textContent).toBe('Vitrine');
    expect(page.querySelector('nav[aria-label="On this page"] a')?.getAttribute('href')).toBe('#find-us');
  });

  it('opens a content page in the call to action’s dialog, the link leading to the page without JavaScript', () => {
    const cta = defaults('cta');
    const page = render([{ section: cta, modalHref: '/contact/' }]);
    const trigger = page.querySelector<HTMLAnchorElement>('[data-modal]');
    expect(trigger?.getAttribute('href')).toBe('/contact/');
    expect(trigger?.dataset.modalUrl).toBe('/contact/');
    expect(page.getElementById(trigger?.dataset.modal ?? '')?.tagName).toBe('DIALOG');
  });

  it('names the map by the section and writes the address line by line', () => {
    const map = { ...defaults('map'), key: 'studio', address: 'Studio 4\nRue des Arts 2' };
    const page = render([{ section: map }]);
    const element = page.querySelector<HTMLElement>('[data-map]');
    expect(element?.id).toBe('studio-map');
    expect(element?.dataset).toMatchObject({ lat: '51.5246', lng: '-0.0779', zoom: '15', type: 'roadmap' });
    expect(element?.querySelectorAll('address br')).toHaveLength(1);
  });

  it('speaks the page’s language: its own words, counts with plurals, and links under the language prefix', () => {
    const categories = [
      { id: 1, slug: 'mugs', name: 'Tasses', description: '', count: 1, image: null },
      { id: 2, slug: 'bowls', name: 'Bols', description: '', count: 4, image: null },
    ];
    document.body.innerHTML = renderIn(
      'fr',
      <HomeSections
        blocks={[
          { section: { ...defaults('map'), menuLabel: 'Nous trouver' } },
          { section: defaults('categories'), categories },
          { section: defaults('cta'), modalHref: '/contact/' },
          { section: defaults('visit'), page: { title: 'Contact', excerpt: 'Écrivez-nous.', href: '/contact/' } },
        ]}
        storeName="Vitrine"
        transitionDuration={800}
      />,
    );
    expect(document.querySelector('nav.landing-nav')?.getAttribute('aria-label')).toBe('Sur cette page');
    expect([...document.querySelectorAll('.product-category__count')].map((count) => count.textContent)).toEqual(['1 produit', '4 produits']);
    expect(document.querySelector('.product-category a')?.getAttribute('href')).toBe('/fr/product-category/mugs/');
    const trigger = document.querySelector<HTMLAnchorElement>('[data-modal]');
    expect(trigger?.getAttribute('href')).toBe('/fr/contact/');
    expect(trigger?.dataset.modalUrl).toBe('/fr/contact/');
    expect(document.querySelector('.landing-visit a')?.textContent).toBe('Contact\u00a0: comment venir');
    expect(document.querySelector('.home-map__link a')?.textContent).toBe('Ouvrir la carte');
    expect(document.querySelector('.page-top-link a')?.textContent).toBe('Retour en haut');
  });
});
