/** The REST API's root (docs/contract.md, "REST API"), as clients written for WordPress look for it. */
export const REST_ROOT_PATH = '/wp-json/';

/** What every page answers so a client finds the API from any address of the shop (WordPress's discovery). */
export const REST_DISCOVERY_LINK = `<${REST_ROOT_PATH}>; rel="https://api.w.org/"`;

/** Whether a path belongs to the REST API, whose answers (errors included) are JSON and whose paths take no trailing slash. */
export function isRestPath(path: string): boolean {
  return path === '/wp-json' || path.startsWith(REST_ROOT_PATH);
}
