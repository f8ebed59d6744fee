import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/**
 * Rows kept for later, on disk rather than in memory: one JSON line each, in a file of a temporary
 * directory that `close` removes. Read back in the order they were written.
 */
export class SpillFile<T> {
  readonly #dir: string;
  readonly #path: string;
  #out: WriteStream | null;
  #count = 0;

  private constructor(dir: string) {
    this.#dir = dir;
    this.#path = join(dir, 'rows.ndjson');
    this.#out = createWriteStream(this.#path);
  }

  static async create<T>(): Promise<SpillFile<T>> {
    return new SpillFile<T>(await mkdtemp(join(tmpdir(), 'vitrine-import-')));
  }

  /** Where the rows are kept (gone once closed). */
  get path(): string {
    return this.#path;
  }

  get count(): number {
    return this.#count;
  }

  async write(item: T): Promise<void> {
    const out = this.#out;
    if (!out) throw new Error('The spill file is closed for writing.');
    this.#count++;
    if (!out.write(`${JSON.stringify(item)}\n`)) await once(out, 'drain');
  }

  /** The rows written, in order; writing ends at the first read. */
  async *read(): AsyncGenerator<T> {
    await this.#finish();
    if (this.#count === 0) return;
    const lines = createInterface({ input: createReadStream(this.#path), crlfDelay: Infinity });
    for await (const line of lines) if (line) yield JSON.parse(line) as T;
  }

  async close(): Promise<void> {
    await this.#finish();
    await rm(this.#dir, { recursive: true, force: true });
  }

  async #finish(): Promise<void> {
    const out = this.#out;
    if (!out) return;
    this.#out = null;
    out.end();
    if (!out.writableFinished) await once(out, 'finish');
  }
}
