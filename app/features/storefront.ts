/**
 * The storefront's browser entry: each page behaviour starts here, without waiting for React, so the
 * cart, notices, menus and order attribution work from the first paint (hydration only begins after `load`).
 * Consent comes first: attribution and analytics ask its API before they track anything.
 */
import { initAnalytics } from './analytics/index.ts';
import { initAttribution } from './attribution/index.ts';
import { initCart } from './cart/index.ts';
import { initIntegrations } from './integrations/index.ts';
import { initConsent } from './consent/index.ts';
import { startInTurn } from './shared/start-in-turn.ts';
import { initUi } from './ui/index.ts';
import { initWidgets } from '../widgets/index.ts';

// Each part starts in a task of its own (a long start-up task would hold up the first input).
void startInTurn(window, {
  consent: () => initConsent(),
  cart: () => initCart(),
  'page behaviours': () => initUi(),
  widgets: () => initWidgets(),
  attribution: () => initAttribution(),
  analytics: () => initAnalytics(),
  integrations: () => initIntegrations(),
});
