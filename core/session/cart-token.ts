import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Db } from '../../db/connect.ts';
import { readSetting } from '../settings/settings.ts';

/** The settings row holding the shop's cart-token key (made on first use, shared by every process). */
export const CART_TOKEN_KEY_SETTING = 'store_api_cart_token_key';

const IV_BYTES = 12;
const TAG_BYTES = 16;

const keys = new WeakMap<Db, Promise<Buffer>>();

/**
 * The key cart tokens are sealed with: 32 random bytes stored once in the settings table. Two processes
 * starting together may both try to store one; the first write wins and both read it back.
 */
export function cartTokenKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = loadOrCreateKey(db);
    keys.set(db, key);
    // A failed read is tried again next time rather than remembered.
    key.catch(() => keys.delete(db));
  }
  return key;
}

/**
 * The key when one has been made, else null, without making it: opening a token or answering a refusal
 * must write nothing (before the first token was handed out, no token can be valid anyway).
 */
export async function existingCartTokenKey(db: Db): Promise<Buffer | null> {
  const known = keys.get(db);
  if (known) return known;
  const stored = await readSetting(db, CART_TOKEN_KEY_SETTING);
  if (!stored) return null;
  return cartTokenKey(db);
}

async function loadOrCreateKey(db: Db): Promise<Buffer> {
  const stored = await readSetting(db, CART_TOKEN_KEY_SETTING);
  if (stored) return Buffer.from(stored, 'base64url');
  await db
    .insertInto('settings')
    .values({ key: CART_TOKEN_KEY_SETTING, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return Buffer.from((await readSetting(db, CART_TOKEN_KEY_SETTING)) as string, 'base64url');
}

/**
 * What a sealed id is for, told apart twice: by its prefix and by the purpose GCM authenticates with it,
 * so a token never passes for a nonce nor a nonce for a token. Tokens carry no purpose (those handed out
 * before nonces were sealed must still open).
 */
interface SealPurpose {
  prefix: string;
  purpose: Buffer | null;
}

const TOKEN: SealPurpose = { prefix: 'v1', purpose: null };
const NONCE: SealPurpose = { prefix: 'n1', purpose: Buffer.from('store-api-nonce') };

function seal({ prefix, purpose }: SealPurpose, key: Buffer, sessionId: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  if (purpose) cipher.setAAD(purpose);
  const sealed = Buffer.concat([cipher.update(sessionId, 'utf8'), cipher.final()]);
  return `${prefix}.${Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url')}`;
}

function open({ prefix, purpose }: SealPurpose, key: Buffer, text: string | undefined): string | null {
  if (!text || text.length > 256 || !text.startsWith(`${prefix}.`)) return null;
  const bytes = Buffer.from(text.slice(prefix.length + 1), 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    if (purpose) decipher.setAAD(purpose);
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * A cart token: the session id sealed with AES-256-GCM, so the token names the session without showing
 * its id (the id is the session cookie's value: whoever knows it holds the whole session, sign-in
 * included, while the token only reaches the cart).
 */
export function sealCartToken(key: Buffer, sessionId: string): string {
  return seal(TOKEN, key, sessionId);
}

/** The session id a token names, or null for anything not sealed with this key (forged, cut, of another shop). */
export function openCartToken(key: Buffer, token: string | undefined): string | null {
  return open(TOKEN, key, token);
}

/**
 * The nonce of a session not stored yet: its id, chosen ahead, sealed like a token. Reading an empty cart
 * hands it out and stores nothing; the first write that brings it back creates that session, with this
 * nonce as its own, so the client's nonce stays good.
 */
export function sealPendingNonce(key: Buffer, sessionId: string): string {
  return seal(NONCE, key, sessionId);
}

/** The session id a pending nonce names, or null for anything else (a stored session's nonce, a token, a forgery). */
export function openPendingNonce(key: Buffer, nonce: string | undefined): string | null {
  return open(NONCE, key, nonce);
}
