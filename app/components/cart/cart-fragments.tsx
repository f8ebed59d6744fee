import { renderToString } from 'react-dom/server';
import { HeaderCartLink } from './HeaderCartLink.tsx';
import { MiniCart, type MiniCartProps } from './MiniCart.tsx';

/** The page areas a cart change refreshes (CONTRACT.md `fragments`), by the selector each replaces. */
export const FRAGMENT_SELECTORS = {
  miniCart: 'div.widget_shopping_cart_content',
  headerCart: 'a.cart-contents',
} as const;

/**
 * Selector → markup of every cart fragment, rendered by the same components the page renders, so a
 * fragment and a full page never differ.
 */
export function renderCartFragments(props: MiniCartProps): Record<string, string> {
  return {
    [FRAGMENT_SELECTORS.miniCart]: renderToString(<MiniCart {...props} />),
    [FRAGMENT_SELECTORS.headerCart]: renderToString(<HeaderCartLink count={props.cart.count} />),
  };
}
