import type { RouterContextProvider } from 'react-router';
import { isDatabaseBusy } from '../../db/busy.ts';

// The server process and the built app bundle each load this module; one global set keeps them in step.
const KEY = Symbol.for('vitrine.databaseBusyRequests');
const slot = globalThis as unknown as Record<symbol, WeakSet<object> | undefined>;
const busyRequests = (slot[KEY] ??= new WeakSet<object>());

/**
 * React Router turns a loader's or action's error into the error page (500); a database that stayed
 * busy is answered 503 instead (server/http/database-busy.ts). handleError notes it here, by the request's
 * context, and the server reads the note once the router has answered. Returns whether it was one.
 */
export function noteIfDatabaseBusy(error: unknown, context: Readonly<RouterContextProvider>): boolean {
  if (!isDatabaseBusy(error)) return false;
  busyRequests.add(context);
  return true;
}

export function foundDatabaseBusy(context: Readonly<RouterContextProvider>): boolean {
  return busyRequests.has(context);
}
