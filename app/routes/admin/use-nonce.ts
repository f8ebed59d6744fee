import { useRouteLoaderData } from 'react-router';

/** The session nonce the admin layout loaded, for the `_wpnonce` field of every admin form. */
export function useAdminNonce(): string {
  const layout = useRouteLoaderData('routes/admin/layout') as { nonce?: string } | undefined;
  return layout?.nonce ?? '';
}
