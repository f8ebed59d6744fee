import { AddressRefusedError, isPublicAddress, resolveAllowed, systemResolver, type AddressPolicy, type Resolver } from '../net/public-address.ts';

/** The longest delivery URL taken. */
export const DELIVERY_URL_MAX = 2000;

/**
 * Where webhooks may go. By default only to public addresses: a delivery URL could otherwise make the
 * shop post its orders to its own host or network (loopback, private, link-local, unique-local, IPv4 in
 * IPv6 included). `allowPrivate` (the config's `webhooks.allowPrivateTargets`) lifts that for a receiver
 * on the shop's own network.
 */
export interface TargetPolicy {
  allowPrivate: boolean;
  /** Tests stand in for DNS. */
  resolver?: Resolver;
}

/** Which addresses a policy lets a delivery connect to. */
export function addressPolicy(policy: TargetPolicy): AddressPolicy {
  return policy.allowPrivate ? () => true : isPublicAddress;
}

const PRIVATE_HINT = 'webhooks go to public addresses only, unless the shop’s config sets webhooks.allowPrivateTargets';

/** The URL when it is one a webhook may name (http or https, with a host), else why not. */
export function parseDeliveryUrl(text: string): { ok: true; url: URL } | { ok: false; reason: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, reason: 'is required' };
  if (trimmed.length > DELIVERY_URL_MAX) return { ok: false, reason: `must be at most ${DELIVERY_URL_MAX} characters` };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { ok: false, reason: 'must be a URL starting with http:// or https://' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'must be a URL starting with http:// or https://' };
  if (url.hostname === '') return { ok: false, reason: 'must name a host' };
  return { ok: true, url };
}

/**
 * Why the shop may not deliver to this URL's host now: every address it resolves to must be allowed
 * (a host with any private address is refused as a whole). Asked when a webhook is saved and again at
 * each delivery, since the host's addresses may change; null when it may.
 */
export async function deliveryTargetProblem(url: URL, policy: TargetPolicy): Promise<string | null> {
  if (policy.allowPrivate) return null;
  try {
    await resolveAllowed(url.hostname, policy.resolver ?? systemResolver, isPublicAddress);
    return null;
  } catch (error) {
    if (error instanceof AddressRefusedError) return `must lead to a public address: ${error.message} (${PRIVATE_HINT})`;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ENODATA') return `names a host that was not found (${url.hostname})`;
    return `names a host that could not be looked up (${url.hostname}: ${code ?? (error as Error).message})`;
  }
}
