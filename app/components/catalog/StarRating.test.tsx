import { describe, expect, it } from 'vitest';
import { StarRating } from './StarRating.tsx';
import { renderIn } from '../in-language.fixture.tsx';

describe('StarRating', () => {
  it('names the stars for assistive technology and fills them by the average, partial stars included', () => {
    const html = renderIn('en', <StarRating average={4.3} />);
    expect(html).toContain('<span class="star-rating" role="img" aria-label="Rated 4.3 out of 5">');
    expect(html).toContain('<span class="star-rating__fill" style="width:86%">');
    expect(html).toContain('Rated <strong class="rating">4.30</strong> out of 5');
    // The stars themselves are drawn by CSS: no SVG elements for each rating.
    expect(html).not.toContain('<svg');
    expect(html).not.toContain('customer');
  });

  it('shows the number of reviews after the stars, singular for one', () => {
    expect(renderIn('en', <StarRating average={4.25} count={12} />)).toContain(
      '<span class="woocommerce-review-count">(<span class="count">12</span> customer reviews)</span>',
    );
    expect(renderIn('en', <StarRating average={5} count={1} />)).toContain('(<span class="count">1</span> customer review)');
  });

  it('keeps whole and out-of-range averages inside 0 to 5 stars', () => {
    expect(renderIn('en', <StarRating average={4} />)).toContain('aria-label="Rated 4 out of 5"');
    expect(renderIn('en', <StarRating average={7} />)).toContain('style="width:100%"');
    expect(renderIn('en', <StarRating average={-1} />)).toContain('style="width:0%"');
    expect(renderIn('en', <StarRating average={3.27} />)).toContain('style="width:65.4%"');
  });

  it('speaks the page’s language, with its decimal mark and plural', () => {
    const french = renderIn('fr', <StarRating average={4.3} count={1} />);
    expect(french).toContain('aria-label="Noté 4,3 sur 5"');
    expect(french).toContain('Noté <strong class="rating">4,30</strong> sur 5');
    expect(french).toContain('(<span class="count">1</span> avis client)');
    const german = renderIn('de', <StarRating average={4} count={3} />);
    expect(german).toContain('aria-label="Mit 4 von 5 bewertet"');
    expect(german).toContain('(<span class="count">3</span> Kundenbewertungen)');
  });
});
