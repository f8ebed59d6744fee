/**
 * `npm test`: typecheck, lint and the message catalogues' check (side by side), unit + integration (Vitest), the reliability suite (Vitest: races, crashes,
 * fuzzing, several instances behind nginx; a stage of its own so its servers have the machine to
 * themselves), then browser tests (Playwright + Chromium).
 * Runs every stage even after a failure, then prints one closing line: "N passed, N failed".
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';

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

// The static checks read the sources alone and use one core each: run side by side, each one's output
// printed whole when it ends. The test stages run one after another, each with the machine to itself.
const checks: Stage[] = [
  { name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
  { name: 'i18n', command: 'npm', args: ['run', '--silent', 'i18n:check'] },
];
const stages: Stage[] = [
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

const runStarted = performance.now();
const failedStages: string[] = [];
const timings: { name: string; seconds: number; ok: boolean }[] = [];

console.log(`\n=== ${checks.map((check) => check.name).join(', ')} (side by side) ===`);
await Promise.all(checks.map(runCaptured));
for (const stage of stages) {
  console.log(`\n=== ${stage.name} ===`);
  const started = performance.now();
  const result = spawnSync(stage.command, stage.args, { stdio: 'inherit', env: process.env });
  finish(stage, performance.now() - started, result.status === 0);
}

function runCaptured(stage: Stage): Promise<void> {
  const started = performance.now();
  const child = spawn(stage.command, stage.args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((done) => {
    child.on('close', (code) => {
      const text = Buffer.concat(output).toString().trimEnd();
      if (text) console.log(`--- ${stage.name} ---\n${text}`);
      finish(stage, performance.now() - started, code === 0);
      done();
    });
  });
}

function finish(stage: Stage, milliseconds: number, ok: boolean): void {
  const seconds = milliseconds / 1000;
  timings.push({ name: stage.name, seconds, ok });
  console.log(`=== ${stage.name}: ${ok ? 'passed' : 'failed'} in ${formatSeconds(seconds)} ===`);
  if (!ok) failedStages.push(stage.name);
}

let passed = 0;
let failed = 0;
// The failures are named again at the end, where a long run's last lines show them.
const failures: string[] = [];
// Browser tests that passed only when tried again (CI's E2E_RETRIES): passed, and named.
const flaky: string[] = [];
for (const report of VITEST_REPORTS) {
  const vitest = readJson(report) as VitestReport | null;
  if (vitest) {
    passed += vitest.numPassedTests ?? 0;
    failed += vitest.numFailedTests ?? 0;
    failures.push(...vitestFailures(vitest));
  }
}
const playwright = readJson(`${RESULTS}/playwright.json`) as PlaywrightReport | null;
if (playwright?.stats) {
  passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
  failed += playwright.stats.unexpected ?? 0;
  failures.push(...playwrightSpecs(playwright.suites ?? [], 'unexpected'));
  flaky.push(...playwrightSpecs(playwright.suites ?? [], 'flaky'));
}

console.log('\nStage times:');
for (const timing of timings) console.log(`  ${timing.name.padEnd(20)} ${formatSeconds(timing.seconds).padStart(8)}${timing.ok ? '' : '  (failed)'}`);
// The wall-clock time: the static checks overlap, so their times do not add up.
console.log(`  ${'total'.padEnd(20)} ${formatSeconds((performance.now() - runStarted) / 1000).padStart(8)}`);
console.log('');
if (failedStages.length) console.log(`Failed stages: ${failedStages.join(', ')}`);
if (failures.length) console.log(`Failed tests:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
if (flaky.length) console.log(`Passed on a second try (flaky):\n${flaky.map((spec) => `  ${spec}`).join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedStages.length || failed ? 1 : 0);

interface VitestReport {
  numPassedTests?: number;
  numFailedTests?: number;
  testResults?: { name: string; status?: string; message?: string; assertionResults?: { fullName?: string; title?: string; status?: string; failureMessages?: string[] }[] }[];
}

interface PlaywrightSuite {
  title?: string;
  file?: string;
  specs?: { title: string; file?: string; line?: number; tests?: { status?: string }[] }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  stats?: { expected?: number; unexpected?: number; flaky?: number };
  suites?: PlaywrightSuite[];
}

function vitestFailures(report: VitestReport): string[] {
  const names: string[] = [];
  for (const file of report.testResults ?? []) {
    const where = relative(process.cwd(), file.name);
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) names.push(`${where} › ${test.fullName ?? test.title ?? ''} ${firstLine(test.failureMessages?.[0])}`.trimEnd());
    // A file that failed before its tests ran (an import error, a failing hook) has no failed test to name.
    if (file.status === 'failed' && !failedTests.length) names.push(`${where} ${firstLine(file.message)}`.trimEnd());
  }
  return names;
}

/** The specs with a test of this outcome: failed (`unexpected`), or passed only when tried again (`flaky`). */
function playwrightSpecs(suites: PlaywrightSuite[], status: 'unexpected' | 'flaky'): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => (spec.tests ?? []).some((test) => test.status === status))
      .map((spec) => `${spec.file ?? suite.file ?? ''}:${spec.line ?? ''} › ${spec.title}`),
    ...playwrightSpecs(suite.suites ?? [], status),
  ]);
}

function firstLine(message: string | undefined): string {
  return message ? `— ${message.split('\n')[0]!.slice(0, 200)}` : '';
}

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
