import { createContext, type RouterContextProvider } from 'react-router';
import type { RequestBase } from './services/request-base.ts';
import type { CartService } from './services/cart-service.ts';
import type { CheckoutService } from './services/checkout-service.ts';

/**
 * What every loader and action receives: the shared services, this request's session, and its cart and
 * checkout (built from the rest on first use).
 */
export interface AppServices extends RequestBase {
  /** The visitor's cart: view it, add, remove, set quantities; each change saves the session and sets the cart cookies. */
  cart: CartService;
  /** Places an order from the visitor's cart. */
  checkout: CheckoutService;
}

// The server process and the built app bundle each load this module; one global key keeps them in step.
const KEY = Symbol.for('vitrine.appContext');
const globalSlot = globalThis as unknown as Record<symbol, ReturnType<typeof createContext<AppServices>> | undefined>;
export const appContext = (globalSlot[KEY] ??= createContext<AppServices>());

export function services(context: Readonly<RouterContextProvider>): AppServices {
  return context.get(appContext);
}
