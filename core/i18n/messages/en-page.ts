import { reviewsEn } from './reviews/en.ts';
import { accountEn } from './account/en.ts';
import { catalogEn } from './catalog/en.ts';
import { shoppingEn } from './shopping/en.ts';

/**
 * The shop's English words that the server renders: pages, fragments, the consent banner. Components
 * that also render in the browser translate from this module alone, so a browser bundle never carries
 * the scripts' messages twice nor another language (app/components/i18n/translate-context.ts).
 */
export const enPage = {
  ...catalogEn,
  'cart.link': 'Cart',
  'cart.itemsInCart': '{count, plural, one {# item} other {# items}} in cart',
  'cart.viewCart': 'View cart',
  'cart.checkout': 'Checkout',
  'cart.empty': 'No products in the cart.',
  'cart.subtotal': 'Subtotal:',
  'cart.removeItem': 'Remove “{name}” from your cart',

  'account.orders.total': '{total} for {count, plural, one {# item} other {# items}}',

  'error.notFound.title': 'Page not found',
  'error.notFound.message': 'We could not find that page. It may have moved, or the address may be mistyped.',
  'error.notFound.browse': 'Browse the shop',
  'error.generic.title': 'Something went wrong',
  'error.generic.message': 'Please try again in a moment.',
  'error.status.400': 'Bad Request',
  'error.status.403': 'Forbidden',
  'error.status.405': 'Method Not Allowed',
  'error.formUnreadable': 'The form could not be read. Please go back, reload the page and try again.',
  'error.busy': 'The shop is very busy right now. Please try again in a few seconds.',

  'consent.header': 'Cookies on this site',
  'consent.message': 'We use cookies to run the shop, to see which pages help shoppers and, with your permission, to learn where visitors come from.',
  'consent.dismiss': 'Got it',
  'consent.allow': 'Accept',
  'consent.deny': 'Decline',
  'consent.allowall': 'Allow all',
  'consent.savesettings': 'Save settings',
  'consent.close': 'Close',
  'consent.settings': 'Cookie settings',
  'consent.revoke': 'Cookie settings',
  'consent.policyLink': 'Learn more',
  'consent.category.necessary': 'Necessary',
  'consent.category.functional': 'Functional',
  'consent.category.preferences': 'Preferences',
  'consent.category.statistics': 'Statistics',
  'consent.category.statisticsAnonymous': 'Anonymous statistics',
  'consent.category.marketing': 'Marketing',

  'language.switcher': 'Language',
  'language.suggestion': 'This page is also available in English.',
  'language.suggestion.link': 'Switch to English',
  'language.suggestion.dismiss': 'Close',
  ...shoppingEn,
  ...accountEn,
  ...reviewsEn,
} as const;
