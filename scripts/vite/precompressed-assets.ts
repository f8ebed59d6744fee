import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { compressAsset, isCompressibleAsset } from '../../server/http/asset-compression.ts';

/**
 * Writes `<asset>.br` (brotli 11) and `<asset>.gz` (gzip 9) beside each script, stylesheet, SVG and JSON
 * file of the client build's assets, keeping the originals; the server sends them as they are. Brotli 11
 * costs seconds of CPU for a whole build: paid once here rather than by every server process, with its
 * first visitor waiting. It runs once every environment is built because React Router writes the browser
 * route manifest (assets/manifest-*.js) into the client's assets during the server build; the server
 * build's own files are left alone.
 */
export function precompressedAssets(): Plugin {
  return {
    name: 'vitrine-precompressed-assets',
    apply: 'build',
    buildApp: {
      order: 'post',
      async handler(builder) {
        const client = builder.environments.client;
        if (!client?.isBuilt) return;
        const { root, build } = client.config;
        await precompressAssets(resolve(root, build.outDir, build.assetsDir));
      },
    },
  };
}

/** Compresses the assets of one folder; returns how many. */
export async function precompressAssets(directory: string): Promise<number> {
  const names = (await readdir(directory)).filter(isCompressibleAsset);
  // zlib's asynchronous calls run on the thread pool: the files are compressed on every core.
  await Promise.all(
    names.map(async (name) => {
      const path = join(directory, name);
      const { br, gzip } = await compressAsset(await readFile(path));
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzip)]);
    }),
  );
  return names.length;
}
