import { describe, expect, it } from 'vitest';
import { renderIn } from '../in-language.fixture.tsx';
import { ProductTabs, type ProductTabsProps } from './ProductTabs.tsx';

const ALL: ProductTabsProps = {
  description: <p>A mug.</p>,
  additionalInformation: <table />,
  reviews: { count: 3, content: <div id="reviews" /> },
};

const tabTitles = (html: string) => [...html.matchAll(/<a href="#tab-([a-z_]+)" role="tab"[^>]*>([^<]*)<\/a>/g)].map((match) => `${match[1]}: ${match[2]}`);
const panels = (html: string) => [...html.matchAll(/<div class="woocommerce-Tabs-panel[^"]*" id="tab-([a-z_]+)"[^>]*>/g)].map((match) => ({ key: match[1], hidden: match[0].includes(' hidden=""') }));

describe('ProductTabs', () => {
  it('writes WooCommerce’s tabs: a tab list of links to the panels, each panel labelled by its tab, the first one open', () => {
    const html = renderIn('en', <ProductTabs {...ALL} />);
    expect(html).toContain('<div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs" role="tablist">');
    expect(html).toContain(
      '<li role="presentation" class="description_tab active" id="tab-title-description"><a href="#tab-description" role="tab" aria-controls="tab-description" aria-selected="true">Description</a></li>',
    );
    expect(html).toContain('<li role="presentation" class="reviews_tab" id="tab-title-reviews"><a href="#tab-reviews" role="tab" aria-controls="tab-reviews" aria-selected="false">Reviews (3)</a></li>');
    expect(html).toContain('<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--description panel entry-content wc-tab" id="tab-description" role="tabpanel" aria-labelledby="tab-title-description"><p>A mug.</p></div>');
    expect(tabTitles(html)).toEqual(['description: Description', 'additional_information: Additional information', 'reviews: Reviews (3)']);
    expect(panels(html)).toEqual([
      { key: 'description', hidden: false },
      { key: 'additional_information', hidden: true },
      { key: 'reviews', hidden: true },
    ]);
    expect(html).not.toContain('data-tabs-scroll-to');
  });

  it('leaves out each tab that has nothing, and writes nothing when none has', () => {
    expect(tabTitles(renderIn('en', <ProductTabs {...ALL} description={null} />))).toEqual(['additional_information: Additional information', 'reviews: Reviews (3)']);
    expect(tabTitles(renderIn('en', <ProductTabs {...ALL} additionalInformation={null} />))).toEqual(['description: Description', 'reviews: Reviews (3)']);
    const noReviews = renderIn('en', <ProductTabs {...ALL} reviews={null} />);
    expect(tabTitles(noReviews)).toEqual(['description: Description', 'additional_information: Additional information']);
    expect(noReviews).not.toContain('tab-reviews');
    // The first tab there is is the one open.
    expect(panels(renderIn('en', <ProductTabs {...ALL} description={null} />))[0]).toEqual({ key: 'additional_information', hidden: false });
    expect(renderIn('en', <ProductTabs description={null} additionalInformation={null} reviews={null} />)).toBe('');
  });

  it('opens the tab asked for where it is there, and names the element to open scrolled to', () => {
    const html = renderIn('en', <ProductTabs {...ALL} open="reviews" scrollTo="respond" />);
    expect(panels(html)).toEqual([
      { key: 'description', hidden: true },
      { key: 'additional_information', hidden: true },
      { key: 'reviews', hidden: false },
    ]);
    expect(html).toContain('class="reviews_tab active"');
    expect(html).toContain('aria-controls="tab-reviews" aria-selected="true"');
    expect(html).toContain('<ul class="tabs wc-tabs" role="tablist" data-tabs-scroll-to="respond">');
    expect(panels(renderIn('en', <ProductTabs {...ALL} reviews={null} open="reviews" />))[0]).toEqual({ key: 'description', hidden: false });
  });

  it('counts the approved reviews in the Reviews tab’s title, in the page’s language', () => {
    const titles = (count: number, locale: 'en' | 'fr' | 'de') => tabTitles(renderIn(locale, <ProductTabs description={null} additionalInformation={null} reviews={{ count, content: null }} />));
    expect(titles(3, 'en')).toEqual(['reviews: Reviews (3)']);
    expect(titles(0, 'en')).toEqual(['reviews: Reviews']);
    expect(titles(2, 'fr')).toEqual(['reviews: Avis (2)']);
    expect(titles(1, 'de')).toEqual(['reviews: Bewertungen (1)']);
    expect(tabTitles(renderIn('fr', <ProductTabs {...ALL} />)).slice(0, 2)).toEqual(['description: Description', 'additional_information: Informations complémentaires']);
  });
});
