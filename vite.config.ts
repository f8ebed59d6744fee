import { reactRouter } from '@react-router/dev/vite';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [reactRouter(), storefrontModule()],
  build: { target: 'es2022', assetsInlineLimit: 0, manifest: true },
  ssr: { external: ['sharp', 'pg', 'nodemailer'] },
});
