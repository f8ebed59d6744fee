/**
 * `npm test`: typecheck, lint, the message catalogues' check, unit + integration (Vitest), the reliability suite (Vitest: races, crashes,
 * fuzzing, several instances behind nginx; a stage of its own so its servers have the machine to
 * themselves), then browser tests (Playwright + Chromium).
 * Runs every stage even after a failure, then prints one closing line: "N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const RESULTS = 'test-results';
const VITEST_REPORTS = [`${RESULTS}/vitest.json`, `${RESULTS}/vitest-reliability.json`];
for (const report of VITEST_REPORTS) rmSync(report, { force: true });
rmSync(`${RESULTS}/playwright.json`, { force: true });

console.log(`Node ${process.version}${process.env.TEST_DATABASE_URL ? ', PostgreSQL suite on' : ', PostgreSQL suite off (set TEST_DATABASE_URL)'}`);
if (!process.version.startsWith('v24.')) {
  console.error(`Expected Node 24 (pinned in package.json), got ${process.version}. Run through "npm test".`);
  process.exit(1);
}

interface Stage {
  name: string;
  command: string;
  args: string[];
}

const stages: Stage[] = [
  { name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
  { name: 'i18n', command: 'npm', args: ['run', '--silent', 'i18n:check'] },
  {
    name: 'unit + integration',
    command: 'npx',
    args: ['vitest', 'run', '--project', 'unit', '--project', 'unit-app', '--project', 'integration', '--project', 'integration-isolated', '--reporter=default', '--reporter=json', `--outputFile.json=${RESULTS}/vitest.json`],
  },
  {
    name: 'reliability',
    command: 'npx',
    args: ['vitest', 'run', '--project', 'reliability', '--reporter=default', '--reporter=json', `--outputFile.json=${RESULTS}/vitest-reliability.json`],
  },
  { name: 'browser', command: 'npm', args: ['run', '--silent', 'test:e2e'] },
];

const failedStages: string[] = [];
const timings: { name: string; seconds: number; ok: boolean }[] = [];
for (const stage of stages) {
  console.log(`\n=== ${stage.name} ===`);
  const started = performance.now();
  const result = spawnSync(stage.command, stage.args, { stdio: 'inherit', env: process.env });
  const seconds = (performance.now() - started) / 1000;
  timings.push({ name: stage.name, seconds, ok: result.status === 0 });
  console.log(`=== ${stage.name}: ${result.status === 0 ? 'passed' : 'failed'} in ${formatSeconds(seconds)} ===`);
  if (result.status !== 0) failedStages.push(stage.name);
}

let passed = 0;
let failed = 0;
for (const report of VITEST_REPORTS) {
  const vitest = readJson(report) as { numPassedTests?: number; numFailedTests?: number } | null;
  if (vitest) {
    passed += vitest.numPassedTests ?? 0;
    failed += vitest.numFailedTests ?? 0;
  }
}
const playwright = readJson(`${RESULTS}/playwright.json`) as { stats?: { expected?: number; unexpected?: number; flaky?: number } } | null;
if (playwright?.stats) {
  passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
  failed += playwright.stats.unexpected ?? 0;
}

console.log('\nStage times:');
for (const timing of timings) console.log(`  ${timing.name.padEnd(20)} ${formatSeconds(timing.seconds).padStart(8)}${timing.ok ? '' : '  (failed)'}`);
console.log(`  ${'total'.padEnd(20)} ${formatSeconds(timings.reduce((sum, timing) => sum + timing.seconds, 0)).padStart(8)}`);
console.log('');
if (failedStages.length) console.log(`Failed stages: ${failedStages.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedStages.length || failed ? 1 : 0);

function readJson(path: string): unknown {
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

function formatSeconds(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}
