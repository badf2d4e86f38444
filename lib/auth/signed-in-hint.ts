import { SESSION_LIMITS } from '@/lib/config/limits';

/**
 * A cookie scripts can read, present while the browser holds a session: the header asks the
 * server who is signed in only then, so an anonymous visit makes no session request. It carries
 * nothing but its presence; the session itself stays in its HttpOnly cookie. The proxy keeps it in
 * step with the session cookie on every page request, and the header on every answer it gets.
 */
export const SIGNED_IN_HINT = 'signed-in';

/** As long as a session lasts at most. */
export const SIGNED_IN_HINT_MAX_AGE = SESSION_LIMITS.user.absoluteSeconds;

export function hasSignedInHint(): boolean {
  return document.cookie.split('; ').some((cookie) => cookie.startsWith(`${SIGNED_IN_HINT}=`));
}

export function setSignedInHint(signedIn: boolean): void {
  if (signedIn === hasSignedInHint()) return;
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${SIGNED_IN_HINT}=${signedIn ? '1' : ''}; path=/; max-age=${signedIn ? SIGNED_IN_HINT_MAX_AGE : 0}; samesite=lax${secure}`;
}
