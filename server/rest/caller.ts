import type { AccountUser } from '../../core/accounts/user-view.ts';
import type { RestError } from './errors.ts';

/** What a WooCommerce API key may do (docs/contract.md, "REST API"). */
export type KeyPermissions = 'read' | 'write' | 'read_write';

/** Who is calling: nobody, the session's user (with the session's nonce), or a script with credentials. */
export type RestCaller =
  | { kind: 'anonymous' }
  | { kind: 'cookie'; user: AccountUser }
  | { kind: 'api-key'; user: AccountUser; permissions: KeyPermissions }
  | { kind: 'application-password'; user: AccountUser };

export type CallerResult = { ok: true; caller: RestCaller } | { ok: false; error: RestError };
