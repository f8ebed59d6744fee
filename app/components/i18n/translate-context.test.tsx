import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { translator } from '../../../core/i18n/translator.ts';
import { pageCatalogue } from '../../../core/i18n/page-catalogue.ts';
import { pageTranslator } from '../../../core/i18n/page-translator.ts';
import { TranslateContext, translateNodes, useTranslate } from './translate-context.ts';

function Label() {
  return <>{useTranslate()('cart.viewCart')}</>;
}

/** What a module imports that reaches a bundle: its value imports and re-exports (`import type` is erased). */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) return [(statement.moduleSpecifier as ts.StringLiteral).text];
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) return [(statement.moduleSpecifier as ts.StringLiteral).text];
    return [];
  });
}

/** The shop's modules a file brings into a bundle, followed through the shop's own files (packages left out). */
function importedFiles(file: string, seen = new Set<string>()): Set<string> {
  seen.add(file);
  for (const fileName of valueImports(file)) {
    if (!fileName.startsWith('.')) continue;
    const next = join(file, '..', fileName);
    if (!seen.has(next)) importedFiles(next, seen);
  }
  return seen;
}

describe('the components’ translator', () => {
  it('is the provider’s language, and without one (no page data) a key stands for itself', () => {
    expect(renderToStaticMarkup(<Label />)).toBe('cart.viewCart');
    expect(renderToStaticMarkup(<TranslateContext value={translator('de')}><Label /></TranslateContext>)).toBe('Warenkorb anzeigen');
    expect(renderToStaticMarkup(<TranslateContext value={pageTranslator(pageCatalogue('fr'))}><Label /></TranslateContext>)).toBe('Voir le panier');
  });

  it('writes from the page catalogue exactly what the server’s translator writes, so hydration finds the same words', () => {
    // Every argument any message names: 3 (a number, so plurals and numbers format alike on both sides).
    const values = new Proxy({}, { get: (_target, name) => (typeof name === 'string' ? 3 : undefined), has: () => true }) as Record<string, number>;
    for (const locale of ['en', 'fr', 'de'] as const) {
      const catalogue = pageCatalogue(locale);
      const page = pageTranslator(JSON.parse(JSON.stringify(catalogue)) as typeof catalogue);
      const server = translator(locale);
      const keys = Object.keys(catalogue.messages) as (keyof typeof catalogue.messages)[];
      expect(keys.length).toBeGreaterThan(100);
      for (const key of keys) expect(page(key, values), `${locale} ${key}`).toBe(server(key, values));
    }
    // The e-mails' and the notices' words stay on the server.
    expect(Object.keys(pageCatalogue('fr').messages).some((key) => key.startsWith('mail.') || key.startsWith('notice.'))).toBe(false);
  });

  it('puts elements where the language’s word order wants them', () => {
    const t = pageTranslator(pageCatalogue('de'));
    const html = renderToStaticMarkup(<p>{translateNodes(t, 'checkout.requiredNote', { asterisk: <abbr>*</abbr> })}</p>);
    expect(html).toBe('<p>Pflichtfelder sind mit <abbr>*</abbr> gekennzeichnet.</p>');
  });

  it('brings no catalogue, nor the browser scripts’ messages, into a browser bundle', () => {
    const files = [...importedFiles(join(import.meta.dirname, 'translate-context.ts'))].map((file) => file.slice(file.indexOf('core/')));
    expect(files.filter((file) => file.startsWith('core/'))).toEqual([]);
    const page = [...importedFiles(join(import.meta.dirname, '../../../core/i18n/page-translator.ts'))].map((file) => file.slice(file.indexOf('core/')));
    expect(page.filter((file) => file.includes('messages'))).toEqual([]);
  });
});
