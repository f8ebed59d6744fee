/**
 * `npm run i18n:check` (also a stage of `npm test`): the message catalogues agree with each other and
 * with the code. It fails, listing each problem, when a key is in one language and not another, when a
 * message is not valid ICU, when a message's arguments differ from the English one's, when a message
 * the browser's scripts use is more than text with `{name}` arguments, or when the code asks `t()` or
 * `pageText()` for a key no catalogue has.
 * `--catalogues <module>` checks another set of catalogues alone (a module exporting `catalogues` and `browserKeys`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import { BROWSER_MESSAGES, fillMessage } from '../core/contract/i18n/browser-messages.ts';
import { CATALOGUES } from '../core/i18n/messages/index.ts';

type Catalogues = Readonly<Record<string, Readonly<Record<string, string>>>>;
type Element = ReturnType<IntlMessageFormat['getAst']>[number];

/** ICU element kinds as the FormatJS parser numbers them. */
const KIND = ['text', 'argument', 'number', 'date', 'time', 'select', 'plural', 'pound', 'tag'] as const;
const REFERENCE = 'en';
/** Where the code that calls `t()` lives. */
export const SOURCE_FOLDERS = ['app', 'core', 'server'];

/** Each argument of a message with its kind (`count:plural`, `name:argument`), sorted; throws on bad ICU. */
export function messageArguments(message: string, locale: string): string[] {
  const found = new Set<string>();
  const walk = (elements: readonly Element[]) => {
    for (const element of elements) {
      const kind = KIND[element.type] ?? 'unknown';
      if (kind !== 'text' && kind !== 'pound') found.add(`${'value' in element ? String(element.value) : ''}:${kind}`);
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
      if ('children' in element) walk(element.children);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst());
  return [...found].sort();
}

/** The problems of a set of catalogues (language → key → message), English being the reference. */
export function catalogueProblems(catalogues: Catalogues, browserKeys: readonly string[] = Object.keys(BROWSER_MESSAGES)): string[] {
  const problems: string[] = [];
  const reference = catalogues[REFERENCE] ?? {};
  const keys = new Set(Object.values(catalogues).flatMap((catalogue) => Object.keys(catalogue)));
  for (const key of [...keys].sort()) {
    const have = Object.keys(catalogues).filter((locale) => typeof catalogues[locale]![key] === 'string');
    const lacking = Object.keys(catalogues).filter((locale) => !have.includes(locale));
    if (lacking.length > 0) problems.push(`"${key}" is in ${have.join(', ')} but missing in ${lacking.join(', ')}`);
    let expected: string[] | null = null;
    for (const locale of have) {
      const message = catalogues[locale]![key]!;
      let args: string[];
      try {
        args = messageArguments(message, locale);
      } catch (error) {
        problems.push(`"${key}" (${locale}) is not valid ICU: ${error instanceof Error ? error.message : String(error)}`);
        continue;
      }
      if (locale === REFERENCE || !(key in reference)) expected ??= args;
      if (browserKeys.includes(key) && !plainInBrowser(message, args, locale)) {
        problems.push(`"${key}" (${locale}) is a browser message: only text and {name} arguments, no plural, select, formats, tags or quoting`);
      }
    }
    if (expected) {
      for (const locale of have) {
        let args: string[];
        try {
          args = messageArguments(catalogues[locale]![key]!, locale);
        } catch {
          continue;
        }
        if (args.join() !== expected.join()) problems.push(`"${key}" (${locale}) has arguments {${args.join(', ')}} where ${REFERENCE} has {${expected.join(', ')}}`);
      }
    }
  }
  return problems;
}

/** A browser message is written by plain substitution there: ICU must read it the same way. */
function plainInBrowser(message: string, args: readonly string[], locale: string): boolean {
  if (!args.every((arg) => arg.endsWith(':argument'))) return false;
  const values = Object.fromEntries(args.map((arg) => [arg.split(':')[0]!, `‹${arg}›`]));
  return new IntlMessageFormat(message, locale).format<string>(values) === fillMessage(message, values);
}

/** `t('key'` and `pageText(doc, 'key'` with a literal key; a key built at run time is left to the types. */
const CALLS = [/\bt\(\s*(['"`])([^'"`$]+)\1/g, /\bpageText\([^,()]+,\s*(['"`])([^'"`$]+)\1/g];

/** Keys the code asks for that no catalogue has: `file:line "key"`. */
export function unknownKeysInCode(root: string, known: ReadonlySet<string>, folders: readonly string[] = SOURCE_FOLDERS): string[] {
  const problems: string[] = [];
  for (const folder of folders) {
    for (const file of readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.(test|fixture)\.tsx?$/.test(file) || file.includes('node_modules')) continue;
      const path = join(root, folder, file);
      const lines = readFileSync(path, 'utf8').split('\n');
      lines.forEach((line, index) => {
        for (const pattern of CALLS) {
          for (const match of line.matchAll(pattern)) {
            const key = match[2]!;
            if (!known.has(key)) problems.push(`${relative(root, path)}:${index + 1} asks for "${key}", which no catalogue has`);
          }
        }
      });
    }
  }
  return problems;
}

/** Every problem of the shop's catalogues and code under `root`. */
export function i18nProblems(root: string, catalogues: Catalogues = CATALOGUES): string[] {
  const known = new Set(Object.keys(catalogues[REFERENCE] ?? {}));
  return [...catalogueProblems(catalogues), ...unknownKeysInCode(root, known)];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(import.meta.dirname, '..');
  const option = process.argv.indexOf('--catalogues');
  const other = option > -1 ? ((await import(resolve(process.argv[option + 1] ?? ''))) as { catalogues: Catalogues; browserKeys?: string[] }) : null;
  const problems = other ? catalogueProblems(other.catalogues, other.browserKeys) : i18nProblems(root);
  if (problems.length > 0) {
    console.error(`i18n check: ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
    for (const problem of problems) console.error(`  - ${problem}`);
    process.exit(1);
  }
  const languages = Object.keys(CATALOGUES);
  console.log(`i18n check: ${Object.keys(CATALOGUES[REFERENCE]).length} messages in ${languages.join(', ')}, all in agreement and all the code's keys known.`);
}
