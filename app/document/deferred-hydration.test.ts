import { describe, expect, it } from 'vitest';
import { deferHydration, PARKED_TYPE } from './deferred-hydration.ts';

const MODULES = 'import * as route0 from "/assets/root-A.js";\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-B.js");';
const CONTEXT = 'window.__reactRouterContext = {"ssr":true};window.__reactRouterContext.stream = 1;';

const documentHtml = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-B.js"/><link rel="modulepreload" href="/assets/root-A.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-B.js"/><link rel="icon" href="/favicon.svg"/></head><body><main>Page</main>',
  `<script>${CONTEXT}</script><script type="module" async="">${MODULES}</script>`,
  '<script>window.__reactRouterContext.streamController.enqueue("[]");</script></body></html>',
].join('');

interface FakeElement {
  tag: string;
  rel?: string;
  href?: string;
  type?: string;
  textContent: string;
}

/** Just enough of a browser to run the resume script: a head, one parked script and a load event. */
function fakeBrowser(parked: FakeElement | null, readyState = 'loading') {
  const head: FakeElement[] = [];
  const inserted: FakeElement[] = [];
  const listeners: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const document = {
    readyState,
    head: { appendChild: (fragment: { children: FakeElement[] }) => head.push(...fragment.children) },
    createDocumentFragment: () => {
      const children: FakeElement[] = [];
      return { children, appendChild: (element: FakeElement) => children.push(element) };
    },
    createElement: (tag: string): FakeElement => ({ tag, textContent: '' }),
    querySelector: (selector: string) =>
      parked && selector === `script[type="${PARKED_TYPE}"]`
        ? { textContent: parked.textContent, replaceWith: (element: FakeElement) => inserted.push(element) }
        : null,
  };
  const addEventListener = (name: string, listener: () => void) => {
    if (name === 'load') listeners.push(listener);
  };
  const setTimeout = (callback: () => void) => timers.push(callback);
  return {
    run(code: string) {
      new Function('document', 'addEventListener', 'setTimeout', 'window', code)(document, addEventListener, setTimeout, {});
    },
    load() {
      for (const listener of listeners.splice(0)) listener();
      for (const timer of timers.splice(0)) timer();
    },
    head,
    inserted,
  };
}

function contextScriptOf(html: string): string {
  const match = /<script>(\(function\(\)[\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no context script');
  return match[1];
}

describe('deferHydration', () => {
  const deferred = deferHydration(documentHtml);

  it('takes the modulepreload hints out of the document', () => {
    expect(deferred).not.toContain('<link rel="modulepreload"');
    expect(deferred).toContain('<link rel="icon" href="/favicon.svg"/>');
  });

  it('parks the route-module script under an inert type and keeps its code', () => {
    expect(deferred).not.toContain('type="module"');
    expect(deferred).toContain(`<script type="${PARKED_TYPE}">${MODULES}</script>`);
  });

  it('keeps the context script, the streamed data and the page markup', () => {
    expect(deferred).toContain(`${CONTEXT}</script>`);
    expect(deferred).toContain('streamController.enqueue("[]")');
    expect(deferred).toContain('<main>Page</main>');
  });

  it('loads nothing before the load event, then the hints (once each) and the module script', () => {
    const browser = fakeBrowser({ tag: 'script', textContent: MODULES });
    browser.run(contextScriptOf(deferred));
    expect(browser.head).toEqual([]);
    expect(browser.inserted).toEqual([]);
    browser.load();
    expect(browser.head.map((link) => [link.rel, link.href])).toEqual([
      ['modulepreload', '/assets/entry.client-B.js'],
      ['modulepreload', '/assets/root-A.js'],
    ]);
    expect(browser.inserted).toEqual([{ tag: 'script', type: 'module', textContent: MODULES }]);
  });

  it('starts at once when the page has already loaded', () => {
    const browser = fakeBrowser({ tag: 'script', textContent: MODULES }, 'complete');
    browser.run(contextScriptOf(deferred));
    browser.load();
    expect(browser.inserted).toHaveLength(1);
  });

  it('leaves documents without React Router scripts alone', () => {
    const plain = '<!DOCTYPE html><html><head><link rel="modulepreload" href="/x.js"/></head><body><script>1</script></body></html>';
    expect(deferHydration(plain)).toBe(plain);
    const noModules = documentHtml.replace(/<script type="module"[\s\S]*?<\/script>/, '');
    expect(deferHydration(noModules)).toBe(noModules);
  });

  it('cannot be broken out of by a hint address', () => {
    const hostile = documentHtml.replace('/assets/root-A.js"/>', '/assets/</script><script>alert(1)</script>.js"/>');
    const result = deferHydration(hostile);
    expect(result).not.toContain('<script>alert(1)');
    expect(result).toContain('\\u003c/script>');
  });
});
