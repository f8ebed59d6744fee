import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt with N=2^15: 50–160 ms per hash on one core, memory-hard, and built into Node (no native add-on).
export const PASSWORD_COST = 32_768;
/**
 * The test suites' cost (`VITRINE_TEST_PASSWORD_COST`, a power of two from 1,024 up to the real one): they sign
 * in and register about a thousand times, and at the real cost those hashes alone took a fifth of the run.
 * A stored hash names its own cost, so a shop checks every hash, whatever cost made it.
 */
export function passwordCost(value: string | undefined): number {
  const cost = Number(value);
  return Number.isInteger(cost) && cost >= 1024 && cost <= PASSWORD_COST && (cost & (cost - 1)) === 0 ? cost : PASSWORD_COST;
}
const PARAMS = { N: passwordCost(process.env.VITRINE_TEST_PASSWORD_COST), r: 8, p: 1, maxmem: 64 * 1024 * 1024 } satisfies ScryptOptions;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, params, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Returns `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A readable random password for generated administrator accounts. */
export function generatePassword(): string {
  return randomBytes(15).toString('base64url');
}
