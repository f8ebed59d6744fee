/**
 * Pages are complete without JavaScript, so the framework's ~100 KiB of modules need not compete with
 * the first paint and the largest image on a slow link. This rewrites a rendered document so the
 * hydration modules start loading once the page has loaded (the `load` event), instead of from
 * `<head>`: the `modulepreload` hints are taken out, React Router's inline module script is parked under
 * an inert type, and a few lines added to the context script bring both back after `load`.
 */

import { scriptJson } from './script-json.ts';

/** The inert type the module script waits under; any non-JavaScript type keeps the browser off it. */
export const PARKED_TYPE = 'text/x-vitrine-deferred';

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
const MODULE_SCRIPT = '<script type="module" async="">';
const ROUTE_MODULES_MARK = '__reactRouterRouteModules';
const CONTEXT_SCRIPT = '<script>window.__reactRouterContext = ';

/** Runs in the browser after the parked script is parsed: re-adds the hints, then the module script. */
function resumeScript(hrefs: string[]): string {
  return `(function(){var h=${scriptJson(hrefs)};function go(){var d=document,f=d.createDocumentFragment();h.forEach(function(u){var l=d.createElement('link');l.rel='modulepreload';l.href=u;f.appendChild(l)});d.head.appendChild(f);var p=d.querySelector('script[type="${PARKED_TYPE}"]');if(!p)return;var s=d.createElement('script');s.type='module';s.textContent=p.textContent;p.replaceWith(s)}function later(){setTimeout(go,0)}if(document.readyState==='complete')later();else addEventListener('load',later,{once:true})})();`;
}

/**
 * The document with hydration deferred to after `load`, or unchanged when it does not look like a
 * React Router document (no context script or no route-module script). Runs on every render, so it
 * finds its few places with `indexOf` rather than scanning the page with patterns.
 */
export function deferHydration(html: string): string {
  const context = html.indexOf(CONTEXT_SCRIPT);
  const modules = html.indexOf(MODULE_SCRIPT, context);
  if (context === -1 || modules === -1) return html;
  const modulesEnd = html.indexOf('</script>', modules);
  if (modulesEnd === -1 || html.lastIndexOf(ROUTE_MODULES_MARK, modulesEnd) < modules) return html;
  // React hoists the hints into <head>: only that part needs a look.
  const headEnd = Math.max(0, html.indexOf('</head>'));
  const hrefs: string[] = [];
  const head = html.slice(0, headEnd).replace(MODULE_PRELOAD, (_tag, href: string) => {
    if (!hrefs.includes(href)) hrefs.push(href);
    return '';
  });
  return (
    head +
    html.slice(headEnd, context) +
    `<script>${resumeScript(hrefs)}` +
    html.slice(context + '<script>'.length, modules) +
    `<script type="${PARKED_TYPE}">` +
    html.slice(modules + MODULE_SCRIPT.length)
  );
}
