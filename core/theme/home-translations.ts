import type { HomeLayout } from './home-sections.ts';

type Translated = Readonly<{ fr: string; de: string }>;

/**
 * The default home page's words in the shop's other languages, by their English text. A text the owner
 * left at its default is shown in the page's language; one the owner wrote is shown as written (the rule
 * the consent banner's texts follow too).
 */
const DEFAULT_HOME_TEXTS: Readonly<Record<string, Translated>> = {
  'Good things, well made.': { fr: 'De belles choses, bien faites.', de: 'Schöne Dinge, gut gemacht.' },
  'Made to be used.': { fr: 'Faites pour servir.', de: 'Gemacht, um benutzt zu werden.' },
  'Made to last.': { fr: 'Faites pour durer.', de: 'Gemacht, um zu halten.' },
  'Everyday objects from small workshops: made to be used, and to last.': {
    fr: 'Des objets du quotidien issus de petits ateliers\u00a0: faits pour servir, et pour durer.',
    de: 'Alltagsgegenstände aus kleinen Werkstätten: gemacht, um benutzt zu werden, und um zu halten.',
  },
  'Shop the collection': { fr: 'Découvrir la collection', de: 'Zur Kollektion' },
  'Our story': { fr: 'Notre histoire', de: 'Unsere Geschichte' },
  'The workshop in numbers': { fr: 'L’atelier en chiffres', de: 'Die Werkstatt in Zahlen' },
  'Makers we work with': { fr: 'Artisans avec qui nous travaillons', de: 'Handwerker, mit denen wir arbeiten' },
  'Orders shipped': { fr: 'Commandes expédiées', de: 'Versandte Bestellungen' },
  'Plastic-free packaging': { fr: 'Emballages sans plastique', de: 'Plastikfreie Verpackung' },
  'Repairs free for': { fr: 'Réparations gratuites pendant', de: 'Kostenlose Reparaturen für' },
  ' years': { fr: '\u00a0ans', de: ' Jahre' },
  // Both languages set a (no-break) space before the percent sign.
  '%': { fr: '\u00a0%', de: '\u00a0%' },
  'The collection': { fr: 'La collection', de: 'Die Kollektion' },
  'Shop by category': { fr: 'Acheter par catégorie', de: 'Nach Kategorie einkaufen' },
  'On sale': { fr: 'En promotion', de: 'Im Angebot' },
  'See all prices': { fr: 'Voir tous les prix', de: 'Alle Preise ansehen' },
  'New arrivals': { fr: 'Nouveautés', de: 'Neuheiten' },
  'Shop all new arrivals': { fr: 'Voir toutes les nouveautés', de: 'Alle Neuheiten ansehen' },
  'From the workshop': { fr: 'Depuis l’atelier', de: 'Aus der Werkstatt' },
  Journal: { fr: 'Journal', de: 'Journal' },
  'From the journal': { fr: 'Dans le journal', de: 'Aus dem Journal' },
  'Good to know': { fr: 'Bon à savoir', de: 'Gut zu wissen' },
  Shipping: { fr: 'Livraison', de: 'Versand' },
  'Orders leave the workshop within two working days. Shipping is free on orders over $75.': {
    fr: 'Les commandes quittent l’atelier sous deux jours ouvrés. La livraison est offerte dès 75\u00a0$ d’achat.',
    de: 'Bestellungen verlassen die Werkstatt innerhalb von zwei Werktagen. Ab 75 $ ist der Versand kostenlos.',
  },
  Returns: { fr: 'Retours', de: 'Rücksendungen' },
  'Changed your mind? Send it back within 30 days, unused, for a full refund.': {
    fr: 'Vous avez changé d’avis\u202f? Renvoyez l’article sous 30\u00a0jours, sans l’avoir utilisé, pour un remboursement complet.',
    de: 'Doch nicht das Richtige? Schicken Sie es innerhalb von 30 Tagen unbenutzt zurück und erhalten Sie den vollen Betrag.',
  },
  Care: { fr: 'Entretien', de: 'Pflege' },
  'Wash ceramics by hand, oil wooden boards now and then, and let linen dry in the air.': {
    fr: 'Lavez la céramique à la main, huilez de temps en temps les planches en bois et laissez sécher le lin à l’air libre.',
    de: 'Keramik von Hand spülen, Holzbretter ab und zu ölen und Leinen an der Luft trocknen lassen.',
  },
  'News from the workshop': { fr: 'Des nouvelles de l’atelier', de: 'Neues aus der Werkstatt' },
  'New pieces, small-batch restocks and the odd studio visit, once a month.': {
    fr: 'Nouvelles pièces, petits réassorts et, parfois, une visite d’atelier, une fois par mois.',
    de: 'Neue Stücke, kleine Nachlieferungen und ab und zu ein Werkstattbesuch, einmal im Monat.',
  },
  'How the letter works': { fr: 'Comment fonctionne la lettre', de: 'So funktioniert der Brief' },
  'Our monthly letter': { fr: 'Notre lettre mensuelle', de: 'Unser Monatsbrief' },
  'Once a month we write about what is new in the workshop. Ask for it at the counter or by e-mail; one click in any letter stops it.': {
    fr: 'Une fois par mois, nous racontons les nouveautés de l’atelier. Demandez-la au comptoir ou par e-mail\u202f; un clic dans n’importe quelle lettre suffit pour l’arrêter.',
    de: 'Einmal im Monat schreiben wir, was es Neues in der Werkstatt gibt. Fragen Sie an der Theke oder per E-Mail danach; ein Klick in jedem Brief bestellt ihn ab.',
  },
  'Find the workshop': { fr: 'Trouver l’atelier', de: 'So finden Sie die Werkstatt' },
  'Visit us': { fr: 'Nous rendre visite', de: 'Besuchen Sie uns' },
};

/** Fields that name things rather than say them: never translated, whatever their value. */
export const NOT_TEXT = new Set(['key', 'type', 'mode', 'ctaHref', 'source', 'category', 'page', 'mapType', 'address', 'modalPage', 'slides', 'images']);

/** Whether the fixed table translates this text: a default the owner left as it was. */
export function isDefaultHomeText(text: string): boolean {
  return Object.hasOwn(DEFAULT_HOME_TEXTS, text);
}

/** The owner's translation of a text for the page, if any (core/i18n/owner-strings.ts). */
export type OwnerLookup = (text: string) => string | undefined;
const NO_OWNER: OwnerLookup = () => undefined;

const memo = new WeakMap<OwnerLookup, WeakMap<HomeLayout, Map<string, HomeLayout>>>();

/**
 * The layout in `locale`: each text the owner translated in their translation (`owner`, the same function
 * for as long as the translations are unchanged: the result is kept per function, layout and locale), else
 * each default text from the fixed table, else the text as written. English, or a language without
 * translations, comes back as it is.
 */
export function homeLayoutInLocale(layout: HomeLayout, locale: string, owner: OwnerLookup = NO_OWNER): HomeLayout {
  if (locale !== 'fr' && locale !== 'de') return layout;
  let byLayout = memo.get(owner);
  if (!byLayout) memo.set(owner, (byLayout = new WeakMap()));
  let byLocale = byLayout.get(layout);
  if (!byLocale) byLayout.set(layout, (byLocale = new Map()));
  let translated = byLocale.get(locale);
  if (!translated) {
    translated = translateValue(layout, locale, owner) as HomeLayout;
    byLocale.set(locale, translated);
  }
  return translated;
}

function translateText(text: string, locale: 'fr' | 'de', owner: OwnerLookup): string {
  return (text === '' ? undefined : owner(text)) ?? DEFAULT_HOME_TEXTS[text]?.[locale] ?? text;
}

function translateValue(value: unknown, locale: 'fr' | 'de', owner: OwnerLookup): unknown {
  if (typeof value === 'string') return translateText(value, locale, owner);
  if (Array.isArray(value)) return value.map((item) => translateValue(item, locale, owner));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, field]) => {
        // A gallery's own images: their addresses stay, their captions are the owner's words.
        if (name === 'images' && Array.isArray(field)) return [name, field.map((image: { src: string; caption: string }) => ({ ...image, caption: translateText(image.caption, locale, owner) }))];
        return [name, NOT_TEXT.has(name) ? field : translateValue(field, locale, owner)];
      }),
    );
  }
  return value;
}
