import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { translator } from '../../core/i18n/translator.ts';
import type { MessageLocale } from '../../core/i18n/messages/index.ts';
import { TranslateContext } from './i18n/translate-context.ts';
import { NotFound } from './NotFound.tsx';
import { renderIn } from './in-language.fixture.tsx';

function render(locale?: MessageLocale): string {
  // The root layout provides the page's translator; English when no language is given.
  return renderToStaticMarkup(<TranslateContext value={translator(locale ?? 'en')}><NotFound /></TranslateContext>);
}

describe('the page-not-found page', () => {
  it('is English in an English page', () => {
    expect(render()).toBe(
      // React lifts the title to the front (in a page, into the head).
      '<title>Page not found</title><div class="container narrow not-found"><h1>Page not found</h1><p>We could not find that page. It may have moved, or the address may be mistyped.</p><p><a class="button" href="/shop/">Browse the shop</a></p></div>',
    );
    expect(render('en')).toBe(render());
  });

  it('speaks the page’s language', () => {
    const french = render('fr');
    expect(french).toContain('<h1>Page introuvable</h1>');
    expect(french).toContain('>Parcourir la boutique</a>');
    const german = render('de');
    expect(german).toContain('<title>Seite nicht gefunden</title>');
    expect(german).toContain('<p>Wir konnten diese Seite nicht finden.');
  });
});

describe('the page-not-found page’s link', () => {
  it('leads to the shop in the page’s language', () => {
    expect(renderIn('fr', <NotFound />)).toContain('<a class="button" href="/fr/shop/">Parcourir la boutique</a>');
    expect(renderIn('en', <NotFound />)).toContain('<a class="button" href="/shop/">');
  });
});
