/**
 * How the server answers a form the page's script posted (React Router's single fetch, `…/_.data`).
 *
 * A browser logs every 4xx a script's fetch receives as a console error, whatever the page does with it,
 * so each refused form (an e-mail mistyped, a field left empty) would count against the page. The router's
 * client reads the refusal from the payload, not from the status: returned errors are the action's data,
 * a thrown 4xx carries its own status inside. So a refusal the router encoded is answered 200, and the
 * same form posted without script, a document request, keeps its 4xx. Loaders' answers, redirects,
 * server errors and anything the router did not encode (a middleware's plain response) are left as they are.
 */
export function scriptFormResponse(request: Pick<Request, 'method'>, response: Response): Response {
  const method = request.method.toUpperCase();
  if (method === 'GET' || method === 'HEAD') return response;
  if (response.status < 400 || response.status >= 500) return response;
  // The router's mark on a payload it encoded (turbo-stream); without it the client reads the body as text.
  if (!response.headers.has('X-Remix-Response')) return response;
  return new Response(response.body, { status: 200, headers: response.headers });
}
