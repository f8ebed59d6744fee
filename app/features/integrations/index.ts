/**
 * The owner's tags and snippets (Settings → Integrations). Each waits for its consent category through
 * the consent API the analytics ask: nothing of theirs is fetched, and the chunk that starts them is not
 * loaded, before a category is granted. A withdrawn category tells the tags already running.
 */
import { consentApi, granted, onConsentChange } from '../consent/client.ts';
import { CHUNK_LOAD_TIMEOUT_MS, loadChunk, type Timers } from '../shared/chunk-load.ts';
import { isThemePreview } from '../shared/theme-preview.ts';
import { INTEGRATIONS_PAGE_OBJECT } from '../../../core/contract/integrations/page-config.ts';
import type { consentChanged, startIntegration } from './integrations-module.ts';
import { readIntegrations, type Integration } from './page-config.ts';

export interface IntegrationsChunk {
  startIntegration: typeof startIntegration;
  consentChanged: typeof consentChanged;
}

export interface IntegrationsDeps {
  importModule?: () => Promise<IntegrationsChunk>;
  timers?: Timers;
}

const started = new WeakSet<Window>();

export function initIntegrations(win: Window = window, deps: IntegrationsDeps = {}): void {
  const integrations = readIntegrations((win as Window & Record<string, unknown>)[INTEGRATIONS_PAGE_OBJECT]);
  if (integrations.length === 0 || started.has(win) || isThemePreview(win)) return;
  started.add(win);
  const importModule = deps.importModule ?? (() => import('./integrations-module.ts'));
  const timers: Timers = deps.timers ?? { setTimeout: (callback, ms) => win.setTimeout(callback, ms), clearTimeout: (handle) => win.clearTimeout(handle as number) };
  const consent = consentApi(win);
  const has = (category: string) => granted(consent, category);
  const running = new Set<string>();
  let chunk: IntegrationsChunk | undefined;
  let requested = false;

  const update = (): void => {
    const due = integrations.filter((integration) => !running.has(integration.key) && has(integration.category));
    if (chunk) {
      for (const integration of due) start(chunk, integration);
      attempt(() => chunk?.consentChanged(win, integrations.filter((integration) => running.has(integration.key)), has));
      return;
    }
    if (due.length === 0 || requested) return;
    requested = true;
    loadChunk(importModule, CHUNK_LOAD_TIMEOUT_MS, timers, 'integrations').then(
      (loaded) => {
        chunk = loaded;
        // Consent may have changed while the chunk was on its way.
        update();
      },
      (error: unknown) => console.warn('integrations:', error),
    );
  };
  const start = (loaded: IntegrationsChunk, integration: Integration) => {
    running.add(integration.key);
    attempt(() => loaded.startIntegration(win, integration, has));
  };
  onConsentChange(consent, update);
  update();
}

/** An owner's tag that fails is never worth breaking the page (or the other tags) over. */
function attempt(run: () => void): void {
  try {
    run();
  } catch (error) {
    console.warn('integrations:', error);
  }
}
