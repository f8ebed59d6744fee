/** Upload progress: bytes sent so far of the total (total 0 when the browser does not know it). */
export type UploadProgress = (sent: number, total: number) => void;

/** Statuses whose answer has no body: a Response refuses one for them. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * `fetch` over XMLHttpRequest, for one reason: fetch cannot report how much of a request body has been
 * sent, and a large photo on a slow line needs a progress bar. Answers a real `Response`, so the REST
 * client reads it exactly as it reads fetch's.
 */
export function xhrFetch(input: RequestInfo | URL, init: RequestInit = {}, onProgress?: UploadProgress): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    xhr.open(init.method ?? 'GET', url);
    xhr.withCredentials = init.credentials === 'include';
    xhr.responseType = 'arraybuffer';
    new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    if (onProgress) xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : 0);

    const signal = init.signal;
    const abort = () => xhr.abort();
    if (signal?.aborted) return reject(signal.reason ?? new DOMException('The request was aborted.', 'AbortError'));
    signal?.addEventListener('abort', abort, { once: true });
    const done = () => signal?.removeEventListener('abort', abort);

    xhr.onload = () => {
      done();
      const headers = new Headers();
      for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      const body = NULL_BODY_STATUSES.has(xhr.status) ? null : (xhr.response as ArrayBuffer | null);
      resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers }));
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError('Failed to fetch'));
    };
    xhr.onabort = () => {
      done();
      reject(signal?.reason ?? new DOMException('The request was aborted.', 'AbortError'));
    };
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
