/**
 * The storefront's browser entry: each page behaviour starts here, without waiting for React, so the
 * cart, notices and menus work from the first paint (hydration only begins after `load`).
 */
import { initCart } from './cart/index.ts';
import { initUi } from './ui/index.ts';

initCart();
initUi();
