/**
 * An error page's words, chosen on the server. A refusal thrown by a route middleware reaches the page
 * before any loader has run, so the browser has no page catalogue to word it with: the refusal brings
 * its words along, and the page shows the same ones before and after hydration.
 */
export interface WordedError {
  /** The status's name in the page's language ("Forbidden"), shown after the code. */
  statusName: string;
  message: string;
}

export function isWordedError(value: unknown): value is WordedError {
  return typeof value === 'object' && value !== null && typeof (value as WordedError).statusName === 'string' && typeof (value as WordedError).message === 'string';
}
