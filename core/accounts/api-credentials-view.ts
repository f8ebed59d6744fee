/** What pages need to know of API keys and application passwords: no database or crypto here, so components can use it in the browser too. */

/** What a WooCommerce API key may do (docs/contract.md, "REST API"). */
export const KEY_PERMISSIONS = ['read', 'write', 'read_write'] as const;
export type KeyPermission = (typeof KEY_PERMISSIONS)[number];

export function isKeyPermission(value: unknown): value is KeyPermission {
  return typeof value === 'string' && (KEY_PERMISSIONS as readonly string[]).includes(value);
}

/** The longest name an application password may have. */
export const APPLICATION_PASSWORD_NAME_MAX = 100;
