import { renderToString } from 'react-dom/server';
import { HeaderCartLink } from './HeaderCartLink.tsx';
import { MiniCart, type MiniCartProps } from './MiniCart.tsx';
import { FRAGMENT_SELECTORS } from '../../../core/contract/cart/fragment-selectors.ts';

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
