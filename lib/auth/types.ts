import type { Db } from '@/lib/db/client';

export type Role = 'admin' | 'partner';

export interface SessionUser {
  id: string;
  email: string;
  fullName: string;
}

export interface AuthUser extends SessionUser {
  roles: Role[];
  /** The partner a partner-role user belongs to. */
  partnerId: string | null;
  isAdmin: boolean;
}

export type AuthErrorCode = 'invalid_credentials' | 'email_taken' | 'weak_password' | 'invalid_token' | 'rate_limited' | 'server';

export type AuthOutcome = { ok: true } | { ok: false; code: AuthErrorCode; message: string };

/** What every auth backend provides; nothing outside lib/auth knows which one runs. */
export interface AuthAdapter {
  readonly name: 'local' | 'supabase';
  getSessionUser(): Promise<SessionUser | null>;
  signUp(input: { email: string; password: string; fullName: string; origin: string }): Promise<AuthOutcome>;
  signIn(input: { email: string; password: string }): Promise<AuthOutcome>;
  signOut(): Promise<AuthOutcome>;
  requestPasswordReset(input: { email: string; redirectTo: string }): Promise<AuthOutcome>;
  /** Sets a new password from the reset link (`token` for the embedded auth, `code` for Supabase). */
  resetPassword(input: { token: string; newPassword: string }): Promise<AuthOutcome>;
  /**
   * Gives `email` the partner role of `partnerId` (added beside any role the account has), creating
   * the account when there is none. Mails nothing: a new account comes back with its one-time
   * set-password link, for the caller's invitation.
   */
  invitePartnerUser(db: Db, input: PartnerInviteInput): Promise<PartnerInvite>;
}

export interface PartnerInviteInput {
  email: string;
  /** The account's name when it has to be created. */
  name: string;
  partnerId: string;
  /** Where the set-password link lands: the /auth page in the invitee's language. */
  authUrl: string;
}

/**
 * - `created`: a new account (no usable password yet) with the role; `setPasswordUrl` sets its password.
 * - `granted`: the e-mail had an account; it has the role now (or already had it).
 * - `other_partner`: the account already belongs to another partner; nothing changed.
 * - `no_account`: no account, and this backend cannot create one (Supabase without its service key).
 */
export type PartnerInvite =
  | { status: 'created'; userId: string; setPasswordUrl: string }
  | { status: 'granted'; userId: string }
  | { status: 'other_partner'; userId: string }
  | { status: 'no_account' };
