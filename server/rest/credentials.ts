import type { Request, Response } from 'express';
import type { CallerResult } from './caller.ts';

/**
 * The caller named by credentials in the request (API key over HTTPS, OAuth 1.0a over HTTP, application
 * password), a refusal for bad ones, or null when the request carries none.
 */
export async function authenticateCredentials(_req: Request, _res: Response): Promise<CallerResult | null> {
  return null;
}
