import { reactRouter } from '@react-router/dev/vite';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { browserBundleGuard } from './scripts/vite/browser-bundle-guard.ts';
import { precompressedAssets } from './scripts/vite/precompressed-assets.ts';

/**
 * Builds the storefront's own browser module (app/features/storefront.ts) as an entry of the client
 * build: hashed like the framework's files and listed in the manifest, where the server finds its URL.
 */
function storefrontModule(): Plugin {
  return {
    name: 'vitrine-storefront-module',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      if (this.environment.mode !== 'build') return;
      this.emitFile({ type: 'chunk', id: resolve(import.meta.dirname, 'app/features/storefront.ts'), name: 'storefront' });
    },
  };
}

const EMPTY_SHEET = '\0vitrine-empty-sheet';

/**
 * Stylesheets only ever added by a document load: the layout's own, and those of the storefront pages,
 * which are reached through plain links and full-page form posts. The server writes them into the head;
 * the browser build gets empty strings (the layout keeps the text it finds in the document), a few KiB
 * less JavaScript on every page. Sheets a client-side navigation may add (account, admin) keep their text.
 */
const SERVER_ONLY_SHEETS = /\/styles\/(base|header-cart|catalog|cart|consent)\.css\?inline$/;

function storefrontSheetsServerOnly(): Plugin {
  return {
    name: 'vitrine-storefront-sheets-server-only',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source) {
      if (this.environment.mode !== 'build') return null;
      return SERVER_ONLY_SHEETS.test(source) ? EMPTY_SHEET : null;
    },
    load(id) {
      return id === EMPTY_SHEET ? 'export default "";' : null;
    },
  };
}

const ICU_PARSER = '@formatjs/icu-messageformat-parser';

/**
 * The browser formats only messages the server has already parsed (core/i18n/page-catalogue.ts), so its
 * build takes the ICU package without its parser (FormatJS's `no-parser` entry): the same formatter,
 * several KiB less on every page that hydrates.
 */
function messagesWithoutParser(): Plugin {
  return {
    name: 'vitrine-messages-without-parser',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: {
      filter: { id: /^@formatjs\/icu-messageformat-parser$/ },
      handler(source, importer, options) {
        if (source !== ICU_PARSER) return null;
        return this.resolve(`${ICU_PARSER}/no-parser.js`, importer, { ...options, skipSelf: true });
      },
    },
  };
}

/**
 * The storefront's start-up modules import each page behaviour without a `<link rel="modulepreload">` per
 * dependency: the helper writes those links into the page one at a time on the main thread after `load`,
 * measured as long tasks on a throttled phone. The browser still fetches a behaviour's own imports as soon
 * as it has the behaviour's module (one more round trip, for behaviour the page does not need to be seen).
 */
const STARTS_WITHOUT_PRELOADS = /^assets\/(storefront|content-registry)-[\w-]+\.js$/;

export default defineConfig({
  plugins: [browserBundleGuard(), storefrontSheetsServerOnly(), messagesWithoutParser(), reactRouter(), storefrontModule(), precompressedAssets()],
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    manifest: true,
    modulePreload: { resolveDependencies: (_file, deps, { hostId }) => (STARTS_WITHOUT_PRELOADS.test(hostId) ? [] : deps) },
  },
  ssr: { external: ['sharp', 'pg', 'nodemailer'] },
});
