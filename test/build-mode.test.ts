import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDirectory } from '../scripts/build-if-needed.ts';

describe('the build the test stages, the browser tests and npm start share', () => {
  // Made by the global setup under Vitest, whose NODE_ENV is "test": it must still be the production build.
  it("ships React's production build to the browser", () => {
    const assets = join(buildDirectory(), 'client/assets');
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    // A development-only diagnostic of react-dom: present in its development build, absent from production.
    const development = scripts.filter((name) => readFileSync(join(assets, name), 'utf8').includes('react.dev/link/hydration-mismatch'));
    expect(development).toEqual([]);
  });

  // The preload helper writes a <link rel="modulepreload"> per dependency on the main thread after `load`:
  // measured as long tasks on a throttled phone, so the storefront's start-up imports go without them.
  it("starts the storefront's page behaviours without a preload link per dependency", () => {
    const assets = join(buildDirectory(), 'client/assets');
    const starters = readdirSync(assets).filter((name) => /^(storefront|content-registry)-[\w-]+\.js$/.test(name));
    expect(starters).toHaveLength(2);
    for (const name of starters) {
      const source = readFileSync(join(assets, name), 'utf8');
      expect(source).toMatch(/import\(`\.\/[\w-]+\.js`\)/);
      expect(source, name).not.toContain('__vite__mapDeps');
    }
  });
});
