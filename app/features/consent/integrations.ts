import { consentModeSignals } from '../../../core/contract/consent/consent-mode.ts';
import type { ConsentIntegrations } from '../../../core/contract/consent/options.ts';
import { ensureGtag, type GtagWindow } from '../shared/gtag.ts';

type Command = (...args: unknown[]) => void;

/** The tools a decision is pushed to, as far as the page has them. */
export interface IntegrationWindow extends GtagWindow {
  clarity?: Command;
  vitrinePixelManager?: { consent?(granted: Record<string, boolean>): void };
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
  if (on.googleConsentMode) attempt(() => ensureGtag(win)('consent', 'update', consentModeSignals(has)));
  if (on.clarity && typeof win.clarity === 'function') attempt(() => win.clarity?.('consent', has('statistics')));
  if (on.pixelManager) attempt(() => win.vitrinePixelManager?.consent?.({ ...granted }));
}
