import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { readIntegrations } from '../core/integrations/integration-settings.ts';
import { DIALECTS } from './dialects.ts';
import { decode, logInAs, nonceIn, Visitor } from './fixtures/visitor.ts';
import { directives } from './fixtures/csp.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop, type SuiteShop } from './http-shop.ts';

const PAGE = '/admin/settings/integrations/';
const CHAT_SCRIPT = 'window.chatSettings = { team: "shop" };';
const CHAT = `<div id="chat"></div>\n<script>${CHAT_SCRIPT}</script>\n<script async src="https://widget.chat.example/loader.js"></script>`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** `window.vitrine_integrations` as the page's head script sets it, or undefined. */
function pageIntegrations(html: string): unknown {
  const json = /window\.vitrine_integrations=(\{.*?\});(?=window\.|<\/script>)/.exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

describe.each(DIALECTS)('the owner’s integrations on %s', (dialect) => {
  const shop: SuiteShop = useHttpShop(dialect);
  const admin = new Visitor(shop);
  let nonce = '';
  beforeAll(async () => {
    await logInAs(admin, 'admin', TEST_ADMIN_PASSWORD);
    nonce = nonceIn(decode(await admin.page(PAGE)));
  });

  it('names no integration and allows no other host while none is on', async () => {
    const response = await shop.request('/');
    const html = await response.text();
    expect(pageIntegrations(html)).toBeUndefined();
    const policy = directives(response.headers.get('content-security-policy'));
    expect(policy.get('script-src')?.filter((source) => source.startsWith('https:'))).toEqual([]);
  });

  it('refuses a bad form with the messages by the fields and saves nothing', async () => {
    const refused = await admin.post(PAGE, {
      _wpnonce: nonce,
      tag_metaPixel_enabled: '1',
      tag_metaPixel_id: 'pixel',
      snippet_count: '1',
      snippet_0_name: 'Chat',
      snippet_0_category: 'functional',
      snippet_0_hosts: 'https://widget.chat.example',
      snippet_0_code: '<script src="https://elsewhere.example/x.js"></script>',
    });
    expect(refused.status).toBe(400);
    const html = decode(await refused.text());
    expect(html).toMatch(/id="integration-tag_metaPixel_id-error"[^>]*>That is not a Meta pixel Pixel ID/);
    expect(html).toMatch(/id="integration-snippet_0_code-error"[^>]*>The script https:\/\/elsewhere.example\/x.js is not on this snippet’s hosts/);
    expect(await readIntegrations(shop.database.db)).toEqual({ tags: {}, snippets: [] });
    expect((await admin.post(PAGE, { tag_clarity_enabled: '1', tag_clarity_id: 'abcdef1234' })).status).toBe(403);
  });

  it('names what is switched on to every visitor alike, and the policy allows exactly its hosts and scripts', async () => {
    const saved = await admin.post(PAGE, {
      _wpnonce: nonce,
      tag_clarity_enabled: '1',
      tag_clarity_id: 'abcdef1234',
      tag_clarity_category: 'statistics',
      tag_tiktokPixel_id: 'C1A2B3C4D5E6F7G8H9I0',
      snippet_count: '2',
      snippet_0_name: 'Chat',
      snippet_0_enabled: '1',
      snippet_0_placement: 'body',
      snippet_0_category: 'functional',
      snippet_0_hosts: 'https://widget.chat.example',
      snippet_0_code: CHAT,
    });
    expect(saved.status).toBe(303);
    const response = await shop.request('/shop/');
    const html = await response.text();
    const named = pageIntegrations(html) as { tags: unknown[]; snippets: { html: string }[] };
    expect(named.tags).toEqual([{ tag: 'clarity', id: 'abcdef1234', category: 'statistics' }]);
    expect(named.snippets.map((snippet) => snippet.html)).toEqual([CHAT]);
    // The snippet's HTML travels as data: nothing of it is markup of the page.
    expect(html).not.toContain('<div id="chat">');
    const policy = directives(response.headers.get('content-security-policy'));
    expect(policy.get('script-src')).toEqual(expect.arrayContaining(['https://www.clarity.ms', 'https://*.clarity.ms', 'https://widget.chat.example', sha256(CHAT_SCRIPT)]));
    expect(policy.get('script-src')).not.toContain('https://analytics.tiktok.com');
    expect(policy.get('connect-src')).toEqual(expect.arrayContaining(['https://*.clarity.ms', 'https://widget.chat.example']));
    expect(policy.get('frame-src')).toContain('https://widget.chat.example');

    // Switched off again: gone from the page and the policy at once.
    const form = decode(await admin.page(PAGE));
    const id = /name="snippet_0_id" value="([0-9a-f]+)"/.exec(form)?.[1] ?? '';
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    expect((await admin.post(PAGE, { _wpnonce: nonce, snippet_count: '1', snippet_0_id: id, snippet_0_name: 'Chat', snippet_0_category: 'functional', snippet_0_hosts: 'https://widget.chat.example', snippet_0_code: CHAT })).status).toBe(303);
    const after = await shop.request('/shop/');
    const afterHtml = await after.text();
    expect(pageIntegrations(afterHtml)).toBeUndefined();
    expect(after.headers.get('content-security-policy')).not.toContain('widget.chat.example');
    expect(after.headers.get('content-security-policy')).not.toContain('clarity');
    expect((await readIntegrations(shop.database.db)).snippets).toMatchObject([{ id, enabled: false }]);
  });
});
