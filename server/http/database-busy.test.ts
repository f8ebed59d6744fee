import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_BUSY_MESSAGE, sendDatabaseBusy } from './database-busy.ts';
import { localeRouting } from './locale-routing.ts';

describe('the answer of a busy database', () => {
  const app = express();
  app.use(localeRouting({ default: 'en', others: ['fr', 'de'] }));
  app.use((req, res) => sendDatabaseBusy(req, res));
  const server = app.listen(0, '127.0.0.1');
  let origin = '';
  beforeAll(async () => {
    if (!server.listening) await once(server, 'listening');
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('is a short page and a wc-ajax error in the page’s language', async () => {
    expect(await (await fetch(`${origin}/cart/`)).text()).toBe(DATABASE_BUSY_MESSAGE);
    expect(DATABASE_BUSY_MESSAGE).toBe('The shop is very busy right now. Please try again in a few seconds.');
    const french = await fetch(`${origin}/fr/cart/`);
    expect(french.status).toBe(503);
    expect(await french.text()).toBe('La boutique est très sollicitée en ce moment. Veuillez réessayer dans quelques secondes.');
    const ajax = await fetch(`${origin}/de/?wc-ajax=add_to_cart`, { method: 'POST' });
    expect(await ajax.json()).toEqual({ error: true, message: 'Im Shop ist gerade sehr viel los. Bitte versuchen Sie es in ein paar Sekunden erneut.' });
  });

  it('stays English in the REST API', async () => {
    const rest = await fetch(`${origin}/wp-json/wc/store/v1/cart`);
    expect(((await rest.json()) as { message: string }).message).toBe(DATABASE_BUSY_MESSAGE);
  });
});
