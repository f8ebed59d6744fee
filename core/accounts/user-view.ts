import type { User } from '../../db/schema.ts';

/** How pages see a user: no database or crypto here, so components can use it in the browser too. */
export const ROLES = ['administrator', 'customer'] as const;
export type Role = (typeof ROLES)[number];

/** A user as pages see it: never the password hash. */
export interface AccountUser {
  id: number;
  username: string;
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
}

export function toAccountUser(user: User): AccountUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    firstName: user.first_name,
    lastName: user.last_name,
  };
}

export function isAdministrator(user: Pick<AccountUser, 'role'> | null | undefined): boolean {
  return user?.role === 'administrator';
}

/** The name to greet someone by: first name, else username. */
export function displayName(user: Pick<AccountUser, 'firstName' | 'username'>): string {
  return user.firstName.trim() || user.username;
}
