import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { AddressRefusedError, allowedLookup, systemResolver } from '../net/public-address.ts';
import { addressPolicy, type TargetPolicy } from './delivery-target.ts';
import { readBody } from '../net/read-body.ts';

export interface WebhookRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
}

export interface WebhookAnswer {
  status: number;
  /** The first bytes of the answer's body, as text. */
  body: string;
}

/** Sends one delivery; throws DeliveryFailed when there is no answer (refused address, timeout, connection error). */
export type SendWebhook = (request: WebhookRequest) => Promise<WebhookAnswer>;

/** No answer came: `message` says why, for the delivery log. */
export class DeliveryFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeliveryFailed';
  }
}

export const WEBHOOK_HTTP_DEFAULTS = {
  /** A receiver gets this long to answer, body included. */
  timeoutMs: 10_000,
  /** So much of an answer's body is read and kept in the log. */
  answerBytes: 1024,
};

export interface HttpSenderOptions extends Partial<typeof WEBHOOK_HTTP_DEFAULTS> {
  policy: TargetPolicy;
}

/**
 * POSTs a delivery over HTTP(S): the connection goes to an address the policy allows, checked when the
 * host is resolved for this very connection (a host whose DNS changed since the webhook was saved is
 * refused now); a redirect is an answer like any other, never followed; the whole exchange is bounded
 * in time, and only the first bytes of the answer are read.
 */
export function httpSender(options: HttpSenderOptions): SendWebhook {
  const settings = { ...WEBHOOK_HTTP_DEFAULTS, ...options };
  const allowed = addressPolicy(settings.policy);
  const lookup = allowedLookup(settings.policy.resolver ?? systemResolver, allowed);
  return async ({ url: address, body, headers }) => {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      throw new DeliveryFailed('the delivery URL is not a valid address');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new DeliveryFailed('only http and https URLs are delivered to');
    const host = url.hostname.replace(/^\[|\]$/g, '');
    // A literal address is connected to without a lookup, so it is judged here.
    if (isIP(host) && !allowed(host)) throw new DeliveryFailed(`${host} is not a public address`);
    const signal = AbortSignal.timeout(settings.timeoutMs);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const payload = Buffer.from(body, 'utf8');
    try {
      const response = await new Promise<IncomingMessage>((resolve, reject) => {
        const outgoing = send(url, {
          method: 'POST',
          headers: { ...headers, 'content-length': String(payload.length) },
          lookup,
          signal,
          // A fresh connection per delivery: a pooled socket was checked for another host.
          agent: false,
        });
        outgoing.once('response', resolve);
        outgoing.on('error', reject);
        outgoing.end(payload);
      });
      return { status: response.statusCode ?? 0, body: await firstBytes(response, settings.answerBytes, signal) };
    } catch (error) {
      throw failure(error, signal, settings.timeoutMs);
    }
  };
}

async function firstBytes(response: IncomingMessage, limit: number, signal: AbortSignal): Promise<string> {
  // A character cut in two at the limit becomes one replacement mark.
  return (await readBody(response, { maxBytes: limit, overflow: 'cut', signal })).toString('utf8');
}

function failure(error: unknown, signal: AbortSignal, timeoutMs: number): DeliveryFailed {
  if (error instanceof DeliveryFailed) return error;
  if (signal.aborted) return new DeliveryFailed(`no answer within ${timeoutMs / 1000} s`);
  if (error instanceof AddressRefusedError) return new DeliveryFailed(error.message);
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new DeliveryFailed('host not found');
  if (code === 'ECONNREFUSED') return new DeliveryFailed('connection refused');
  if (code === 'ECONNRESET') return new DeliveryFailed('connection reset');
  return new DeliveryFailed(code ?? (error as Error).message);
}
