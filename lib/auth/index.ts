import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import { getDb } from '@/lib/db';
import { localAdapter } from './local-adapter';
import { getRoles } from './roles';
import { nextCookieJar } from './next-cookies';
import { createSupabaseAdapter } from './supabase-adapter';
import { supabaseConfig } from './supabase';
import type { AuthAdapter, AuthUser } from './types';

export type { AuthOutcome, AuthUser, Role } from './types';

/** Supabase Auth when its URL and anon key are set; the embedded auth otherwise. */
const supabaseAdapter = createSupabaseAdapter(nextCookieJar);

export function auth(): AuthAdapter {
  return supabaseConfig() ? supabaseAdapter : localAdapter;
}

/** The signed-in user with roles, or null. Cached per request. */
export const getCurrentUser = cache(async (): Promise<AuthUser | null> => {
  let session;
  try {
    session = await auth().getSessionUser();
  } catch (error) {
    unstable_rethrow(error);
    console.error('Session lookup failed:', error);
    return null;
  }
  if (!session) return null;
  let roles: AuthUser['roles'] = [];
  let partnerId: string | null = null;
  try {
    ({ roles, partnerId } = await getRoles(await getDb(), session.id));
  } catch {
    // Database unreachable: treated as no role.
  }
  return { ...session, roles, partnerId, isAdmin: roles.includes('admin') };
});
