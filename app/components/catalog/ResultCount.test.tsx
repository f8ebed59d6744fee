import { describe, expect, it } from 'vitest';
import { translator } from '../../../core/i18n/translator.ts';
import { resultCount } from './ResultCount.tsx';

describe('resultCount', () => {
  it('says a search lists the best of more matches, in each language', () => {
    const capped = { page: 1, perPage: 16, total: 1000, capped: true };
    expect(resultCount(translator('en'), capped)).toBe('Showing 1–16 of more than 1000 results');
    expect(resultCount(translator('fr'), capped)).toBe('Affichage de 1 à 16 sur plus de 1000 résultats');
    expect(resultCount(translator('de'), capped)).toBe('Ergebnisse 1–16 von mehr als 1000 werden angezeigt');
    expect(resultCount(translator('en'), { ...capped, capped: false })).toBe('Showing 1–16 of 1000 results');
  });
});
