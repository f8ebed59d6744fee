/**
 * The storefront's analytics loader. The module that counts page views and adds to cart (and, when
 * configured, Google's tag) is a chunk of its own, fetched only once the visitor gives statistics
 * consent, then or later in the visit. Without a consent API on the page, consent is taken as given.
 */
import { consentApi, granted, onConsentChange } from '../consent/client.ts';
import type { AnalyticsSession, startAnalytics } from './analytics-module.ts';
import { ANALYTICS_LOAD_TIMEOUT_MS, ChunkLoadError, loadChunk, type Timers } from '../shared/chunk-load.ts';
import { readAnalyticsConfig, type AnalyticsPageConfig } from './page-config.ts';
import { isThemePreview } from '../shared/theme-preview.ts';

export { ANALYTICS_LOAD_TIMEOUT_MS } from '../shared/chunk-load.ts';
export type { AnalyticsPageConfig } from './page-config.ts';

/** The consent category analytics needs. */
export const STATISTICS_CONSENT = 'statistics';

/** What the loader needs of the chunk. */
export interface AnalyticsChunk {
  startAnalytics: typeof startAnalytics;
}

/** Stand-ins for tests: the chunk import and the timers of the time-out. */
export interface AnalyticsDeps {
  importModule?: () => Promise<AnalyticsChunk>;
  timers?: Timers;
}

type AnalyticsWindow = Window & { vitrine_analytics?: Partial<AnalyticsPageConfig> };

const started = new WeakSet<Window>();

/**
 * Starts analytics from `window.vitrine_analytics` (nothing happens without it or when it is off). The
 * chunk is requested at most once per page; when it fails or times out, a ChunkLoadError is logged and
 * the page carries on. Withdrawn consent stops the module; consent given again resumes it.
 */
export function initAnalytics(win: Window = window, deps: AnalyticsDeps = {}): void {
  const config = readAnalyticsConfig((win as AnalyticsWindow).vitrine_analytics);
  // The theme settings' preview records no visit.
  if (!config?.enabled || started.has(win) || isThemePreview(win)) return;
  started.add(win);
  const importModule = deps.importModule ?? (() => import('./analytics-module.ts'));
  const timers: Timers = deps.timers ?? { setTimeout: (callback, ms) => win.setTimeout(callback, ms), clearTimeout: (handle) => win.clearTimeout(handle as number) };
  const consent = consentApi(win);
  let chunk: AnalyticsChunk | undefined;
  let session: AnalyticsSession | undefined;
  let requested = false;

  const update = (): void => {
    try {
      if (!granted(consent, STATISTICS_CONSENT)) {
        session?.stop();
        return;
      }
      if (session) session.resume();
      else if (chunk) session = chunk.startAnalytics(win, config);
      else if (!requested) {
        requested = true;
        loadChunk(() => importModule().then(checkedChunk), ANALYTICS_LOAD_TIMEOUT_MS, timers).then(
          (loaded) => {
            chunk = loaded;
            // Consent may have changed while the chunk was on its way.
            update();
          },
          (error: unknown) => console.warn('analytics:', error),
        );
      }
    } catch (error) {
      // Analytics is never worth breaking the page over.
      console.warn('analytics:', error);
    }
  };
  onConsentChange(consent, update);
  update();
}

function checkedChunk(module: AnalyticsChunk): AnalyticsChunk {
  if (typeof module?.startAnalytics !== 'function') throw new ChunkLoadError('The analytics chunk has no startAnalytics().');
  return module;
}
