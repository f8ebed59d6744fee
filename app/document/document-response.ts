/**
 * A rendered document travels from the entry (app/entry.server.tsx) to the server beside its Response,
 * not inside it: undici copies a body into a stream when the Response is made and copies it out again
 * when the server reads it, about a twentieth of a product page's CPU for bytes that are already whole.
 * The Response carries the status and headers. The entry is bundled into the build and the server runs
 * from source, so the two copies of this module meet on a registered symbol, not a module-local one.
 */
const DOCUMENT_BYTES = Symbol.for('vitrine.document-bytes');

/** A Response for a whole rendered document, its bytes attached. */
export function documentResponse(html: Buffer, init: ResponseInit): Response {
  const response = new Response(null, init);
  Object.defineProperty(response, DOCUMENT_BYTES, { value: html });
  return response;
}

/** The bytes attached by `documentResponse`, if this is such a response. */
export function attachedDocument(response: Response): Buffer | undefined {
  const bytes: unknown = (response as unknown as Record<symbol, unknown>)[DOCUMENT_BYTES];
  return Buffer.isBuffer(bytes) ? bytes : undefined;
}

/** A response's whole body: a document's attached bytes, anything else read from its stream. */
export async function responseBytes(response: Response): Promise<Buffer> {
  return attachedDocument(response) ?? Buffer.from(await response.arrayBuffer());
}
