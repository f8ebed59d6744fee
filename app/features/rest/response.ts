import { clientError, RestError } from './errors.ts';

/** A 2xx response read as the caller asked: the Response itself, null for 204, or its JSON. */
export async function readSuccess(response: Response, parse: boolean): Promise<unknown> {
  if (!parse) return response;
  if (response.status === 204) return null;
  try {
    return await response.json();
  } catch (cause) {
    throw clientError('invalid_json', { status: response.status, data: { status: response.status }, response, cause });
  }
}

/**
 * The error a non-2xx response stands for: the server's `{code, message, data}` when its body has one.
 * The body is read from a clone so `error.response` stays readable.
 */
export async function errorFromResponse(response: Response): Promise<RestError> {
  const status = response.status;
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch (cause) {
    return clientError('invalid_json', { status, data: { status }, response, cause });
  }
  if (isErrorBody(body)) {
    return new RestError(body.code, body.message, { status, data: body.data ?? { status }, response });
  }
  return clientError('unknown_error', { status, data: { status, body }, response });
}

function isErrorBody(body: unknown): body is { code: string; message: string; data?: unknown } {
  if (typeof body !== 'object' || body === null) return false;
  const { code, message } = body as Record<string, unknown>;
  return typeof code === 'string' && code !== '' && typeof message === 'string';
}
