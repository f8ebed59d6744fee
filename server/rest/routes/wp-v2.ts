import type { RestRoute } from '../route-table.ts';
import { settingsRoute } from '../settings.ts';
import { updateCurrentUser } from '../users-me.ts';
import { readCurrentUser } from '../users-me-read.ts';

/** WordPress's core namespace. */
export const wpV2Routes: RestRoute[] = [
  // WordPress's editable methods: a PUT or PATCH (or a POST overriding to one) updates as a POST does.
  { path: '/wp/v2/users/me', methods: { GET: readCurrentUser, POST: updateCurrentUser, PUT: updateCurrentUser, PATCH: updateCurrentUser } },
  settingsRoute,
];
