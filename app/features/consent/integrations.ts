import type { ConsentIntegrations } from '../../../core/consent/options.ts';
import { CONSENT_MODE_SIGNALS } from '../../consent-head-script.ts';

type Command = (...args: unknown[]) => void;

/** The tools a decision is pushed to, as far as the page has them. */
export interface IntegrationWindow {
  gtag?: Command;
  dataLayer?: unknown[];
  clarity?: Command;
  vitrinePixelManager?: { consent?(granted: Record<string, boolean>): void };
}

/** Google Consent Mode v2's seven signals; security storage is always granted. */
export function consentModeSignals(has: (category: string) => boolean): Record<string, 'granted' | 'denied'> {
  const signals: Record<string, 'granted' | 'denied'> = {};
  for (const [signal, category] of Object.entries(CONSENT_MODE_SIGNALS)) signals[signal] = category === 'necessary' || has(category) ? 'granted' : 'denied';
  return signals;
}

/** `gtag` as the page has it, or what gtag.js's snippet does: commands pushed as an arguments object, the only form it reads. */
function gtag(win: IntegrationWindow): Command {
  if (typeof win.gtag === 'function') return win.gtag;
  const layer = (win.dataLayer ??= []);
  return function () {
    // eslint-disable-next-line prefer-rest-params -- gtag.js ignores arrays; it wants the arguments object.
    layer.push(arguments);
  };
}

/** Pushes the visitor's consent to each configured tool; a failing tool does not stop the others. */
export function pushIntegrations(win: IntegrationWindow, on: ConsentIntegrations, has: (category: string) => boolean, granted: Record<string, boolean>): void {
  const attempt = (run: () => void) => {
    try {
      run();
    } catch (error) {
      console.warn('consent integration:', error);
    }
  };
  if (on.googleConsentMode) attempt(() => gtag(win)('consent', 'update', consentModeSignals(has)));
  if (on.clarity && typeof win.clarity === 'function') attempt(() => win.clarity?.('consent', has('statistics')));
  if (on.pixelManager) attempt(() => win.vitrinePixelManager?.consent?.({ ...granted }));
}
