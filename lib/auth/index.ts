import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import { getDb } from '@/lib/db';
import { localAdapter } from './local-adapter';
import { getRoles } from './roles';
import { recordSessionUse } from './session-limits';
import { nextCookieJar } from './next-cookies';
import { createSupabaseAdapter } from './supabase-adapter';
import { supabaseConfig } from './supabase';
import type { AuthAdapter, AuthUser } from './types';
import { logError } from '@/lib/ops/log-error';

export type { AuthOutcome, AuthUser, Role } from './types';

/** Supabase Auth when its URL and anon key are set; the embedded auth otherwise. */
const supabaseAdapter = createSupabaseAdapter(nextCookieJar);

export function auth(): AuthAdapter {
  return supabaseConfig() ? supabaseAdapter : localAdapter;
}

/**
 * The signed-in user with roles, or null. Cached per request. A session past its idle or absolute
 * limit (shorter for admins) is ended at the backend and reads as signed out.
 */
export const getCurrentUser = cache(async (): Promise<AuthUser | null> => {
  const adapter = auth();
  let lookup;
  try {
    lookup = await adapter.getSessionUser();
  } catch (error) {
    unstable_rethrow(error);
    logError('Session lookup failed', error);
    return null;
  }
  if (!lookup) return null;
  const { session, ...user } = lookup;
  let roles: AuthUser['roles'] = [];
  let partnerId: string | null = null;
  try {
    ({ roles, partnerId } = await getRoles(await getDb(), user.id));
  } catch {
    // Database unreachable: treated as no role.
  }
  const isAdmin = roles.includes('admin');
  if (session) {
    try {
      if (!(await recordSessionUse(await getDb(), session, user.id, isAdmin))) {
        await adapter.endSession(session).catch((error: unknown) => logError('Ending a session failed', error));
        return null;
      }
    } catch (error) {
      unstable_rethrow(error);
      // The limits cannot be checked: treated as signed out rather than trusted.
      logError('Session limits check failed', error);
      return null;
    }
  }
  return { ...user, roles, partnerId, isAdmin };
});
