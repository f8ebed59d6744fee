import { describe, expect, it } from 'vitest';
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { loggedError } from './error-log.ts';

const request = () => new Request('http://shop.test/my-account/', { method: 'POST' });

describe('loggedError', () => {
  it('leaves out what the router answers with a 4xx, with or without its internal error', () => {
    expect(loggedError(new ErrorResponse(405, 'Method Not Allowed', null, true), request())).toBeUndefined();
    expect(loggedError(new ErrorResponse(404, 'Not Found', new Error('No route matches URL "/wp-login.php"'), true), request())).toBeUndefined();
  });

  it('keeps server errors, the cause rather than its wrapper when there is one', () => {
    const cause = new Error('database is locked');
    expect(loggedError(new ErrorResponse(500, 'Internal Server Error', cause, true), request())).toBe(cause);
    const bare = new ErrorResponse(503, 'Service Unavailable', 'busy');
    expect(loggedError(bare, request())).toBe(bare);
  });

  it('keeps anything thrown that is not a response', () => {
    const thrown = new TypeError('Cannot read properties of undefined');
    expect(loggedError(thrown, request())).toBe(thrown);
  });

  it('leaves out everything once the visitor has gone', () => {
    const controller = new AbortController();
    controller.abort();
    expect(loggedError(new Error('late'), new Request('http://shop.test/', { signal: controller.signal }))).toBeUndefined();
  });
});
