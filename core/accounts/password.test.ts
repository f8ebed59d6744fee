import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_COST, passwordCost, verifyPassword } from './password.ts';

describe('password hashes', () => {
  it('are made at the real cost unless the test suites ask for less', async () => {
    expect(process.env.VITRINE_TEST_PASSWORD_COST).toBeUndefined();
    const stored = await hashPassword('correct horse');
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', String(PASSWORD_COST), '8', '1']);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horse!', stored)).toBe(false);
  });

  it('take a lower cost only as a power of two from 1,024 up to the real one', () => {
    expect(passwordCost('1024')).toBe(1024);
    expect(passwordCost('4096')).toBe(4096);
    for (const value of [undefined, '', '512', '1000', '65536', 'low', '1e4', '-1024']) expect(passwordCost(value)).toBe(PASSWORD_COST);
  });

  it('check a hash by the cost it names, so hashes made at another cost still sign in', async () => {
    const cheap = 'scrypt$1024$8$1$c2FsdHNhbHRzYWx0c2FsdA$';
    const key = scryptSync('correct horse'.normalize('NFKC'), Buffer.from('c2FsdHNhbHRzYWx0c2FsdA', 'base64url'), 32, { N: 1024, r: 8, p: 1 });
    expect(await verifyPassword('correct horse', cheap + key.toString('base64url'))).toBe(true);
    expect(await verifyPassword('wrong horse', cheap + key.toString('base64url'))).toBe(false);
  });
});
