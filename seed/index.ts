import type { Db } from '../db/connect.ts';
import { generatePassword, hashPassword } from '../core/accounts/password.ts';
import { touchContentVersion } from '../core/settings/settings.ts';
import { nowIso } from '../core/shared/time.ts';
import { markPicturesPending, picturesPending } from '../core/media/pictures-pending.ts';
import { prepareDemoStore, wipeCatalogAndContent, type DemoPictures } from './demo-store.ts';
import { adoptWrittenCatalogue, DEMO_MONEY_DIGITS } from '../core/settings/money-digits.ts';
import { insertDemoShipping } from './demo-shipping.ts';
import { insertDemoTaxes } from './demo-taxes.ts';
import { saveDemoHomeLayout } from './demo-home.ts';

export interface SeedOptions {
  adminPassword?: string | undefined;
  uploadsDir: string;
}

export interface SeedResult {
  /** True when anything was created (the administrator, the demo store or both). */
  seeded: boolean;
  /** True when the demo catalog and content were created. */
  demoStore?: boolean;
  generatedAdminPassword?: string;
  /** The demo store's pictures still to draw (the shop serves placeholders for them meanwhile). */
  pictures?: DemoPictures;
}

/** Set once the demo store has been created, so a shop owner who empties the catalog does not get it back. */
const DEMO_MARKER_KEY = 'demo_store_seeded';

/** On an empty database: an administrator when there are no users, the demo store when the catalog is empty. */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<SeedResult> {
  const result: SeedResult = { seeded: false };
  const existingUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (!existingUser) {
    const password = options.adminPassword ?? generatePassword();
    await db
      .insertInto('users')
      .values({
        username: 'admin',
        email: 'admin@vitrine.test',
        password_hash: await hashPassword(password),
        role: 'administrator',
        // No placeholder name: the account is greeted by its username until the owner gives one.
        first_name: '',
        last_name: '',
        created_at: nowIso(),
      })
      .execute();
    result.seeded = true;
    if (!options.adminPassword) result.generatedAdminPassword = password;
  }
  if (await demoStoreWanted(db)) {
    const plan = await prepareDemoStore({ uploadsDir: options.uploadsDir });
    // Marked before the rows exist, so no process ever serves a row whose picture nobody will draw.
    if (plan.pictures.missing > 0) await markPicturesPending(options.uploadsDir);
    const created = await db.transaction().execute(async (trx) => {
      // Checked again inside the transaction: two processes starting at once must not seed twice.
      if (!(await demoStoreWanted(trx))) return false;
      await plan.insert(trx);
      // Zones, taxes and the home page are the shop's settings, not its catalogue: made on a first seed only, never by a reseed.
      await insertDemoShipping(trx);
      await insertDemoTaxes(trx);
      await saveDemoHomeLayout(trx);
      await adoptWrittenCatalogue(trx, DEMO_MONEY_DIGITS);
      await markDemoSeeded(trx);
      return true;
    });
    if (created) {
      await touchContentVersion(db);
      result.seeded = true;
      result.demoStore = true;
      if (plan.pictures.missing > 0) result.pictures = plan.pictures;
    }
  }
  return result;
}

/**
 * Replaces the catalog and content with a fresh demo store: products, categories, their images, posts and
 * pages. Users, orders and settings are kept. Images are rendered before the swap, so the shop is never
 * seen half empty.
 */
export async function reseed(db: Db, options: { uploadsDir: string; onProgress?: (drawn: number, missing: number) => void }): Promise<void> {
  const plan = await prepareDemoStore({ uploadsDir: options.uploadsDir });
  await plan.pictures.draw(options.onProgress);
  await db.transaction().execute(async (trx) => {
    await wipeCatalogAndContent(trx);
    await plan.insert(trx);
    await adoptWrittenCatalogue(trx, DEMO_MONEY_DIGITS);
    await markDemoSeeded(trx);
  });
  await touchContentVersion(db);
}

/**
 * The demo pictures a start must still draw: those of a first seed that a stopped or crashed process
 * left unfinished (the uploads directory is still marked). Null when there are none.
 */
export async function unfinishedDemoPictures(uploadsDir: string): Promise<DemoPictures | null> {
  if (!picturesPending(uploadsDir)) return null;
  const { pictures } = await prepareDemoStore({ uploadsDir });
  if (pictures.missing > 0) return pictures;
  await pictures.draw();
  return null;
}

/** Nothing in the catalog or content yet, and the demo store was never created here. */
async function demoStoreWanted(db: Db): Promise<boolean> {
  const [product, category, post, marker] = await Promise.all([
    db.selectFrom('products').select('id').limit(1).executeTakeFirst(),
    db.selectFrom('categories').select('id').limit(1).executeTakeFirst(),
    db.selectFrom('posts').select('id').limit(1).executeTakeFirst(),
    db.selectFrom('settings').select('key').where('key', '=', DEMO_MARKER_KEY).executeTakeFirst(),
  ]);
  return !product && !category && !post && !marker;
}

async function markDemoSeeded(db: Db): Promise<void> {
  const value = JSON.stringify(nowIso());
  await db
    .insertInto('settings')
    .values({ key: DEMO_MARKER_KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}
