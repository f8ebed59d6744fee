/** Catalogues with one of each mistake `npm run i18n:check` must catch. */
export const catalogues = {
  en: {
    'cart.link': 'Cart',
    'cart.count': '{count, plural, one {# item} other {# items}}',
    'cart.remove': 'Remove {name}',
    'cart.only.english': 'Only here',
    'map.label': 'Map: {address}',
    'lightbox.counter': '{count, plural, one {# photo} other {# photos}}',
  },
  fr: {
    'cart.link': 'Panier',
    'cart.count': '{count, plural, one {# article} other {# articles}',
    'cart.remove': 'Retirer {nom}',
    'map.label': 'Carte\u00a0: {address}',
    'lightbox.counter': '{count, plural, one {# photo} other {# photos}}',
    'cart.only.french': 'Seulement ici',
  },
};

/** The browser's keys among them. */
export const browserKeys = ['map.label', 'lightbox.counter'];
