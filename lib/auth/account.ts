import 'server-only';
import type { Db } from '@/lib/db/client';
import { hitRateLimit } from '@/lib/rate-limit';
import { auth } from '.';
import { checkPassword } from './password-policy';
import type { AuthOutcome } from './types';

/**
 * The signed-in user's own account: name and password, through whichever auth backend runs. The
 * user comes from the session (the caller's getCurrentUser); the backend acts on the request's
 * session itself, so nobody can change another account through these.
 */

/** Who is acting: the session user. */
export interface AccountUser {
  id: string;
  email: string;
}

/** Password changes (right or wrong current password) per account per window. */
export const PASSWORD_CHANGE_LIMIT = { limit: 5, windowSeconds: 15 * 60 } as const;

/** Renames the signed-in user (the name is already validated by the profile schema). */
export async function updateMyName(user: AccountUser, name: string): Promise<AuthOutcome> {
  if (!user?.id) return { ok: false, code: 'invalid_credentials', message: 'Not signed in' };
  return auth().updateName({ name });
}

/**
 * Changes the signed-in user's password: the current one must be right, the new one must pass the
 * password policy, and every other session of the account ends. Attempts are capped per account,
 * so a borrowed session cannot be used to guess the current password.
 */
export async function changeMyPassword(db: Db, user: AccountUser, current: string, next: string): Promise<AuthOutcome> {
  if (!user?.id) return { ok: false, code: 'invalid_credentials', message: 'Not signed in' };
  const problem = checkPassword(next);
  if (problem) return { ok: false, code: 'weak_password', message: problem };
  const limit = await hitRateLimit(db, `account:password:${user.id}`, PASSWORD_CHANGE_LIMIT.limit, PASSWORD_CHANGE_LIMIT.windowSeconds);
  if (!limit.allowed) return { ok: false, code: 'rate_limited', message: 'Too many attempts' };
  return auth().changePassword({ email: user.email, currentPassword: current, newPassword: next });
}
