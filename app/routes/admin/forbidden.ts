/**
 * The guard's 403 message, which the admin error page recognises. Kept apart from the guard so the
 * error page (which also runs in the browser) does not pull the guard's server-side imports into the
 * client bundle.
 */
export const FORBIDDEN_MESSAGE = 'Sorry, you are not allowed to access this page.';
