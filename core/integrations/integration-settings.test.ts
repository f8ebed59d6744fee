import { describe, expect, it } from 'vitest';
import { integrationSources, integrationsPageConfig, readIntegrationForm, type IntegrationSettings } from './integration-settings.ts';
import { onHosts, readSnippet } from './snippet-check.ts';

const CATEGORIES = ['necessary', 'functional', 'statistics', 'marketing'];
const form = (fields: Record<string, string>) => new Map(Object.entries(fields));
const CHAT = '<div id="chat"></div>\n<script>window.chatSettings = { team: "shop" };</script>\n<script async src="https://widget.chat.example/loader.js"></script>';

describe('reading a snippet', () => {
  it('finds its inline scripts as the browser reads them, its script addresses, and what the policy would block', () => {
    const reading = readSnippet(`${CHAT}<script type="application/ld+json">{"a":1}</script><img src="x" onerror="steal()"><a href="javascript:go()">go</a>`);
    expect(reading.inlineScripts).toEqual(['window.chatSettings = { team: "shop" };']);
    expect(reading.scriptSources).toEqual(['https://widget.chat.example/loader.js']);
    expect(reading.problems).toHaveLength(2);
    expect(reading.problems[0]).toContain('onerror');
  });

  it('matches addresses to hosts exactly, or to subdomains with *., https only', () => {
    expect(onHosts('https://widget.chat.example/loader.js', ['https://widget.chat.example'])).toBe(true);
    expect(onHosts('https://cdn.widget.chat.example/x.js', ['https://*.chat.example'])).toBe(true);
    expect(onHosts('https://chat.example/x.js', ['https://*.chat.example'])).toBe(false);
    expect(onHosts('http://widget.chat.example/x.js', ['https://widget.chat.example'])).toBe(false);
    expect(onHosts('https://widget.chat.example.evil.test/x.js', ['https://widget.chat.example'])).toBe(false);
    expect(onHosts('//widget.chat.example/x.js', ['https://widget.chat.example'])).toBe(false);
  });
});

describe('the Integrations form', () => {
  it('switches tags on by a valid id, keeps a snippet with its hosts, and adds no empty row', () => {
    const read = readIntegrationForm(
      form({
        tag_metaPixel_enabled: '1',
        tag_metaPixel_id: ' 123456789012345 ',
        tag_metaPixel_category: 'marketing',
        tag_clarity_id: 'abcdef1234',
        snippet_count: '2',
        snippet_0_name: 'Chat',
        snippet_0_enabled: '1',
        snippet_0_placement: 'body',
        snippet_0_category: 'functional',
        snippet_0_hosts: 'https://widget.chat.example/\nhttps://*.chat-cdn.example',
        snippet_0_code: CHAT,
      }),
      CATEGORIES,
    );
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.tags).toEqual({ metaPixel: { id: '123456789012345', category: 'marketing' } });
    expect(read.value.snippets).toHaveLength(1);
    expect(read.value.snippets[0]).toMatchObject({ name: 'Chat', enabled: true, placement: 'body', category: 'functional', hosts: ['https://widget.chat.example', 'https://*.chat-cdn.example'] });
    expect(read.value.snippets[0]?.id).toMatch(/^[0-9a-f]{12}$/);
  });

  it('refuses a bad id, a host that is not one, a script from elsewhere, handlers and unknown categories, by the field', () => {
    const read = readIntegrationForm(
      form({
        tag_tiktokPixel_enabled: '1',
        tag_tiktokPixel_id: 'not an id',
        tag_googleTag_enabled: '1',
        tag_googleTag_id: '',
        snippet_count: '3',
        snippet_0_name: 'Chat',
        snippet_0_category: 'marketing',
        snippet_0_hosts: 'https://widget.chat.example',
        snippet_0_code: '<script src="https://other.example/x.js"></script>',
        snippet_1_name: 'Reviews',
        snippet_1_category: 'nonsense',
        snippet_1_hosts: 'widget.reviews.example; script-src *',
        snippet_1_code: '<button onclick="open()">Reviews</button>',
      }),
      CATEGORIES,
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors).toMatchObject({
      tag_tiktokPixel_id: expect.stringContaining('it looks like'),
      tag_googleTag_id: expect.stringContaining('Enter the Tag ID'),
      snippet_0_code: 'The script https://other.example/x.js is not on this snippet’s hosts: add its https:// host to them.',
      snippet_1_category: 'Choose one of the cookie banner’s categories.',
      snippet_1_hosts: expect.stringContaining('is not a host'),
    });
    expect(read.values.snippet_1_hosts).toBe('widget.reviews.example; script-src *');
    const handlers = readIntegrationForm(form({ snippet_count: '1', snippet_0_name: 'Reviews', snippet_0_code: '<button onclick="open()">Reviews</button>' }), CATEGORIES);
    expect(handlers).toMatchObject({ ok: false, errors: { snippet_0_code: expect.stringContaining('onclick') } });
  });

  it('leaves a removed snippet out, and moves the ones after it up', () => {
    const read = readIntegrationForm(
      form({
        snippet_count: '2',
        snippet_0_id: 'aaaaaaaaaaaa',
        snippet_0_name: 'Old',
        snippet_0_code: '<p>old</p>',
        snippet_0_remove: '1',
        snippet_1_id: 'bbbbbbbbbbbb',
        snippet_1_name: 'Kept',
        snippet_1_code: '<p>kept</p>',
        snippet_1_category: 'nonsense',
      }),
      CATEGORIES,
    );
    expect(read).toMatchObject({ ok: false, errors: { snippet_0_category: expect.any(String) }, values: { snippet_0_id: 'bbbbbbbbbbbb', snippet_0_name: 'Kept' }, snippetCount: 1 });
  });
});

describe('what the integrations switched on need', () => {
  const settings: IntegrationSettings = {
    tags: { clarity: { id: 'abcdef1234', category: 'statistics' } },
    snippets: [
      { id: 'a1', name: 'Chat', enabled: true, placement: 'body', category: 'functional', hosts: ['https://widget.chat.example'], code: CHAT },
      { id: 'b2', name: 'Paused', enabled: false, placement: 'head', category: 'marketing', hosts: ['https://paused.example'], code: '<script>paused()</script>' },
    ],
  };

  it('allows exactly the hosts and inline scripts of what is on', () => {
    const sources = integrationSources(settings);
    expect(sources.script).toEqual(['https://www.clarity.ms', 'https://*.clarity.ms', 'https://widget.chat.example']);
    expect(sources.connect).toContain('https://c.bing.com');
    expect(sources.inlineScripts).toEqual(['window.chatSettings = { team: "shop" };']);
    expect(JSON.stringify(sources)).not.toContain('paused');
  });

  it('names only what is on to the page, and nothing at all when nothing is', () => {
    expect(integrationsPageConfig(settings)).toEqual({ tags: [{ tag: 'clarity', id: 'abcdef1234', category: 'statistics' }], snippets: [{ id: 'a1', category: 'functional', placement: 'body', html: CHAT }] });
    expect(integrationsPageConfig({ tags: {}, snippets: [{ ...settings.snippets[1]!, enabled: false }] })).toBeNull();
  });
});
