/**
 * The layer rules of `npm run lint`: dependency-cruiser checks the rules in .dependency-cruiser.ts over the
 * resolved import graph, and this file adds the one rule it cannot state: no cycle between the top-level
 * folders (app → server → app is a cycle even when no single module imports itself back).
 * Run directly (`node scripts/check-layers.ts`) it prints each broken rule and exits 1 when there is one.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import config from '../.dependency-cruiser.ts';

/** The parts of the shop whose arrows the rules check. */
export const LAYER_FOLDERS = ['app', 'server', 'core', 'db', 'config', 'cli', 'seed'];

export interface LayerViolation {
  rule: string;
  from: string;
  to: string;
  /** Why the rule is there: its comment in .dependency-cruiser.ts. */
  reason: string;
}

const FOLDER_CYCLE_REASON =
  'The top-level folders import each other in one direction only, so each can be read without the ones above it.';

/** Every broken layer rule under `root`, sorted, one entry per offending import (or cycle). */
export async function checkLayers(root: string): Promise<LayerViolation[]> {
  const folders = LAYER_FOLDERS.filter((folder) => existsSync(join(root, folder)));
  const { output } = await cruise(folders, {
    ...config.options,
    ruleSet: { forbidden: config.forbidden ?? [] },
    baseDir: root,
    validate: true,
    outputType: 'json',
  });
  const result = (typeof output === 'string' ? JSON.parse(output) : output) as ICruiseResult;
  const reasons = new Map((config.forbidden ?? []).map((rule) => [rule.name, rule.comment ?? '']));
  const violations = (result.summary.violations ?? []).map((violation) => ({
    rule: violation.rule.name,
    from: violation.from,
    to: violation.cycle ? violation.cycle.map((step) => step.name).join(' → ') : packageName(violation.to),
    reason: reasons.get(violation.rule.name) ?? '',
  }));
  return [...violations, ...folderCycles(result)].sort(
    (a, b) => a.rule.localeCompare(b.rule) || a.from.localeCompare(b.from) || a.to.localeCompare(b.to),
  );
}

/** node_modules/react/index.js → react: a package is named, not the file it resolves to. */
function packageName(path: string): string {
  return path.replace(/^(?:.*\/)?node_modules\/((?:@[^/]+\/)?[^/]+)\/.*$/, '$1');
}

function topFolder(path: string): string | undefined {
  const folder = path.split('/')[0];
  return folder !== undefined && LAYER_FOLDERS.includes(folder) && path.includes('/') ? folder : undefined;
}

/** Tests import from other folders to set things up, and nothing imports a test: they draw no arrows. */
const TEST_FILE = /\.(test|fixture)\.tsx?$/;

/** Each arrow between top-level folders that lies on a cycle, with one import that draws it. */
function folderCycles(result: ICruiseResult): LayerViolation[] {
  const arrows = new Map<string, Map<string, string>>(); // folder → folder → one example import
  for (const module of result.modules) {
    if (TEST_FILE.test(module.source)) continue;
    const from = topFolder(module.source);
    for (const dependency of module.dependencies) {
      const to = topFolder(dependency.resolved);
      if (!from || !to || from === to) continue;
      const targets = arrows.get(from) ?? new Map<string, string>();
      if (!targets.has(to)) targets.set(to, `${module.source} imports ${dependency.resolved}`);
      arrows.set(from, targets);
    }
  }
  const reaches = (start: string, goal: string, seen = new Set<string>()): boolean => {
    if (start === goal) return true;
    seen.add(start);
    return [...(arrows.get(start)?.keys() ?? [])].some((next) => !seen.has(next) && reaches(next, goal, seen));
  };
  const cycles: LayerViolation[] = [];
  for (const [from, targets] of arrows) {
    for (const [to, example] of targets) {
      // An arrow lies on a cycle when its target leads back to its source.
      if (reaches(to, from)) {
        cycles.push({
          rule: 'no-folder-cycles',
          from: `${from}/`,
          to: `${to}/ (${example}; ${to}/ leads back to ${from}/)`,
          reason: FOLDER_CYCLE_REASON,
        });
      }
    }
  }
  return cycles;
}

export function describeViolation(violation: LayerViolation): string {
  return `${violation.rule}: ${violation.from} → ${violation.to}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(fileURLToPath(import.meta.url), '..', '..');
  const violations = await checkLayers(root);
  for (const violation of violations) console.error(describeViolation(violation));
  if (violations.length > 0) {
    const reasons = new Map(violations.map((violation) => [violation.rule, violation.reason]));
    console.error('\nWhy:');
    for (const [rule, reason] of reasons) console.error(`  ${rule}: ${reason}`);
    console.error(`\n${violations.length} layer rule violation(s): the rules are in .dependency-cruiser.ts.`);
    process.exit(1);
  }
  console.log('Layer rules: no violations.');
}
