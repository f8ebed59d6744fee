import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { translator } from '../../../core/i18n/translator.ts';
import { TranslateContext, useTranslate } from './translate-context.ts';

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
  it('is English without a provider and the provider’s language with one', () => {
    expect(renderToStaticMarkup(<Label />)).toBe('View cart');
    expect(renderToStaticMarkup(<TranslateContext value={translator('de')}><Label /></TranslateContext>)).toBe('Warenkorb anzeigen');
  });

  it('brings no other language, nor the browser scripts’ messages, into a browser bundle', () => {
    const files = [...importedFiles(join(import.meta.dirname, 'translate-context.ts'))].map((file) => file.slice(file.indexOf('core/')));
    expect(files.filter((file) => file.startsWith('core/'))).toEqual(['core/i18n/create-translator.ts', 'core/i18n/messages/en-page.ts']);
  });
});
