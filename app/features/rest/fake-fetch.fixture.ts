/** A stand-in for fetch that records what the client sends and answers from a script. */
export interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
  signal: AbortSignal | undefined;
}

export type Answer = Response | Error | ((request: SentRequest) => Response | Promise<Response>);

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

export function text(body: string, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers });
}

export function restError(status: number, code: string, message = code, headers: Record<string, string> = {}): Response {
  return json({ code, message, data: { status } }, status, headers);
}

export function fakeFetch(...answers: Answer[]) {
  const requests: SentRequest[] = [];
  const queue = [...answers];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const request: SentRequest = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: init.body,
      credentials: init.credentials,
      signal: init.signal ?? undefined,
    };
    requests.push(request);
    const answer = queue.shift();
    if (answer === undefined) throw new Error(`unexpected request ${request.method} ${request.url}`);
    if (answer instanceof Error) throw answer;
    return typeof answer === 'function' ? answer(request) : answer;
  };
  /** method + url of each request, the shape most assertions compare. */
  const lines = () => requests.map((request) => `${request.method} ${request.url}`);
  return { fetch: fetch as typeof globalThis.fetch, requests, lines, pending: () => queue.length };
}

/** Retry waits that return at once, remembering how long they were asked to be. */
export function instantSleep() {
  const delays: number[] = [];
  const sleep = async (ms: number, signal?: AbortSignal | null) => {
    delays.push(ms);
    if (signal?.aborted) throw signal.reason;
  };
  return { sleep, delays };
}
