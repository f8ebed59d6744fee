import { reviewsFr } from './reviews/fr.ts';
import { accountFr } from './account/fr.ts';
import { shoppingFr } from './shopping/fr.ts';
import type { Catalogue } from './en.ts';
import { catalogFr } from './catalog/fr.ts';

// French typography: a no-break space (\u00a0) before « : » and inside guillemets, a narrow no-break
// space (\u202f) before ; ! ?, and the typographic apostrophe (’).
export const fr: Catalogue = {
  ...catalogFr,
  'cart.pleaseWait': 'Veuillez patienter…',
  'content.loadFailed': 'Le contenu demandé ne peut pas être chargé. Veuillez réessayer plus tard.',
  'lightbox.gallery': 'Galerie',
  'lightbox.slideshow': 'Diaporama',
  'lightbox.fullScreen': 'Plein écran',
  'lightbox.thumbnails': 'Miniatures',
  'lightbox.close': 'Fermer',
  'lightbox.previous': 'Précédent',
  'lightbox.next': 'Suivant',
  'lightbox.counter': '{position} sur {count}',
  'lightbox.show': 'Afficher {position} sur {count}',
  'lightbox.showCaptioned': 'Afficher {position} sur {count}\u00a0: {caption}',
  'modal.close': 'Fermer',
  'modal.loading': 'Chargement…',
  'background.pause': 'Mettre l’arrière-plan en pause',
  'background.play': 'Lire l’arrière-plan',
  'background.video': 'Vidéo d’arrière-plan',
  'map.label': 'Carte',
  'map.labelAddress': 'Carte\u00a0: {address}',
  'map.load': 'Charger la carte',
  'map.source': 'La carte provient de {host}, qui voit alors votre adresse IP.',
  'map.notLoaded': 'La carte n’est pas encore chargée.',
  'map.consent': 'Elle se charge dès que vous autorisez «\u00a0{category}\u00a0» dans les paramètres des cookies, ou tout de suite, pour cette carte seulement, avec ce bouton.',

  'cart.link': 'Panier',
  'cart.itemsInCart': '{count, plural, one {# article} other {# articles}} dans le panier',
  'cart.viewCart': 'Voir le panier',
  'cart.checkout': 'Commander',
  'cart.empty': 'Aucun produit dans le panier.',
  'cart.subtotal': 'Sous-total\u00a0:',
  'cart.removeItem': 'Retirer «\u00a0{name}\u00a0» de votre panier',

  'account.orders.total': '{total} pour {count, plural, one {# article} other {# articles}}',

  'error.notFound.title': 'Page introuvable',
  'error.notFound.message': 'Nous n’avons pas trouvé cette page. Elle a peut-être été déplacée, ou l’adresse est mal saisie.',
  'error.notFound.browse': 'Parcourir la boutique',
  'error.generic.title': 'Une erreur s’est produite',
  'error.generic.message': 'Veuillez réessayer dans un instant.',
  'error.status.400': 'Requête incorrecte',
  'error.status.403': 'Accès refusé',
  'error.status.405': 'Méthode non autorisée',
  'error.formUnreadable': 'Le formulaire n’a pas pu être lu. Veuillez revenir en arrière, recharger la page et réessayer.',
  'error.busy': 'La boutique est très sollicitée en ce moment. Veuillez réessayer dans quelques secondes.',

  'consent.header': 'Les cookies sur ce site',
  'consent.message':
    'Nous utilisons des cookies pour faire fonctionner la boutique, pour voir quelles pages aident nos clients et, avec votre accord, pour savoir d’où viennent les visiteurs.',
  'consent.dismiss': 'J’ai compris',
  'consent.allow': 'Accepter',
  'consent.deny': 'Refuser',
  'consent.allowall': 'Tout autoriser',
  'consent.savesettings': 'Enregistrer les réglages',
  'consent.close': 'Fermer',
  'consent.settings': 'Réglages des cookies',
  'consent.revoke': 'Réglages des cookies',
  'consent.policyLink': 'En savoir plus',
  'consent.category.necessary': 'Nécessaires',
  'consent.category.functional': 'Fonctionnels',
  'consent.category.preferences': 'Préférences',
  'consent.category.statistics': 'Statistiques',
  'consent.category.statisticsAnonymous': 'Statistiques anonymes',
  'consent.category.marketing': 'Marketing',

  'language.switcher': 'Langue',
  'language.suggestion': 'Cette page est aussi disponible en français.',
  'language.suggestion.link': 'Passer au français',
  'language.suggestion.dismiss': 'Fermer',
  ...shoppingFr,
  ...accountFr,
  ...reviewsFr,
};
