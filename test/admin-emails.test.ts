import { beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail } from '../core/mail/outbox.ts';
import { DIALECTS } from './dialects.ts';
import { decode, logInAs, nonceIn, textOf, Visitor } from './fixtures/visitor.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop, type SuiteShop } from './http-shop.ts';

const LIST = '/admin/emails/';

describe.each(DIALECTS)('the outbox in the admin on %s', (dialect) => {
  const shop: SuiteShop = useHttpShop(dialect);
  const admin = new Visitor(shop);
  const ids = { sent: 0, failed: 0, waiting: 0 };

  beforeAll(async () => {
    const db = shop.database.db;
    await db.deleteFrom('outbox').execute();
    const mail = (subject: string, to: string) => ({ kind: 'customer_completed_order', to, subject, html: `<p>${subject} <b>in HTML</b></p>`, text: `${subject} in text` });
    await enqueueMail(db, mail('Your order is complete', 'ada@example.com'));
    await enqueueMail(db, mail('Order failed notice', 'owner@example.com'));
    await enqueueMail(db, mail('Still waiting', 'grace@example.com'));
    const rows = await db.selectFrom('outbox').select(['id', 'subject']).orderBy('id').execute();
    [ids.sent, ids.failed, ids.waiting] = rows.map((row) => row.id) as [number, number, number];
    await db.updateTable('outbox').set({ status: 'sent', attempts: 1, sent_at: '2030-01-02T10:00:00.000Z' }).where('id', '=', ids.sent).execute();
    await db.updateTable('outbox').set({ status: 'failed', attempts: 5, last_error: '550 Mailbox unavailable' }).where('id', '=', ids.failed).execute();
    await logInAs(admin, 'admin', TEST_ADMIN_PASSWORD);
  });

  it('lists every e-mail newest first, by status, with the reason a failed one failed', async () => {
    const html = decode(await admin.page(LIST));
    const subjects = [...html.matchAll(/<th scope="row"><a href="\/admin\/emails\/\d+\/"[^>]*>([^<]+)<\/a>/g)].map((match) => match[1]);
    expect(subjects).toEqual(['Still waiting', 'Order failed notice', 'Your order is complete']);
    expect(textOf(html)).toContain('550 Mailbox unavailable');
    expect(textOf(html)).toContain('Failed (1)');
    const failed = decode(await admin.page(`${LIST}?status=failed`));
    expect([...failed.matchAll(/<th scope="row">/g)]).toHaveLength(1);
    expect(failed).toContain('Order failed notice');
  });

  it('shows a message’s text, and its HTML on an address that runs nothing', async () => {
    const page = decode(await admin.page(`${LIST}${ids.sent}/`));
    expect(page).toContain('<pre class="email-text">Your order is complete in text</pre>');
    const part = await admin.request(`${LIST}${ids.sent}/message.html`);
    expect(part.status).toBe(200);
    expect(await part.text()).toBe('<p>Your order is complete <b>in HTML</b></p>');
    expect(part.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(part.headers.get('content-security-policy')).toContain('sandbox');
    // Only the owner reads the shop's mail.
    expect((await new Visitor(shop).request(`${LIST}${ids.sent}/message.html`, { redirect: 'manual' })).status).not.toBe(200);
    expect((await admin.request(`${LIST}999999/`)).status).toBe(404);
  });

  it('sends a message again: a failed one is queued again, a sent one as a copy, and a form without the nonce changes nothing', async () => {
    const db = shop.database.db;
    const nonce = nonceIn(decode(await admin.page(`${LIST}${ids.failed}/`)));
    expect((await admin.post(`${LIST}${ids.failed}/`, {})).status).toBe(403);
    expect(await db.selectFrom('outbox').select('status').where('id', '=', ids.failed).executeTakeFirstOrThrow()).toEqual({ status: 'failed' });

    const again = await admin.post(`${LIST}${ids.failed}/`, { _wpnonce: nonce });
    expect(again.status).toBe(303);
    expect(await db.selectFrom('outbox').select(['status', 'attempts', 'last_error']).where('id', '=', ids.failed).executeTakeFirstOrThrow()).toEqual({ status: 'pending', attempts: 0, last_error: null });

    const copied = await admin.post(`${LIST}${ids.sent}/`, { _wpnonce: nonce });
    expect(copied.status).toBe(303);
    const copyId = Number(/\/admin\/emails\/(\d+)\//.exec(copied.headers.get('location') ?? '')?.[1]);
    expect(copyId).toBeGreaterThan(ids.waiting);
    expect(await db.selectFrom('outbox').select(['subject', 'status', 'to_address']).where('id', '=', copyId).executeTakeFirstOrThrow()).toEqual({ subject: 'Your order is complete', status: 'pending', to_address: 'ada@example.com' });
    expect(await db.selectFrom('outbox').select('status').where('id', '=', ids.sent).executeTakeFirstOrThrow()).toEqual({ status: 'sent' });
    expect(decode(await admin.page(`${LIST}${copyId}/`))).toContain('The e-mail is queued to be sent again.');
  });

  it('names each of its navigation landmarks once, with more e-mails than a page holds', async () => {
    const db = shop.database.db;
    for (let at = 0; at < 26; at += 1) await enqueueMail(db, { kind: 'customer_completed_order', to: `many${at}@example.com`, subject: `Many ${at}`, html: '<p>Many</p>', text: 'Many' });
    const html = decode(await admin.page(LIST));
    expect(html).toContain('class="pagination');
    // Two landmarks of one kind with one name are one too many for a screen reader's list of them.
    const labels = [...html.matchAll(/<nav\b[^>]*\baria-label="([^"]+)"/g)].map((match) => match[1]);
    expect(labels).toContain('E-mail sections');
    expect(labels).toContain('E-mail pages');
    expect(new Set(labels).size).toBe(labels.length);
  });
});
