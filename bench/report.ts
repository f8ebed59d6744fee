/** BENCHMARKS.md is shared by the load and Lighthouse runs: each rewrites only its own marked section. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, release, totalmem } from 'node:os';
import { resolve } from 'node:path';

export const BENCHMARKS_PATH = resolve(import.meta.dirname, '..', 'BENCHMARKS.md');

const HEADER = `# Benchmarks

Measured with \`npm run bench\` (load, autocannon) and \`npm run lighthouse\` (page quality, Lighthouse).
Each command rewrites only its own section below; run them on an otherwise idle machine.
`;

export type Section = 'bench' | 'lighthouse' | 'scale';

export function writeSection(section: Section, body: string): void {
  const start = `<!-- ${section}:start -->`;
  const end = `<!-- ${section}:end -->`;
  let text = existsSync(BENCHMARKS_PATH) ? readFileSync(BENCHMARKS_PATH, 'utf8') : HEADER;
  const block = `${start}\n${body.trim()}\n${end}`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from !== -1 && to > from) text = text.slice(0, from) + block + text.slice(to + end.length);
  else text = `${text.trimEnd()}\n\n${block}\n`;
  // The load section reads first, whichever command ran first.
  writeFileSync(BENCHMARKS_PATH, orderSections(text));
}

function orderSections(text: string): string {
  const bench = /<!-- bench:start -->[\s\S]*?<!-- bench:end -->/.exec(text);
  const lighthouse = /<!-- lighthouse:start -->[\s\S]*?<!-- lighthouse:end -->/.exec(text);
  if (!bench || !lighthouse || bench.index < lighthouse.index) return text;
  const head = text.slice(0, lighthouse.index);
  return `${head}${bench[0]}\n\n${lighthouse[0]}\n`;
}

export interface Machine {
  cpu: string;
  cores: number;
  ramGiB: number;
  os: string;
  node: string;
}

export function describeMachine(): Machine {
  const cpuinfo = safeRead('/proc/cpuinfo');
  const cpu = /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1]?.trim() ?? cpus()[0]?.model ?? 'unknown CPU';
  const osName = /^PRETTY_NAME="?([^"\n]+)"?$/m.exec(safeRead('/etc/os-release'))?.[1] ?? process.platform;
  return {
    cpu,
    cores: availableParallelism(),
    ramGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    os: `${osName}, Linux ${release()}`,
    node: process.version,
  };
}

export function machineLine(machine: Machine): string {
  return `${machine.cpu}, ${machine.cores} cores, ${machine.ramGiB} GiB RAM; ${machine.os}; Node ${machine.node}`;
}

/** The 1-minute load average: other work on the machine skews every number, so say how busy it was. */
export function loadAverage(): string {
  return safeRead('/proc/loadavg').split(' ')[0] ?? '?';
}

export function today(): string {
  return new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
}

function safeRead(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}
