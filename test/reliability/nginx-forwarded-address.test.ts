import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_ADDRESS_LIMIT } from '../../core/accounts/authenticate.ts';
import { PASSWORD_RESET } from '../../core/accounts/password-reset.ts';
import type { DatabaseHandle, DialectName } from '../../db/connect.ts';
import type { ShopProcess } from '../../scripts/shop-process.ts';
import { startNginx, type NginxFront } from './nginx-front.ts';
import { createShopData, START_TIMEOUT_MS, startShopServer, STACK_TRACE, type ShopData } from './shop-server.ts';

const DIALECTS: DialectName[] = ['sqlite', ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : [])];

/**
 * The README's setup: the shop (as `npm start` runs it) with TRUST_PROXY=1 behind nginx, whose
 * `$proxy_add_x_forwarded_for` appends the real address to whatever X-Forwarded-For the client sent. A
 * client rotating a forged header must still be counted under its real address (here nginx sees 127.0.0.1).
 */
describe.each(DIALECTS)('a client forging X-Forwarded-For through nginx, on %s', (dialect) => {
  let data: ShopData;
  let shop: ShopProcess;
  let front: NginxFront;
  let database: DatabaseHandle;
  beforeAll(async () => {
    data = await createShopData(dialect, 'forwarded');
    shop = await startShopServer(data, { processes: 2, env: { TRUST_PROXY: '1' } });
    front = await startNginx([Number(new URL(shop.url).port)], 3 * 60_000);
    database = data.connect();
  }, START_TIMEOUT_MS + 30_000);
  afterAll(async () => {
    await front?.stop();
    await shop?.stop();
    await database?.close();
    await data?.remove();
  }, 60_000);

  const post = (path: string, forged: string, fields: Record<string, string>) =>
    fetch(`${front.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(20_000),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forged },
      body: new URLSearchParams(fields).toString(),
    });
  const counters = async () => (await database.db.selectFrom('rate_limits').select('key').execute()).map((row) => row.key).sort();

  it(`is refused after ${LOGIN_ADDRESS_LIMIT.limit} failed sign-ins and ${PASSWORD_RESET.perAddress.limit} reset requests, counted under the address nginx saw`, async () => {
    const signIns: number[] = [];
    for (let i = 1; i <= LOGIN_ADDRESS_LIMIT.limit + 5; i++) signIns.push((await post('/my-account/?index', `10.9.0.${i}`, { intent: 'login', username: `u${i}`, password: 'x' })).status);
    const resets: number[] = [];
    for (let i = 1; i <= PASSWORD_RESET.perAddress.limit + 3; i++) resets.push((await post('/my-account/lost-password/', `10.9.1.${i}`, { intent: 'lost', user_login: `u${i}@example.com` })).status);
    console.log(`nginx on ${dialect}, rotating X-Forwarded-For: sign-ins ${signIns.join(' ')}; reset requests ${resets.join(' ')}`);

    expect(signIns).toEqual([...Array(LOGIN_ADDRESS_LIMIT.limit).fill(400), ...Array(5).fill(429)]);
    expect(resets).toEqual([...Array(PASSWORD_RESET.perAddress.limit).fill(303), ...Array(3).fill(429)]);
    expect(await counters()).toEqual(['login:127.0.0.1', 'reset-address:127.0.0.1']);
    // nginx logs a request after its answer has gone out: the last line may come a moment after the answer.
    await expect.poll(() => front.requests().filter((request) => request.method === 'POST').length).toBe(signIns.length + resets.length);
  });

  it('logged no stack trace', () => {
    expect(shop.output()).not.toMatch(STACK_TRACE);
  });
});
