import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ClientAssets } from '../../app/services/request-base.ts';

/** The storefront's own browser module, built beside the framework's (vite.config.ts). */
export const STOREFRONT_SOURCE = 'app/features/storefront.ts';


interface ManifestEntry {
  file: string;
  src?: string;
  isEntry?: boolean;
}

/**
 * Where the browser finds our modules: in production the hashed file named by Vite's manifest, in
 * development the source path the dev server compiles on request.
 */
export function clientAssets(clientDir: string | undefined, mode: 'production' | 'development'): ClientAssets {
  if (mode === 'development' || !clientDir) return { storefrontScript: mode === 'development' ? `/${STOREFRONT_SOURCE}` : null };
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return { storefrontScript: null };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestEntry>;
  const entry = Object.values(manifest).find((item) => item.src === STOREFRONT_SOURCE && item.isEntry);
  return { storefrontScript: entry ? `/${entry.file}` : null };
}
