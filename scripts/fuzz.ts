/**
 * `npm run fuzz`: the fuzz suite with a random seed and more runs than `npm test` makes. The seed is
 * printed first; `FUZZ_SEED=<seed> npm run fuzz` replays a run (`FUZZ_RUNS` sets the runs per target).
 */
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';

const seed = process.env.FUZZ_SEED ?? String(randomInt(2 ** 31 - 1));
const runs = process.env.FUZZ_RUNS ?? '300';
console.log(`Fuzzing with FUZZ_SEED=${seed} FUZZ_RUNS=${runs} (replay with: FUZZ_SEED=${seed} FUZZ_RUNS=${runs} npm run fuzz)`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'reliability', 'test/reliability/fuzz.test.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_SEED: seed, FUZZ_RUNS: runs },
});
console.log(`Seed was FUZZ_SEED=${seed}`);
process.exit(result.status ?? 1);
