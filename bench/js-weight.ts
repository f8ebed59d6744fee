/**
 * The JavaScript a page ships: every module the document loads (the storefront module in `<head>`, and
 * on pages that hydrate the modules started after `load`) and everything they import statically, with
 * gzip sizes as a browser downloads them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

export interface ShippedFile {
  path: string;
  gzipBytes: number;
}

/** Budget for the shop page, React and React Router included: 125 kB gzip (decimal kilobytes). */
export const SHOP_JS_BUDGET_BYTES = 125_000;

const MODULE_SRC = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/g;
/** The hydration modules named by the deferred-hydration script and the parked route-module script. */
const DEFERRED_HREFS = /var h=(\[[^\]]*\])/;
const PARKED_IMPORTS = /(?:import|from)\s*\(?"(\/assets\/[^"]+\.js)"/g;
/** Static imports inside a built chunk (dynamic `import()` loads later, on demand). */
const STATIC_IMPORTS = /(?:\bfrom|\bimport)\s*"(\.\/[^"]+\.js)"/g;

/** The modules a page's HTML loads, in the order found. */
export function entryModules(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(MODULE_SRC)) found.add(match[1]!);
  const deferred = DEFERRED_HREFS.exec(html);
  if (deferred) for (const href of JSON.parse(deferred[1]!) as string[]) found.add(href);
  const parkedStart = html.indexOf('<script type="text/x-vitrine-deferred">');
  if (parkedStart !== -1) {
    const parked = html.slice(parkedStart, html.indexOf('</script>', parkedStart));
    for (const match of parked.matchAll(PARKED_IMPORTS)) found.add(match[1]!);
  }
  return [...found];
}

/** Every file those modules pull in statically, each once, with its gzip size. */
export function shippedJavaScript(html: string, clientDir: string): ShippedFile[] {
  return staticClosure(entryModules(html), clientDir);
}

function staticClosure(entries: readonly string[], clientDir: string): ShippedFile[] {
  const seen = new Map<string, ShippedFile>();
  const queue = [...entries];
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    const source = readFileSync(join(clientDir, path));
    seen.set(path, { path, gzipBytes: gzipSync(source, { level: constants.Z_BEST_COMPRESSION }).length });
    const directory = path.slice(0, path.lastIndexOf('/') + 1);
    for (const match of source.toString('utf8').matchAll(STATIC_IMPORTS)) queue.push(directory + match[1]!.slice(2));
  }
  return [...seen.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
}

export interface WidgetWeight {
  /** The widget's folder under app/widgets/. */
  widget: string;
  /** Its chunk and what that imports statically beyond what the page already ships, gzip bytes. */
  gzipBytes: number;
  files: number;
}

interface ManifestChunk {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
}

/**
 * What each theme widget adds when a page's markup asks for it: its dynamically imported chunk (Vite's
 * manifest names its source under app/widgets/<widget>/) and the files it pulls in that `alreadyShipped`
 * does not hold. A page without the widget's markup loads none of it. The content widgets' list
 * (app/widgets/content-registry.ts) counts as `content-registry`: a page with any content widget loads it once.
 */
export function widgetJavaScript(clientDir: string, alreadyShipped: readonly ShippedFile[]): WidgetWeight[] {
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return [];
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const shipped = new Set(alreadyShipped.map((file) => file.path));
  const byWidget = new Map<string, string[]>();
  for (const chunk of Object.values(manifest)) {
    const found = chunk.isDynamicEntry ? /^app\/widgets\/(?:([^/]+)\/|(content-registry)\.ts$)/.exec(chunk.src ?? '') : null;
    const widget = found?.[1] ?? found?.[2];
    if (widget) byWidget.set(widget, [...(byWidget.get(widget) ?? []), `/${chunk.file}`]);
  }
  return [...byWidget]
    .map(([widget, entries]) => {
      const files = staticClosure(entries, clientDir).filter((file) => !shipped.has(file.path));
      return { widget, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0), files: files.length };
    })
    .sort((a, b) => a.widget.localeCompare(b.widget));
}
