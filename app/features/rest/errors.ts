/** Spec section 8: the client's own error codes and their messages, verbatim. */
export const REST_ERROR_MESSAGES = {
  invalid_json: 'The response is not a valid JSON response.',
  unknown_error: 'An unknown error occurred.',
  fetch_error: 'You are probably offline.',
  post_process: 'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
} as const;

export type ClientErrorCode = keyof typeof REST_ERROR_MESSAGES;

export interface RestErrorDetails {
  /** The server's `data` (usually `{status}`), or what the client knows about the failure. */
  data?: unknown;
  /** HTTP status of the response that failed; undefined when no response arrived. */
  status?: number;
  /** The failed response, its body unread, for callers that asked for `parse: false` or need headers. */
  response?: Response;
  cause?: unknown;
}

/** Every failure of the REST client except an abort (which rejects with the signal's reason). */
export class RestError extends Error {
  readonly code: string;
  readonly data: unknown;
  readonly status: number | undefined;
  readonly response: Response | undefined;

  constructor(code: string, message: string, details: RestErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'RestError';
    this.code = code;
    this.data = details.data;
    this.status = details.status;
    this.response = details.response;
  }
}

/** One of the client's own errors, with its catalogue message. */
export function clientError(code: ClientErrorCode, details: RestErrorDetails = {}): RestError {
  return new RestError(code, REST_ERROR_MESSAGES[code], details);
}

export function isRestError(error: unknown): error is RestError {
  return error instanceof RestError;
}
