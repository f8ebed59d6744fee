import { createHash } from 'node:crypto';
import type { Db } from '../../db/connect.ts';
import type { AccountUser } from './user-view.ts';

/** When the account was made (ISO-8601 UTC), or null for a user deleted meanwhile. */
export async function userRegisteredAt(db: Db, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('created_at').where('id', '=', userId).executeTakeFirst();
  return row?.created_at ?? null;
}

/** The name WordPress shows for a user: first and last name, else the username. */
export function userDisplayName(user: Pick<AccountUser, 'firstName' | 'lastName' | 'username'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.username;
}

/** WordPress's `user_nicename`: the username in lower case, anything but letters, digits, `-` and `_` made `-`. */
export function userSlug(username: string): string {
  return username.toLowerCase().replace(/[^a-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'user';
}

/** WordPress's `avatar_urls`: Gravatar addresses by size, keyed by the MD5 of the trimmed, lower-case e-mail. */
export function avatarUrls(email: string): Record<'24' | '48' | '96', string> {
  const hash = createHash('md5').update(email.trim().toLowerCase()).digest('hex');
  const at = (size: number) => `https://secure.gravatar.com/avatar/${hash}?s=${size}&d=mm&r=g`;
  return { '24': at(24), '48': at(48), '96': at(96) };
}

/** The capabilities WordPress lists for a role, the subset this shop has. */
export function roleCapabilities(role: AccountUser['role']): Record<string, boolean> {
  if (role === 'customer') return { read: true, customer: true };
  return {
    read: true,
    edit_posts: true,
    publish_posts: true,
    edit_pages: true,
    publish_pages: true,
    upload_files: true,
    manage_options: true,
    manage_woocommerce: true,
    view_woocommerce_reports: true,
    edit_products: true,
    edit_shop_orders: true,
    list_users: true,
    administrator: true,
  };
}
