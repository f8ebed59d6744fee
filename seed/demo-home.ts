import type { Db } from '../db/connect.ts';
import { saveHomeLayout } from '../core/settings/home-settings.ts';
import { DEFAULT_HOME_LAYOUT, type HomeLayout } from '../core/theme/home-sections.ts';
import { DEMO_STUDIO, studioAddressLines } from './demo-studio.ts';

/** The demo's home page: the default sections, its map at the studio the About us page shows. */
export function demoHomeLayout(): HomeLayout {
  return DEFAULT_HOME_LAYOUT.map((section) =>
    section.type === 'map' ? { ...section, lat: DEMO_STUDIO.lat, lng: DEMO_STUDIO.lng, address: studioAddressLines('en').join('\n') } : section,
  );
}

/** Saved as the owner's "Save changes" in /admin/home/ saves a layout, so the demo's is one an owner edits. */
export async function saveDemoHomeLayout(db: Db): Promise<void> {
  await saveHomeLayout(db, demoHomeLayout());
}
