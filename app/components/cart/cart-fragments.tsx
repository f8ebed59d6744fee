import { renderToString } from 'react-dom/server';
import { HeaderCartLink } from './HeaderCartLink.tsx';
import { MiniCart, type MiniCartProps } from './MiniCart.tsx';
import { FRAGMENT_SELECTORS } from '../../../core/contract/cart/fragment-selectors.ts';
import { DEFAULT_MESSAGE_LOCALE, type MessageLocale } from '../../../core/i18n/messages/index.ts';
import { translator } from '../../../core/i18n/translator.ts';
import { TranslateContext } from '../i18n/translate-context.ts';
import { LocaleContext } from '../i18n/locale-context.ts';

/**
 * Selector → markup of every cart fragment, rendered by the same components the page renders, so a
 * fragment and a full page never differ; in the language of the page that asks, with its links under
 * that page's prefix (`/fr`).
 */
export function renderCartFragments(props: MiniCartProps, locale: MessageLocale = DEFAULT_MESSAGE_LOCALE, prefix = ''): Record<string, string> {
  const t = translator(locale);
  const page = { locale, prefix };
  const inLanguage = (element: React.ReactNode) =>
    renderToString(
      <LocaleContext value={page}>
        <TranslateContext value={t}>{element}</TranslateContext>
      </LocaleContext>,
    );
  return {
    [FRAGMENT_SELECTORS.miniCart]: inLanguage(<MiniCart {...props} />),
    [FRAGMENT_SELECTORS.headerCart]: inLanguage(<HeaderCartLink count={props.cart.count} />),
  };
}
