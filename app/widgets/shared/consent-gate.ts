import { consentApi, granted, onConsentChange } from '../../features/consent/client.ts';

/**
 * Runs `load` once the visitor allows `category` (at once when they already have, or when the shop runs
 * no consent banner): the one gate for third-party embeds (video players, map tiles), so nothing is
 * requested from another host before consent. Returns whether it ran at once.
 */
export function whenConsented(win: Window, category: string, load: () => void): boolean {
  let done = false;
  const run = () => {
    if (done || !granted(consentApi(win), category)) return;
    done = true;
    load();
  };
  run();
  if (!done) onConsentChange(consentApi(win), run);
  return done;
}

/** Whether `category` is allowed right now (a "Load map" button asks before it loads by the visitor's click). */
export function consentedNow(win: Window, category: string): boolean {
  return granted(consentApi(win), category);
}
