// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startInTurn } from './start-in-turn.ts';

afterEach(() => {
  delete (window as unknown as { scheduler?: unknown }).scheduler;
  vi.restoreAllMocks();
});

describe('startInTurn', () => {
  it('runs the steps in order, giving the page back between them', async () => {
    const order: string[] = [];
    (window as unknown as { scheduler?: unknown }).scheduler = { yield: vi.fn(async () => { order.push('yield'); }) };
    await startInTurn(window, { consent: () => order.push('consent'), cart: () => order.push('cart'), widgets: () => order.push('widgets') });
    expect(order).toEqual(['consent', 'yield', 'cart', 'yield', 'widgets']);
  });

  it('runs the first step at once, in the task that loaded the page script', () => {
    const first = vi.fn();
    void startInTurn(window, { first, second: vi.fn() });
    expect(first).toHaveBeenCalledOnce();
  });

  it('reports a step that throws, naming it, and goes on with the next', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const next = vi.fn();
    await startInTurn(window, { attribution: () => { throw new Error('boom'); }, analytics: next });
    expect(error).toHaveBeenCalledOnce();
    expect(error.mock.calls[0]?.[0]).toBe('Vitrine attribution: could not start.');
    expect(next).toHaveBeenCalledOnce();
  });
});
