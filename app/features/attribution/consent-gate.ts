import { granted, type ConsentClient } from '../consent/client.ts';
import type { AttributionValues } from './values.ts';

/** The consent category order attribution needs. */
export const MARKETING_CONSENT = 'marketing';

/** The shop allows tracking and, where a consent API exists, the visitor gave marketing consent. */
export function trackingAllowed(allowTracking: unknown, consent: ConsentClient | undefined): boolean {
  return allowTracking === true && granted(consent, MARKETING_CONSENT);
}

export interface GateActions {
  allowed(): boolean;
  /** Records the page view (with what the landing page carried) and gives the values. */
  track(): AttributionValues;
  expire(): void;
  push(values: AttributionValues): void;
  empty(): AttributionValues;
}

export interface Gate {
  /** Applies the current permission: tracks once while allowed, clears everything when not. */
  update(): void;
  /** The values last pushed, undefined before any. */
  values(): AttributionValues | undefined;
}

/**
 * Tracking follows permission: a page view is tracked once while allowed (consent changes for other
 * categories do not count it again); when not allowed the cookies go at once, and inputs that were
 * already filled are emptied. Nothing is pushed while tracking was never allowed.
 */
export function createGate(actions: GateActions): Gate {
  let tracked = false;
  let values: AttributionValues | undefined;
  return {
    update() {
      if (actions.allowed()) {
        if (tracked) return;
        values = actions.track();
        tracked = true;
        actions.push(values);
        return;
      }
      actions.expire();
      if (!tracked) return;
      tracked = false;
      values = actions.empty();
      actions.push(values);
    },
    values: () => values,
  };
}
