/**
 * The integrations chunk, loaded once a category one of the owner's tags or snippets waits for is
 * granted. Each tag is started the way its vendor documents (a command queue, then the vendor's script
 * from the host the page's policy allows for it); a snippet's HTML is put into the page with its
 * scripts made anew, as scripts parsed from text do not run.
 */
import { consentModeSignals } from '../../../core/contract/consent/consent-mode.ts';
import type { ReadyTagKey } from '../../../core/contract/integrations/page-config.ts';
import { ensureGtag, type GtagWindow } from '../shared/gtag.ts';
import type { Integration } from './page-config.ts';

type Command = ((...args: unknown[]) => void) & Record<string, unknown>;

type TagWindow = Window &
  GtagWindow & {
    fbq?: Command;
    _fbq?: Command;
    clarity?: Command;
    ttq?: unknown[] & Record<string, unknown>;
    TiktokAnalyticsObject?: string;
  };

export const TAG_SCRIPTS: Record<ReadyTagKey, (id: string) => string> = {
  metaPixel: () => 'https://connect.facebook.net/en_US/fbevents.js',
  clarity: (id) => `https://www.clarity.ms/tag/${encodeURIComponent(id)}`,
  googleTag: (id) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
  tiktokPixel: (id) => `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${encodeURIComponent(id)}&lib=ttq`,
};

function loadScript(win: Window, src: string): void {
  const script = win.document.createElement('script');
  script.async = true;
  script.src = src;
  win.document.head.append(script);
}

/** A command that queues its calls (as the `arguments` objects vendor scripts read) until the vendor's script takes over. */
function queueingCommand(onCall: (args: IArguments) => void): Command {
  return function command() {
    // eslint-disable-next-line prefer-rest-params -- the vendors' scripts read arguments objects from their queues.
    onCall(arguments);
  } as Command;
}

const TAGS: Record<ReadyTagKey, (win: TagWindow, id: string, has: (category: string) => boolean) => void> = {
  metaPixel(win, id) {
    if (!win.fbq) {
      const queue: IArguments[] = [];
      const fbq = queueingCommand((args) => {
        const call = fbq.callMethod as ((...args: unknown[]) => void) | undefined;
        if (call) call.apply(fbq, [...args]);
        else queue.push(args);
      });
      Object.assign(fbq, { queue, loaded: true, version: '2.0' });
      fbq.push = fbq;
      win.fbq = fbq;
      win._fbq ??= fbq;
    }
    win.fbq('init', id);
    win.fbq('track', 'PageView');
    loadScript(win, TAG_SCRIPTS.metaPixel(id));
  },
  clarity(win, id) {
    if (!win.clarity) {
      const clarity = queueingCommand((args) => ((clarity.q as IArguments[] | undefined) ?? (clarity.q = [] as IArguments[])).push(args));
      win.clarity = clarity;
    }
    win.clarity('consent');
    loadScript(win, TAG_SCRIPTS.clarity(id));
  },
  googleTag(win, id, has) {
    const gtag = ensureGtag(win);
    // Consent Mode v2: every signal denied by default, then what the visitor granted.
    gtag('consent', 'default', consentModeSignals(() => false));
    gtag('consent', 'update', consentModeSignals(has));
    gtag('js', new Date());
    gtag('config', id);
    loadScript(win, TAG_SCRIPTS.googleTag(id));
  },
  tiktokPixel(win, id) {
    win.TiktokAnalyticsObject = 'ttq';
    const ttq = (win.ttq ??= [] as unknown as unknown[] & Record<string, unknown>);
    const methods = ['page', 'track', 'identify', 'instances', 'debug', 'on', 'off', 'once', 'ready', 'alias', 'group', 'enableCookie', 'disableCookie', 'holdConsent', 'revokeConsent', 'grantConsent'];
    const defer = (target: unknown[] & Record<string, unknown>, method: string) => {
      target[method] = (...args: unknown[]) => target.push([method, ...args]);
    };
    for (const method of methods) defer(ttq, method);
    ttq.methods = methods;
    ttq.setAndDefer = defer;
    const instances = ((ttq._i as Record<string, unknown[] & Record<string, unknown>> | undefined) ??= {});
    ttq.instance = (pixel: string) => {
      const instance = instances[pixel] ?? ([] as unknown as unknown[] & Record<string, unknown>);
      for (const method of methods) defer(instance, method);
      return instance;
    };
    const source = TAG_SCRIPTS.tiktokPixel(id);
    const instance = [] as unknown as unknown[] & Record<string, unknown>;
    instance._u = source.split('?')[0];
    instances[id] = instance;
    ((ttq._t as Record<string, number> | undefined) ??= {})[id] = Date.now();
    ((ttq._o as Record<string, unknown> | undefined) ??= {})[id] = {};
    (ttq.page as () => void)();
    loadScript(win, source);
  },
};

/** Starts one integration (its category was just granted). */
export function startIntegration(win: Window, integration: Integration, has: (category: string) => boolean): void {
  if (integration.kind === 'tag') {
    TAGS[integration.tag](win as TagWindow, integration.id, has);
    return;
  }
  const template = win.document.createElement('template');
  template.innerHTML = integration.html;
  const target = integration.placement === 'head' ? win.document.head : win.document.body;
  target.append(...[...template.content.childNodes].map((node) => runnable(win.document, node)));
}

/** The node with each script in it made anew (a parsed script never runs), attributes and text kept. */
function runnable(document: Document, node: Node): Node {
  if (node.nodeType !== 1) return node;
  const element = node as Element;
  const scripts = element.tagName === 'SCRIPT' ? [element as HTMLScriptElement] : [...element.querySelectorAll('script')];
  for (const parsed of scripts) {
    const script = document.createElement('script');
    for (const attribute of parsed.attributes) script.setAttribute(attribute.name, attribute.value);
    script.text = parsed.text;
    if (parsed === node) return script;
    parsed.replaceWith(script);
  }
  return node;
}

/** Tells the running tags the visitor's choice after a change (a withdrawal stops what the vendor lets stop). */
export function consentChanged(win: Window, running: readonly Integration[], has: (category: string) => boolean): void {
  const tagWindow = win as TagWindow;
  for (const integration of running) {
    if (integration.kind !== 'tag') continue;
    const allowed = has(integration.category);
    if (integration.tag === 'metaPixel') tagWindow.fbq?.('consent', allowed ? 'grant' : 'revoke');
    else if (integration.tag === 'clarity') tagWindow.clarity?.('consent', allowed);
    else if (integration.tag === 'googleTag') ensureGtag(tagWindow)('consent', 'update', consentModeSignals(has));
    else if (integration.tag === 'tiktokPixel') (tagWindow.ttq?.[allowed ? 'grantConsent' : 'revokeConsent'] as (() => void) | undefined)?.();
  }
}
