import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/connect.ts';
import type { ApiKey } from '../../db/schema.ts';
import { fail, ok, type Result } from '../shared/result.ts';
import { nowIso } from '../shared/time.ts';
import { OAUTH_TIMESTAMP_WINDOW_SECONDS, sameSignature, signingKeyDigest, signWithKeyDigest, type OAuthSignatureMethod } from './oauth1-signature.ts';
import { findUserByLogin, getUserById } from './users.ts';
import type { AccountUser } from './user-view.ts';
import type { KeyPermission } from './api-credentials-view.ts';

export { isKeyPermission, KEY_PERMISSIONS, type KeyPermission } from './api-credentials-view.ts';

/** A new key's two halves, shown once. */
export interface NewApiKey {
  id: number;
  consumerKey: string;
  consumerSecret: string;
  truncatedKey: string;
}

/** `ck_` and 40 hex digits, as WooCommerce's keys look. */
export function generateConsumerKey(): string {
  return `ck_${randomBytes(20).toString('hex')}`;
}

/**
 * `cs_` and 64 hex digits: longer than WooCommerce's 40, so that `secret&` exceeds HMAC's 64-byte block and
 * can be kept as its digest (oauth1-signature.ts `signingKeyDigest`). Clients take any length.
 */
export function generateConsumerSecret(): string {
  return `cs_${randomBytes(32).toString('hex')}`;
}

/** The keyed SHA-256 a consumer key is stored and found by (WooCommerce's `wc_api_hash`). */
export function hashConsumerKey(consumerKey: string): string {
  return createHmac('sha256', 'wc-api').update(consumerKey).digest('hex');
}

/** Whether a string has the shape of a consumer key (`ck_…`) or secret (`cs_…`). */
export const looksLikeConsumerKey = (value: string) => /^ck_[0-9a-f]{40}$/.test(value);
export const looksLikeConsumerSecret = (value: string) => /^cs_[0-9a-f]{40,128}$/.test(value);

export async function createApiKey(db: Db, input: { userId: number; description: string; permissions: KeyPermission }): Promise<NewApiKey> {
  const consumerKey = generateConsumerKey();
  const consumerSecret = generateConsumerSecret();
  const truncatedKey = consumerKey.slice(-7);
  const row = await db
    .insertInto('api_keys')
    .values({
      user_id: input.userId,
      description: input.description,
      permissions: input.permissions,
      consumer_key_hash: hashConsumerKey(consumerKey),
      secret_sha1: signingKeyDigest('HMAC-SHA1', consumerSecret).toString('hex'),
      secret_sha256: signingKeyDigest('HMAC-SHA256', consumerSecret).toString('hex'),
      truncated_key: truncatedKey,
      last_access: null,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, consumerKey, consumerSecret, truncatedKey };
}

/** A key description as WooCommerce fills it when none is given. */
export function defaultKeyDescription(username: string, when = new Date()): string {
  return `Key for ${username} made ${when.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The CLI's `create-api-key`: a key for the user named by login (username or e-mail). */
export async function createApiKeyForLogin(
  db: Db,
  input: { login: string; permissions: KeyPermission; description?: string },
): Promise<Result<NewApiKey & { user: AccountUser }, 'unknown_user'>> {
  const found = await findUserByLogin(db, input.login);
  if (!found) return fail('unknown_user', `No user has the username or e-mail address "${input.login}".`);
  const user = (await getUserById(db, found.id)) as AccountUser;
  const description = input.description?.trim() || defaultKeyDescription(user.username);
  const key = await createApiKey(db, { userId: user.id, description, permissions: input.permissions });
  return ok({ ...key, user });
}

/** The key a consumer key names, or undefined. */
export async function findApiKey(db: Db, consumerKey: string): Promise<ApiKey | undefined> {
  if (!looksLikeConsumerKey(consumerKey)) return undefined;
  return db.selectFrom('api_keys').selectAll().where('consumer_key_hash', '=', hashConsumerKey(consumerKey)).executeTakeFirst();
}

/** Whether a secret sent in plain (HTTP Basic or query parameters over HTTPS) is this key's. */
export function secretMatches(key: Pick<ApiKey, 'secret_sha256'>, consumerSecret: string): boolean {
  const sent = createHash('sha256').update(`${consumerSecret}&`, 'utf8').digest();
  const stored = Buffer.from(key.secret_sha256, 'hex');
  return sent.length === stored.length && timingSafeEqual(sent, stored);
}

/** Whether an OAuth 1.0a signature over `baseString` was made with this key's secret. */
export function oauthSignatureMatches(key: Pick<ApiKey, 'secret_sha1' | 'secret_sha256'>, method: OAuthSignatureMethod, baseString: string, signature: string): boolean {
  const digest = Buffer.from(method === 'HMAC-SHA1' ? key.secret_sha1 : key.secret_sha256, 'hex');
  return sameSignature(signWithKeyDigest(method, baseString, digest), signature);
}

/**
 * Records a nonce as used by this key; false when it was used already (a replay). Nonces older than the
 * timestamp window are purged first: a request that old is refused by its timestamp anyway.
 */
export async function spendNonce(db: Db, keyId: number, nonce: string, timestamp: number, nowSeconds: number): Promise<boolean> {
  await db.deleteFrom('api_key_nonces').where('timestamp', '<', nowSeconds - OAUTH_TIMESTAMP_WINDOW_SECONDS).execute();
  const inserted = await db
    .insertInto('api_key_nonces')
    .values({ key_id: keyId, nonce, timestamp })
    .onConflict((conflict) => conflict.columns(['key_id', 'nonce']).doNothing())
    .returning('nonce')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function touchApiKey(db: Db, keyId: number): Promise<void> {
  await db.updateTable('api_keys').set({ last_access: nowIso() }).where('id', '=', keyId).execute();
}

/** A key as the admin lists it: never a hash. */
export interface ApiKeyListing {
  id: number;
  description: string;
  username: string;
  permissions: KeyPermission;
  truncatedKey: string;
  lastAccess: string | null;
  createdAt: string;
}

export async function listApiKeys(db: Db): Promise<ApiKeyListing[]> {
  const rows = await db
    .selectFrom('api_keys')
    .innerJoin('users', 'users.id', 'api_keys.user_id')
    .select(['api_keys.id', 'api_keys.description', 'users.username', 'api_keys.permissions', 'api_keys.truncated_key', 'api_keys.last_access', 'api_keys.created_at'])
    .orderBy('api_keys.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    description: row.description,
    username: row.username,
    permissions: row.permissions,
    truncatedKey: row.truncated_key,
    lastAccess: row.last_access,
    createdAt: row.created_at,
  }));
}

/** Revokes a key (and forgets its nonces); false when there was none. */
export async function revokeApiKey(db: Db, keyId: number): Promise<boolean> {
  const result = await db.deleteFrom('api_keys').where('id', '=', keyId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Who a key can be made for in the admin: the administrators (a customer's key could reach no owner route). */
export async function listKeyOwners(db: Db): Promise<Array<{ id: number; username: string }>> {
  return db.selectFrom('users').select(['id', 'username']).where('role', '=', 'administrator').orderBy('username').execute();
}
