type Command = (...args: unknown[]) => void;

/** A page that may carry Google's tag API. */
export interface GtagWindow {
  dataLayer?: unknown[];
  gtag?: Command;
}

/**
 * The page's `gtag`, or the one Google's own snippet defines when there is none yet: commands pushed
 * onto `dataLayer` as an arguments object, the only form gtag.js reads. A `gtag` already on the page
 * (the head script's Consent Mode default, for one) is kept, so its earlier commands stay first in line.
 */
export function ensureGtag(win: GtagWindow): Command {
  if (typeof win.gtag === 'function') return win.gtag;
  const layer = (win.dataLayer ??= []);
  return (win.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js ignores arrays; it wants the arguments object.
    layer.push(arguments);
  });
}
