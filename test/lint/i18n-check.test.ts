import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogueProblems, i18nProblems, messageArguments, unknownKeysInCode } from '../../scripts/i18n-check.ts';
import { browserKeys, catalogues } from './i18n-catalogues.fixture.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'vitrine-i18n-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the i18n check', () => {
  it('reads a message’s arguments with their kinds, inside plural branches too', () => {
    expect(messageArguments('{total} for {count, plural, one {# item by {maker}} other {# items}}', 'en')).toEqual(['count:plural', 'maker:argument', 'total:argument']);
    expect(() => messageArguments('{count, plural, one {x}', 'en')).toThrow();
  });

  it('lists each mistake of broken catalogues', () => {
    const problems = catalogueProblems(catalogues, browserKeys);
    expect(problems).toEqual(
      expect.arrayContaining([
        '"cart.only.english" is in en but missing in fr',
        '"cart.only.french" is in fr but missing in en',
        expect.stringMatching(/^"cart\.count" \(fr\) is not valid ICU: /),
        '"cart.remove" (fr) has arguments {nom:argument} where en has {name:argument}',
        expect.stringMatching(/^"lightbox\.counter" \(en\) is a browser message: only text and \{name\} arguments/),
        expect.stringMatching(/^"lightbox\.counter" \(fr\) is a browser message/),
      ]),
    );
    expect(problems).toHaveLength(6);
    // A right message is not listed.
    expect(problems.join('\n')).not.toMatch(/"cart\.link"|"map\.label"/);
  });

  it('lists the code’s keys that no catalogue has, with file and line', () => {
    mkdirSync(join(dir, 'app'), { recursive: true });
    writeFileSync(join(dir, 'app', 'page.tsx'), "const a = t('cart.link');\nconst b = t('cart.nowhere', { count });\nconst c = pageText(doc, 'map.gone');\n");
    writeFileSync(join(dir, 'app', 'page.test.tsx'), "t('only.in.a.test');\n");
    expect(unknownKeysInCode(dir, new Set(['cart.link']), ['app'])).toEqual([
      'app/page.tsx:2 asks for "cart.nowhere", which no catalogue has',
      'app/page.tsx:3 asks for "map.gone", which no catalogue has',
    ]);
  });

  it('finds nothing wrong with the shop’s catalogues and code', () => {
    expect(i18nProblems(ROOT)).toEqual([]);
  });

  it('exits with 1 and the list when there is a problem, 0 when there is none', () => {
    const run = (...args: string[]) => spawnSync(process.execPath, ['scripts/i18n-check.ts', ...args], { cwd: ROOT, encoding: 'utf8' });
    const passing = run();
    expect(passing.status).toBe(0);
    expect(passing.stdout).toMatch(/all in agreement/);
    const failing = run('--catalogues', 'test/lint/i18n-catalogues.fixture.ts');
    expect(failing.status).toBe(1);
    expect(failing.stderr).toContain('i18n check: 6 problems');
    expect(failing.stderr).toContain('  - "cart.only.english" is in en but missing in fr');
    expect(failing.stderr).toContain('  - "cart.remove" (fr) has arguments {nom:argument} where en has {name:argument}');
    // Two checks of the whole code base in child processes: on a busy machine they take seconds.
  }, 30_000);
});
