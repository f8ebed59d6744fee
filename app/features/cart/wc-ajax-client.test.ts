import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWcAjaxClient, endpointUrl, parseTimeout } from './wc-ajax-client.ts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('wc-ajax client', () => {
  afterEach(() => vi.useRealTimers());

  it('fills the endpoint into the URL template', () => {
    expect(endpointUrl('/?wc-ajax=%%endpoint%%', 'add_to_cart')).toBe('/?wc-ajax=add_to_cart');
  });

  it('posts the fields form-encoded, same-origin, and parses the JSON answer', async () => {
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => json({ cart_hash: 'h' }));
    const post = createWcAjaxClient('/?wc-ajax=%%endpoint%%', fetchMock);
    await expect(post('remove_from_cart', { cart_item_key: 'a b&c' })).resolves.toEqual({ cart_hash: 'h' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/?wc-ajax=remove_from_cart');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(new Headers(init?.headers).get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(init?.body).toBe('cart_item_key=a+b%26c');
  });

  it('reads a JSON error body whatever its status', async () => {
    const post = createWcAjaxClient('/?wc-ajax=%%endpoint%%', async () => json({ error: true, product_url: '/product/a/' }, 400));
    await expect(post('add_to_cart', {})).resolves.toEqual({ error: true, product_url: '/product/a/' });
  });

  it('rejects a body that is not JSON', async () => {
    const post = createWcAjaxClient('/x', async () => new Response('<html>', { status: 502 }));
    await expect(post('add_to_cart', {})).rejects.toThrow();
  });

  it('aborts the request when the timeout passes', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    const result = createWcAjaxClient('/x', fetchMock)('get_refreshed_fragments', { time: '1' }, 5000);
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toThrow('aborted');
  });

  it('takes only a positive number as a timeout', () => {
    expect(parseTimeout('5000')).toBe(5000);
    expect(parseTimeout('0')).toBeUndefined();
    expect(parseTimeout('soon')).toBeUndefined();
    expect(parseTimeout(undefined)).toBeUndefined();
  });
});
