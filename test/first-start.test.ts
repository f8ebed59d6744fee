import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { picturesPending } from '../core/media/pictures-pending.ts';
import { unfinishedDemoPictures } from '../seed/index.ts';
import { pictureProgress } from '../seed/picture-progress.ts';
import { buildDirectory } from '../scripts/build-if-needed.ts';
import { startShopProcess } from '../scripts/shop-process.ts';
import { DIALECTS } from './dialects.ts';
import { copyDemoUploads } from './demo-uploads.ts';
import { startHttpShop, type HttpShop } from './http-shop.ts';

/** The demo pictures a fresh shop names first: the product images of the shop page. */
async function productImageFiles(shop: HttpShop): Promise<string[]> {
  const rows = await shop.database.db.selectFrom('product_images').select(['file', 'sizes']).orderBy('id').limit(3).execute();
  return rows.map((row) => `${row.file}-${(JSON.parse(row.sizes) as number[])[0]}.webp`);
}

/** Removes every size of these pictures, as if they had never been drawn. */
function forget(uploadsDir: string, files: string[]): void {
  const stems = files.map((file) => file.replace(/-\d+\.webp$/, '-'));
  for (const name of readdirSync(uploadsDir)) if (stems.some((stem) => name.startsWith(stem))) rmSync(join(uploadsDir, name));
}

describe.each(DIALECTS)('a first start on %s serves before the demo pictures are drawn', (dialect) => {
  let shop: HttpShop;
  let uploadsDir: string;
  let missing: string[];
  beforeAll(async () => {
    // The demo rows and their pictures; the test then takes three away and marks the directory, as a
    // first start leaves it while it draws.
    shop = await startHttpShop(dialect);
    uploadsDir = mkdtempSync(join(tmpdir(), 'vitrine-first-start-'));
    missing = await productImageFiles(shop);
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('answers a picture not drawn yet with a placeholder no cache keeps, then the picture once drawn', async () => {
    const served = shop.url;
    // The shop's own uploads directory is where its placeholders look: take the pictures away from it.
    const shopUploads = shop.uploadsDir;
    const [first] = missing;
    forget(shopUploads, missing);
    writeFileSync(join(shopUploads, '.pictures-pending'), 'drawing\n');

    const placeholder = await fetch(`${served}/uploads/${first}`);
    expect(placeholder.status).toBe(200);
    expect(placeholder.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(placeholder.headers.get('cache-control')).toBe('no-store');
    expect(await placeholder.text()).toMatch(/^<svg /);
    // The mark itself is never served, and a name that is no stored picture stays a 404.
    expect((await fetch(`${served}/uploads/.pictures-pending`)).status).toBe(404);
    expect((await fetch(`${served}/uploads/not-a-picture.txt`)).status).toBe(404);

    const lines: string[] = [];
    const pictures = await unfinishedDemoPictures(shopUploads);
    expect(pictures?.missing).toBe(missing.length);
    await pictures!.draw(pictureProgress((line) => lines.push(line)));
    expect(lines.at(-1)).toMatch(new RegExp(`^Demo pictures ready: ${missing.length} drawn in \\d+\\.\\d s\\.$`));
    expect(picturesPending(shopUploads)).toBe(false);

    const drawn = await fetch(`${served}/uploads/${first}`);
    expect(drawn.status).toBe(200);
    expect(drawn.headers.get('content-type')).toBe('image/webp');
    expect(drawn.headers.get('cache-control')).toContain('immutable');
    // Without the mark a missing picture is a plain 404, never a placeholder.
    expect((await fetch(`${served}/uploads/gone-0123456789ab-300.webp`)).status).toBe(404);
  });

  it('finds nothing to draw in a directory that is not marked, and forgets an empty mark', async () => {
    expect(await unfinishedDemoPictures(uploadsDir)).toBeNull();
    copyDemoUploads(uploadsDir);
    writeFileSync(join(uploadsDir, '.pictures-pending'), 'drawing\n');
    expect(await unfinishedDemoPictures(uploadsDir)).toBeNull();
    expect(existsSync(join(uploadsDir, '.pictures-pending'))).toBe(false);
  });
});

describe('the shop process on a fresh database', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'vitrine-first-start-process-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('says it serves first, then draws the missing pictures and says so', async () => {
    const uploadsDir = join(dir, 'uploads');
    copyDemoUploads(uploadsDir);
    // Three pictures' files gone: the start must draw them, after it serves.
    const webps = readdirSync(uploadsDir).filter((name) => name.endsWith('-300.webp')).sort();
    forget(uploadsDir, webps.slice(0, 3));
    const shop = await startShopProcess({
      env: {
        NODE_ENV: 'production',
        WEB_CONCURRENCY: '1',
        SQLITE_PATH: join(dir, 'shop.sqlite'),
        UPLOADS_DIR: uploadsDir,
        ADMIN_PASSWORD: 'first-start-admin-password',
        VITRINE_BUILD_DIR: buildDirectory(),
      },
      withoutInheritedDatabase: true,
      startTimeoutMs: 120_000,
      maxLifetimeMs: 180_000,
    });
    try {
      expect((await fetch(`${shop.url}/shop/`)).status).toBe(200);
      const deadline = Date.now() + 120_000;
      while (!shop.output().includes('Demo pictures ready') && Date.now() < deadline) await new Promise((wait) => setTimeout(wait, 100));
      const output = shop.output();
      const serving = output.indexOf('Vitrine is serving');
      const drawing = output.indexOf("Drawing the demo store's 3 pictures in the background");
      const ready = output.search(/Demo pictures ready: 3 drawn in \d+\.\d s\./);
      expect(serving).toBeGreaterThanOrEqual(0);
      expect(drawing).toBeGreaterThan(serving);
      expect(ready).toBeGreaterThan(drawing);
      expect(picturesPending(uploadsDir)).toBe(false);
      for (const name of webps.slice(0, 3)) expect(statSync(join(uploadsDir, name)).size).toBeGreaterThan(0);
    } finally {
      await shop.stop();
    }
  }, 200_000);
});
