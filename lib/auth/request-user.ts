import { getSessionCookie } from 'better-auth/cookies';
import type { NextRequest, NextResponse } from 'next/server';
import { getDbHandle } from '@/lib/db/client';
import { localAuth } from './local';
import { getRoles } from './roles';
import { endLocalSession, LOCAL_SESSION_PREFIX, supabaseSessionRef, recordSessionUse, type SessionRef } from './session-limits';
import { createSupabaseClient, supabaseConfig } from './supabase';
import type { AuthUser, SessionUser } from './types';
import { logError } from '@/lib/ops/log-error';
import { SIGNED_IN_HINT, SIGNED_IN_HINT_MAX_AGE } from './signed-in-hint';

/** Whether the request carries a session cookie of either auth backend (valid or not). */
function holdsSessionCookie(request: NextRequest): boolean {
  return Boolean(getSessionCookie(request)) || request.cookies.getAll().some(({ name }) => /^sb-.+-auth-token(\.\d+)?$/.test(name));
}

/** Sets or clears the signed-in hint (lib/auth/signed-in-hint.ts) when it no longer matches the session cookie. */
export function syncSignedInHint(request: NextRequest, response: NextResponse, secure: boolean): void {
  const signedIn = holdsSessionCookie(request);
  if (signedIn === request.cookies.has(SIGNED_IN_HINT)) return;
  if (signedIn) response.cookies.set(SIGNED_IN_HINT, '1', { path: '/', maxAge: SIGNED_IN_HINT_MAX_AGE, sameSite: 'lax', secure });
  else response.cookies.set(SIGNED_IN_HINT, '', { path: '/', maxAge: 0, sameSite: 'lax', secure });
}

/**
 * The user of a proxied request (the proxy cannot use next/headers). With Supabase, this also
 * refreshes the session: getClaims() right after creating the client, cookies written to both the
 * request (for the page) and the response (for the browser).
 */
export async function userFromRequest(request: NextRequest, response: NextResponse): Promise<AuthUser | null> {
  let session: SessionUser | null = null;
  let ref: SessionRef | null = null;
  let end: () => Promise<void> = async () => {};
  try {
    if (supabaseConfig()) {
      const supabase = createSupabaseClient({
        getAll: () => request.cookies.getAll(),
        setAll: (cookies, headers) => {
          for (const { name, value, options } of cookies) {
            request.cookies.set(name, value);
            response.cookies.set(name, value, options);
          }
          for (const [k, v] of Object.entries(headers ?? {})) response.headers.set(k, v);
        },
      });
      const { data } = await supabase.auth.getClaims();
      const claims = data?.claims as { sub?: string; email?: string; user_metadata?: { full_name?: string } } | undefined;
      // The token carries no confirmation time: the proxy only routes, so it is taken as unverified
      // here (pages and data read it from the auth server, through getCurrentUser).
      if (claims?.sub) {
        session = { id: claims.sub, email: claims.email ?? '', fullName: claims.user_metadata?.full_name ?? '', emailVerified: false };
        ref = supabaseSessionRef((await supabase.auth.getSession()).data.session?.access_token, new Date());
        end = async () => void (await supabase.auth.signOut({ scope: 'local' }));
      }
    } else {
      if (!getSessionCookie(request)) return null;
      const auth = await localAuth();
      const result = await auth.api.getSession({ headers: request.headers });
      if (result) {
        session = { id: result.user.id, email: result.user.email, fullName: result.user.name, emailVerified: result.user.emailVerified };
        ref = { key: `${LOCAL_SESSION_PREFIX}${result.session.id}`, startedAt: new Date(result.session.createdAt) };
        end = async () => endLocalSession((await getDbHandle()).db, result.session.id);
      }
    }
  } catch (error) {
    logError('Session lookup failed', error);
    return null;
  }
  if (!session) return null;
  const db = (await getDbHandle()).db;
  const { roles, partnerId } = await getRoles(db, session.id).catch(() => ({
    roles: [] as AuthUser['roles'],
    partnerId: null,
  }));
  const isAdmin = roles.includes('admin');
  // A session past its idle or absolute limit is ended and the request is anonymous.
  if (ref && !(await recordSessionUse(db, ref, session.id, isAdmin).catch(() => false))) {
    await end().catch((error: unknown) => logError('Ending a session failed', error));
    return null;
  }
  return { ...session, roles, partnerId, isAdmin };
}
