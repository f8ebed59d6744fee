// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { HomeBlock } from '../../../core/theme/home-data.ts';
import { DEFAULT_HOME_LAYOUT, type HomeSectionType, type SectionOf } from '../../../core/theme/home-sections.ts';
import { HomeSections } from './HomeSections.tsx';

/** The demo's section of a type. */
function defaults<Type extends HomeSectionType>(type: Type): SectionOf<Type> {
  const found = DEFAULT_HOME_LAYOUT.find((section): section is SectionOf<Type> => section.type === type);
  if (!found) throw new Error(type);
  return found;
}

/** The rendered blocks as a document to query. */
function render(blocks: HomeBlock[]): Document {
  document.body.innerHTML = renderToStaticMarkup(<HomeSections blocks={blocks} storeName="Vitrine" transitionDuration={800} />);
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
});
