import { describe, expect, it } from 'vitest';
import { createRequestQueue } from './request-queue.ts';

/** A task whose completion the test controls. */
function deferredTask(log: string[], name: string) {
  let settle!: (ok: boolean) => void;
  const task = () => {
    log.push(`start ${name}`);
    return new Promise<string>((resolve, reject) => {
      settle = (ok) => {
        log.push(`end ${name}`);
        if (ok) resolve(name);
        else reject(new Error(name));
      };
    });
  };
  return { task, settle: (ok: boolean) => settle(ok) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createRequestQueue', () => {
  it('runs tasks one at a time, in order', async () => {
    const log: string[] = [];
    const queue = createRequestQueue();
    const a = deferredTask(log, 'a');
    const b = deferredTask(log, 'b');
    const first = queue.add(a.task);
    const second = queue.add(b.task);
    await flush();
    expect(log).toEqual(['start a']);
    a.settle(true);
    await flush();
    expect(log).toEqual(['start a', 'end a', 'start b']);
    b.settle(true);
    await expect(first).resolves.toBe('a');
    await expect(second).resolves.toBe('b');
  });

  it('runs the next task after one fails, and reports the failure to its caller only', async () => {
    const log: string[] = [];
    const queue = createRequestQueue();
    const a = deferredTask(log, 'a');
    const b = deferredTask(log, 'b');
    const first = queue.add(a.task);
    const second = queue.add(b.task);
    await flush();
    a.settle(false);
    await expect(first).rejects.toThrow('a');
    await flush();
    expect(log).toEqual(['start a', 'end a', 'start b']);
    b.settle(true);
    await expect(second).resolves.toBe('b');
  });

  it('survives a task that throws before returning a promise', async () => {
    const queue = createRequestQueue();
    const failing = queue.add(() => {
      throw new Error('sync');
    });
    await expect(failing).rejects.toThrow('sync');
    await expect(queue.add(async () => 'next')).resolves.toBe('next');
  });
});
