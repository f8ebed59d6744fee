import type { Db } from '../../db/connect.ts';
import { DEFAULT_HOME_LAYOUT, homeLayoutSchema, parseHomeLayout, type HomeLayout } from '../theme/home-sections.ts';
import { deleteSetting, putSetting, readSetting, safeJsonValue, touchContentVersion } from './settings.ts';

/** The settings row holding the owner's home page layout (edited in /admin/home/). */
const HOME_LAYOUT_KEY = 'home_layout';

/** The saved layout, or the demo's when nothing is saved (or what is saved no longer fits). */
export async function getHomeLayout(db: Db): Promise<HomeLayout> {
  const value = await readSetting(db, HOME_LAYOUT_KEY);
  return value === undefined ? DEFAULT_HOME_LAYOUT : parseHomeLayout(safeJsonValue(value));
}

/** Whether the owner has saved a layout (else the page shows the defaults). */
export async function hasSavedHomeLayout(db: Db): Promise<boolean> {
  return (await readSetting(db, HOME_LAYOUT_KEY)) !== undefined;
}

/** Saves the layout and bumps the content version, so cached home pages are dropped and every process re-reads it. */
export async function saveHomeLayout(db: Db, layout: HomeLayout): Promise<void> {
  // The form validated it already: a layout that does not fit is a bug, not input.
  await putSetting(db, HOME_LAYOUT_KEY, JSON.stringify(homeLayoutSchema.parse(layout)));
  await touchContentVersion(db);
}

/** Back to the default layout. */
export async function resetHomeLayout(db: Db): Promise<void> {
  await deleteSetting(db, HOME_LAYOUT_KEY);
  await touchContentVersion(db);
}
