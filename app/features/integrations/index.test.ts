// @vitest-environment happy-dom
import { Window as HappyWindow } from 'happy-dom';
import { consentDouble as consentApi } from '../consent/consent-double.fixture.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initIntegrations, type IntegrationsChunk } from './index.ts';
import { consentChanged, startIntegration } from './integrations-module.ts';
import { readIntegrations } from './page-config.ts';

const windows: HappyWindow[] = [];
type TestWindow = Window & typeof globalThis & Record<string, unknown>;

const PAGE = {
  tags: [
    { tag: 'metaPixel', id: '123456789012345', category: 'marketing' },
    { tag: 'clarity', id: 'abcdef1234', category: 'statistics' },
  ],
  snippets: [{ id: 'chat1', category: 'functional', placement: 'body', html: '<div id="chat"></div><script data-x="1">window.chatStarted = true;</script>' }],
};

function page(config: unknown = PAGE, consent?: unknown) {
  const happy = new HappyWindow({ url: 'https://shop.test/', settings: { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true, disableJavaScriptEvaluation: true } });
  windows.push(happy);
  const win = happy as unknown as TestWindow;
  win.vitrine_integrations = config;
  if (consent) win.vitrineConsent = consent;
  return win;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(async () => {
  for (const win of windows.splice(0)) await win.happyDOM.close();
});

describe('the owner’s integrations in the browser', () => {
  it('loads nothing before a category is granted, then starts exactly what waits for it', async () => {
    const consent = consentApi();
    const win = page(PAGE, consent);
    const chunk: IntegrationsChunk = { startIntegration: vi.fn(), consentChanged: vi.fn() };
    const importModule = vi.fn(async () => chunk);
    initIntegrations(win, { importModule });
    await settle();
    expect(importModule).not.toHaveBeenCalled();

    consent.set('marketing', true);
    await settle();
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(vi.mocked(chunk.startIntegration).mock.calls.map(([, integration]) => integration.key)).toEqual(['tag:metaPixel']);

    consent.set('functional', true);
    consent.set('statistics', true);
    expect(vi.mocked(chunk.startIntegration).mock.calls.map(([, integration]) => integration.key)).toEqual(['tag:metaPixel', 'snippet:chat1', 'tag:clarity']);
    // Withdrawn: the running tags are told, none starts twice.
    consent.set('marketing', false);
    expect(chunk.startIntegration).toHaveBeenCalledTimes(3);
    expect(vi.mocked(chunk.consentChanged).mock.lastCall?.[1].map((integration) => integration.key)).toEqual(['tag:metaPixel', 'tag:clarity', 'snippet:chat1']);
  });

  it('starts nothing from a page without integrations or with malformed ones', async () => {
    const importModule = vi.fn();
    initIntegrations(page(null, consentApi(['marketing'])), { importModule });
    initIntegrations(page({ tags: [{ tag: 'metaPixel', id: 'x"><script>', category: 'marketing' }], snippets: [{ id: 1 }] }, consentApi(['marketing'])), { importModule });
    await settle();
    expect(importModule).not.toHaveBeenCalled();
    expect(readIntegrations({ tags: [{ tag: 'other', id: '1', category: 'x' }] })).toEqual([]);
  });

  it('starts a tag the way its vendor documents, from its own host', () => {
    const win = page();
    const [meta] = readIntegrations(PAGE);
    startIntegration(win, meta!, () => true);
    const script = win.document.head.querySelector('script');
    expect(script?.getAttribute('src')).toBe('https://connect.facebook.net/en_US/fbevents.js');
    const fbq = win.fbq as { queue: IArguments[] };
    expect(fbq.queue.map((args) => [...args])).toEqual([
      ['init', '123456789012345'],
      ['track', 'PageView'],
    ]);
    consentChanged(win, [meta!], () => false);
    expect([...(fbq.queue.at(-1) ?? [])]).toEqual(['consent', 'revoke']);
  });

  it('puts a snippet where the owner chose, each script made anew so that it runs', () => {
    const win = page();
    const snippet = readIntegrations(PAGE).find((integration) => integration.kind === 'snippet');
    startIntegration(win, snippet!, () => true);
    expect(win.document.body.querySelector('#chat')).not.toBeNull();
    const script = win.document.body.querySelector('script[data-x="1"]') as HTMLScriptElement;
    expect(script.text).toBe('window.chatStarted = true;');
  });
});
