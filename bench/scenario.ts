/** One load scenario of `npm run bench`: a request repeated, or a loop of requests per connection. */
export interface Scenario {
  id: string;
  title: string;
  method: string;
  path: string;
  expectStatus: number;
  headers?: Record<string, string>;
  /**
   * The loop of requests one connection repeats, for scenarios where each connection is its own
   * visitor; only the `measured` steps' responses make the numbers.
   */
  sequence?: (connection: number) => Step[];
}

export interface Step {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers: Record<string, string>;
  measured: boolean;
  /**
   * Whether the response is the one the step expects (status and shape). `body` is the raw bytes as text:
   * a compressed answer (see `headers['content-encoding']`) can only be judged by its status and headers,
   * whose names come in lower case.
   */
  expected(status: number, body: string, headers: Readonly<Record<string, string | string[] | undefined>>): boolean;
}
