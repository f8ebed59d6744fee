import { describe, expect, it } from 'vitest';
import { attachedDocument, documentResponse, responseBytes } from './document-response.ts';

describe('document responses', () => {
  it('carry the status and headers, with the rendered bytes beside them', async () => {
    const html = Buffer.from('<!DOCTYPE html><html><body>Größe</body></html>');
    const response = documentResponse(html, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(attachedDocument(response)).toBe(html);
    expect((await responseBytes(response)).toString()).toBe('<!DOCTYPE html><html><body>Größe</body></html>');
  });

  it('read any other response from its body', async () => {
    const response = new Response('plain text body');
    expect(attachedDocument(response)).toBeUndefined();
    expect((await responseBytes(response)).toString()).toBe('plain text body');
  });
});
