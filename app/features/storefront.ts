/**
 * The storefront's browser entry: each page behaviour starts here, without waiting for React, so the
 * cart, notices, menus and order attribution work from the first paint (hydration only begins after `load`).
 */
import { initAttribution } from './attribution/index.ts';
import { initCart } from './cart/index.ts';
import { initUi } from './ui/index.ts';

initCart();
initUi();
initAttribution();
