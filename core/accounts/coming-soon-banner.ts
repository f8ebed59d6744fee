import type { Db } from '../../db/connect.ts';
import { COMING_SOON_BANNER_DISMISSED, getUserMeta } from './user-meta.ts';
import { isAdministrator, type AccountUser } from './user-view.ts';

export interface ComingSoonBannerInput {
  user: Pick<AccountUser, 'id' | 'role'> | null;
  comingSoon: boolean;
}

/**
 * Whether to remind this user that the store is in coming-soon mode: administrators only (they are the
 * ones who can turn it off), until they dismiss it. Costs a query only for an administrator while the
 * mode is on.
 */
export async function comingSoonBannerFor(db: Db, { user, comingSoon }: ComingSoonBannerInput): Promise<{ show: boolean }> {
  if (!comingSoon || !user || !isAdministrator(user)) return { show: false };
  return { show: (await getUserMeta(db, user.id, COMING_SOON_BANNER_DISMISSED)) !== 'yes' };
}
