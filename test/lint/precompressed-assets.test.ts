import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Plugin, ViteBuilder } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressedAssets } from '../../scripts/vite/precompressed-assets.ts';

const dir = mkdtempSync(join(tmpdir(), 'vitrine-precompressed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The plugin's last step, run on a build already written: client/assets and server/assets under `dir`. */
async function runAfterBuild(plugin: Plugin) {
  const environment = (name: string) => ({ isBuilt: true, config: { root: dir, build: { outDir: name, assetsDir: 'assets' } } });
  const builder = { environments: { client: environment('client'), ssr: environment('server') } } as unknown as ViteBuilder;
  const hook = plugin.buildApp as { order: string; handler: (builder: ViteBuilder) => Promise<void> };
  expect(hook.order).toBe('post');
  await hook.handler.call(undefined as never, builder);
}

describe('precompressed build assets', () => {
  it('writes brotli and gzip beside each text asset of the client build only, keeping the originals', async () => {
    const script = `export const words = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `word ${i % 29}`))};\n`;
    const files: Record<string, string> = { 'app-Ab12.js': script, 'app-Cd34.css': 'a{color:red}', 'icon-Ef56.svg': '<svg/>', 'data-Gh78.json': '{}', 'map-Ij90.png': 'png' };
    for (const side of ['client', 'server']) {
      mkdirSync(join(dir, side, 'assets'), { recursive: true });
      for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, side, 'assets', name), text);
    }

    await runAfterBuild(precompressedAssets());

    const client = join(dir, 'client', 'assets');
    expect(readdirSync(client).sort()).toEqual(
      [...Object.keys(files), ...Object.keys(files).filter((name) => !name.endsWith('.png')).flatMap((name) => [`${name}.br`, `${name}.gz`])].sort(),
    );
    for (const [name, text] of Object.entries(files)) {
      expect(readFileSync(join(client, name), 'utf8')).toBe(text);
      if (name.endsWith('.png')) continue;
      expect(brotliDecompressSync(readFileSync(join(client, `${name}.br`))).toString()).toBe(text);
      expect(gunzipSync(readFileSync(join(client, `${name}.gz`))).toString()).toBe(text);
    }
    expect(readdirSync(join(dir, 'server', 'assets')).sort()).toEqual(Object.keys(files).sort());
  });
});
