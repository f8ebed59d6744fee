import { describe, expect, it } from 'vitest';
import { scriptFormResponse } from './data-response.ts';

const encoded = (status: number) => new Response('[{"_1":2},"data"]', { status, headers: { 'X-Remix-Response': 'yes', 'Content-Type': 'text/x-script', 'Cache-Control': 'private, no-store' } });

describe('a form the page’s script posted', () => {
  it('is answered 200 when refused, with the payload and headers as the router wrote them', async () => {
    for (const status of [400, 403, 404, 405, 409, 413, 422, 429]) {
      const answer = scriptFormResponse({ method: 'POST' }, encoded(status));
      expect(answer.status, String(status)).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/x-script');
      expect(answer.headers.get('x-remix-response')).toBe('yes');
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(await answer.text()).toBe('[{"_1":2},"data"]');
    }
    expect(scriptFormResponse({ method: 'delete' }, encoded(400)).status).toBe(200);
  });

  it('keeps every other answer as it is', () => {
    const kept = [
      [{ method: 'GET' }, encoded(404)],
      [{ method: 'HEAD' }, encoded(400)],
      [{ method: 'POST' }, encoded(200)],
      [{ method: 'POST' }, new Response(null, { status: 204, headers: { 'X-Remix-Response': 'yes', 'X-Remix-Redirect': '/cart/' } })],
      [{ method: 'POST' }, encoded(500)],
      [{ method: 'POST' }, encoded(503)],
      [{ method: 'POST' }, new Response('Forbidden', { status: 403 })],
    ] as const;
    for (const [request, response] of kept) expect(scriptFormResponse(request, response)).toBe(response);
  });
});
