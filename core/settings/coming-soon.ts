import { isAdministrator, type AccountUser } from '../accounts/user-view.ts';

/** Pages open to everyone in coming-soon mode: signing in (so the owner can get in) and the admin. */
const OPEN_PREFIXES = ['/my-account/', '/admin/'] as const;

export interface ComingSoonInput {
  comingSoon: boolean;
  pathname: string;
  user: Pick<AccountUser, 'role'> | null;
}

/** Whether this page is hidden behind the coming-soon page: in that mode, for everyone but administrators. */
export function hiddenByComingSoon({ comingSoon, pathname, user }: ComingSoonInput): boolean {
  if (!comingSoon || isAdministrator(user)) return false;
  return !OPEN_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
