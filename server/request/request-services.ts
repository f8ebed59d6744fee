import type { Response } from 'express';
import type { AppServices } from '../../app/context.ts';

/**
 * The services the request middleware (server/http/app.ts) attached to this response: session,
 * settings, db, cart. Kept apart from the app's assembly so the handlers it mounts need not import it.
 */
export function requestServices(res: Response): AppServices {
  return res.locals.services as AppServices;
}
