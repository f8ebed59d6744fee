import { once } from 'node:events';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverPending, enqueueMail } from '../core/mail/outbox.ts';
import { placeOrder } from '../core/orders/place-order.ts';
import type { Db } from '../db/connect.ts';
import { createSmtpSender, startMailWorker } from '../server/process/mail-worker.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { insertProduct } from './fixtures/shop-data.ts';
import { flatRateRules } from './fixtures/shipping.ts';

interface SmtpSink {
  url: string;
  messages: { from: string; to: string[]; data: string }[];
  close(): Promise<void>;
}

/** The smallest SMTP server that accepts mail: enough for a real client to deliver to it. */
async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SmtpSink['messages'] = [];
  const server: Server = createServer((socket) => {
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 sink.test ESMTP ready\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let newline = buffer.indexOf('\r\n');
      while (newline !== -1) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        newline = buffer.indexOf('\r\n');
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(current);
            current = { from: '', to: [], data: '' };
            socket.write('250 2.0.0 queued\r\n');
          } else {
            current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 sink.test\r\n');
        else if (verb === 'MAIL') {
          current.from = line.slice(10);
          socket.write('250 2.1.0 ok\r\n');
        } else if (verb === 'RCPT') {
          current.to.push(line.slice(8));
          socket.write('250 2.1.5 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 end with <CRLF>.<CRLF>\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 2.0.0 bye\r\n');
        } else if (verb === 'RSET' || verb === 'NOOP') socket.write('250 ok\r\n');
        else socket.write('502 5.5.1 not implemented\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const options = {
  storeName: 'Mail Shop',
  shopEmail: 'owner@mailshop.test',
  locale: 'en-US',
  ...flatRateRules(500, 7500),
  siteUrl: 'https://mailshop.test',
};

const billing = {
  first_name: 'Grace',
  last_name: 'Hopper',
  company: '',
  country: 'US',
  address_1: '1 Navy Way',
  address_2: '',
  city: 'Arlington',
  state: 'VA',
  postcode: '22202',
  phone: '555-123-4567',
  email: 'grace@example.com',
};

async function orderSomething(db: Db): Promise<number> {
  const productId = await insertProduct(db, { name: 'Compiler manual', price: 3000 });
  const placed = await placeOrder(db, { items: [{ productId, quantity: 1 }], checkout: { billing, shipping: null, paymentMethod: 'cod', customerNote: '' }, customerId: null }, options);
  if (!placed.ok) throw new Error(placed.error.message);
  return placed.value.orderId;
}

describe.each(DIALECTS)('order e-mail on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  let db: Db;
  let sink: SmtpSink;
  beforeAll(async () => {
    db = database.db;
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  it('delivers the confirmation and the shop notice over SMTP and marks them sent', async () => {
    const orderId = await orderSomething(db);
    const sender = createSmtpSender(sink.url, { name: 'Mail Shop', address: 'owner@mailshop.test' });
    try {
      const report = await deliverPending(db, sender.send);
      expect(report).toEqual({ sent: 2, retrying: 0, failed: 0 });
    } finally {
      sender.close();
    }
    expect(sink.messages).toHaveLength(2);
    const toCustomer = sink.messages.find((message) => message.to.some((to) => to.includes('grace@example.com')));
    const toShop = sink.messages.find((message) => message.to.some((to) => to.includes('owner@mailshop.test')));
    expect(toCustomer?.data).toContain(`Subject: Your Mail Shop order #${orderId} has been received!`);
    expect(toCustomer?.data).toContain(`Order #${orderId}`);
    expect(toShop?.data).toContain(`New order #${orderId}`);
    const rows = await db.selectFrom('outbox').selectAll().execute();
    for (const row of rows) {
      expect(row.status).toBe('sent');
      expect(row.sent_at).not.toBeNull();
      expect(row.attempts).toBe(1);
    }
    expect(await deliverPending(db, sender.send)).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it('retries a refused message and marks it failed after the last attempt, keeping the error', async () => {
    await enqueueMail(db, { kind: 'test', to: 'nobody@example.com', subject: 'Hello', html: '<p>Hi</p>', text: 'Hi' });
    const refuse = async () => {
      throw new Error('550 mailbox unavailable');
    };
    const retryNow = { maxAttempts: 3, retryDelayMs: 0 };
    expect(await deliverPending(db, refuse, retryNow)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(await deliverPending(db, refuse, retryNow)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(await deliverPending(db, refuse, retryNow)).toEqual({ sent: 0, retrying: 0, failed: 1 });
    const row = await db.selectFrom('outbox').selectAll().where('kind', '=', 'test').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', attempts: 3, last_error: '550 mailbox unavailable', sent_at: null });
    expect(await deliverPending(db, refuse, retryNow)).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it('waits before trying a refused message again', async () => {
    await enqueueMail(db, { kind: 'later', to: 'later@example.com', subject: 'Later', html: '', text: 'later' });
    const refuse = async () => {
      throw new Error('421 try again later');
    };
    expect(await deliverPending(db, refuse, { retryDelayMs: 60_000 })).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const sent: string[] = [];
    expect(await deliverPending(db, async (message) => void sent.push(message.subject))).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(sent).toEqual([]);
  });

  it('sends in bounded batches and never sends one message twice from two workers', async () => {
    for (let index = 0; index < 5; index += 1) {
      await enqueueMail(db, { kind: 'batch', to: `b${index}@example.com`, subject: `Batch ${index}`, html: '', text: `${index}` });
    }
    const sent: number[] = [];
    const send = async (message: { id: number }) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      sent.push(message.id);
    };
    const [a, b] = await Promise.all([deliverPending(db, send, { batch: 3 }), deliverPending(db, send, { batch: 3 })]);
    expect(a.sent + b.sent).toBeLessThanOrEqual(5);
    expect(new Set(sent).size).toBe(sent.length);
    await deliverPending(db, send, { batch: 10 });
    expect(new Set(sent).size).toBe(5);
    expect(sent).toHaveLength(5);
  });

  it('runs in the background and stops cleanly', async () => {
    await enqueueMail(db, { kind: 'worker', to: 'w@example.com', subject: 'Worker', html: '', text: 'w' });
    const seen: string[] = [];
    const worker = startMailWorker({ db, send: async (message) => void seen.push(message.subject), intervalMs: 20 });
    try {
      await expect.poll(() => seen, { timeout: 5000 }).toContain('Worker');
    } finally {
      await worker.stop();
    }
    const row = await db.selectFrom('outbox').select('status').where('kind', '=', 'worker').executeTakeFirstOrThrow();
    expect(row.status).toBe('sent');
  });
});
