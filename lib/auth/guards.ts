import type { AuthUser } from './types';

export type Guard = 'user' | 'admin' | 'partner';

/** Route guards: which locale-less paths need what. */
export const GUARDED: { prefix: string; guard: Guard }[] = [
  { prefix: '/area-do-cliente', guard: 'user' },
  { prefix: '/admin', guard: 'admin' },
  // The staff content editor (Keystatic's own pages, outside the localized routes).
  { prefix: '/keystatic', guard: 'admin' },
  // The spec leaves the partner panel unguarded; it shows partner data, so it needs the role.
  { prefix: '/painel-parceiro', guard: 'partner' },
];

export function guardFor(path: string): Guard | null {
  const hit = GUARDED.find((g) => path === g.prefix || path.startsWith(`${g.prefix}/`));
  return hit?.guard ?? null;
}

/** Where a user may not go: 'login' (anonymous), 'home' (lacks the role), or null (allowed). */
export function denial(guard: Guard, user: AuthUser | null): 'login' | 'home' | null {
  if (!user) return 'login';
  if (guard === 'admin' && !user.isAdmin) return 'home';
  if (guard === 'partner' && !user.isAdmin && !user.roles.includes('partner')) return 'home';
  return null;
}
