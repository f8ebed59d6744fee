import { isRouteErrorResponse } from 'react-router';

/**
 * What of a request's errors belongs in the server log. A request the router turns away itself (a POST to
 * a page without a form, a path no route matches) is answered with its 4xx and is the sender's doing:
 * logging a stack trace for each would let anyone fill the log. Failures of the shop's own are kept.
 */
export function loggedError(error: unknown, request: Request): unknown {
  if (request.signal.aborted) return undefined;
  if (isRouteErrorResponse(error)) {
    if (error.status < 500) return undefined;
    return (error as { error?: unknown }).error ?? error;
  }
  return error;
}
