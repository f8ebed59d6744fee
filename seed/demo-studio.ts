/**
 * The demo shop's one address: the studio its About us page and its home page's map both show (the page
 * as written content, the home page through the layout an owner saves in /admin/home/).
 */
export const DEMO_STUDIO = {
  lat: 52.37403,
  lng: 4.88969,
  /** Street and town, written alike in every language. */
  street: ['12 Printers Yard', '1015 CJ Amsterdam'],
  /** The studio's name in each of the demo's languages. */
  names: { en: 'Vitrine studio', fr: 'Atelier Vitrine', de: 'Vitrine Studio' },
} as const;

export type DemoLanguage = keyof typeof DEMO_STUDIO.names;

/** The studio's address, a line each: its name in the language, then the street and the town. */
export function studioAddressLines(language: DemoLanguage): readonly [string, string, string] {
  return [DEMO_STUDIO.names[language], ...DEMO_STUDIO.street];
}
