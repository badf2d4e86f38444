import type { Locale } from '@/i18n/locales';
import type { Db } from '@/lib/db/client';
import type { SessionRef } from './session-limits';

export type Role = 'admin' | 'partner';

export interface SessionUser {
  id: string;
  email: string;
  fullName: string;
  /** The mailbox has been proven (a link sent to it was opened); only then does the address stand for this account. */
  emailVerified: boolean;
}

/** What a backend reads from the request's session: the user and, for the session limits, the session itself. */
export interface SessionLookup extends SessionUser {
  session: SessionRef | null;
}

export interface AuthUser extends SessionUser {
  roles: Role[];
  /** The partner a partner-role user belongs to. */
  partnerId: string | null;
  isAdmin: boolean;
}

export type AuthErrorCode = 'invalid_credentials' | 'email_taken' | 'weak_password' | 'invalid_token' | 'rate_limited' | 'server';

export type AuthOutcome = { ok: true } | { ok: false; code: AuthErrorCode; message: string };

/** A sign-in: whose account it opened (null when the backend did not say). */
export type SignInOutcome = { ok: true; userId: string | null } | { ok: false; code: AuthErrorCode; message: string };

/** A password set from a mailed link: the account's address (null when the backend did not say). */
export type ResetOutcome = { ok: true; email: string | null } | { ok: false; code: AuthErrorCode; message: string };

/**
 * A sign-up never signs anyone in and succeeds the same way for a new and a known address; `mail`
 * says what the mailbox still needs from the caller:
 * - `sent`: nothing, the next step (a link) went out already;
 * - `existing`: the address has an account (`name` when known): tell its owner;
 * - `ready`: the backend created a confirmed account at once: tell the owner how to sign in.
 */
export type SignUpOutcome =
  { ok: true; mail: 'sent' | 'existing' | 'ready'; name: string | null } | { ok: false; code: AuthErrorCode; message: string };

/** Opening a sign-up link: the new account's e-mail, or why not. */
export type ConfirmSignUpOutcome =
  { ok: true; email: string } | { ok: false; code: 'invalid_token' | 'invalid_credentials' | 'email_taken' | 'server'; message: string };

/** What every auth backend provides; nothing outside lib/auth knows which one runs. */
export interface AuthAdapter {
  readonly name: 'local' | 'supabase';
  getSessionUser(): Promise<SessionLookup | null>;
  /** Ends a session that outlived its limits (lib/auth/session-limits.ts) at the backend. */
  endSession(session: SessionRef): Promise<void>;
  /**
   * Starts an account for `email` without signing anyone in; the mailbox gets the next step (a
   * link that completes it, or the backend's own confirmation). Links come from the configured
   * site URL only.
   */
  signUp(input: { email: string; password: string; fullName: string; locale: Locale; next: string }): Promise<SignUpOutcome>;
  /** Completes a sign-up from its link (`token`) and the password chosen at sign-up (embedded auth only). */
  confirmSignUp(input: { token: string; password: string }): Promise<ConfirmSignUpOutcome>;
  signIn(input: { email: string; password: string }): Promise<SignInOutcome>;
  signOut(): Promise<AuthOutcome>;
  requestPasswordReset(input: { email: string; redirectTo: string }): Promise<AuthOutcome>;
  /** Sets a new password from the reset link (`token` for the embedded auth, `code` for Supabase). */
  resetPassword(input: { token: string; newPassword: string }): Promise<ResetOutcome>;
  /**
   * Gives `email` the partner role of `partnerId` (added beside any role the account has), creating
   * the account when there is none. Mails nothing: a new account comes back with its one-time
   * set-password link, for the caller's invitation.
   */
  invitePartnerUser(db: Db, input: PartnerInviteInput): Promise<PartnerInvite>;
  /** Renames the signed-in user. */
  updateName(input: { name: string }): Promise<AuthOutcome>;
  /**
   * Changes the signed-in user's password after checking the current one (`email`: the session's
   * address); every other session of the account ends.
   */
  changePassword(input: { email: string; currentPassword: string; newPassword: string }): Promise<AuthOutcome>;
  /** Whether this backend can delete an account from the server (Supabase needs its service key). */
  canDeleteUser(): boolean;
  /**
   * Deletes an account and its sessions. `tx` is the caller's transaction: the embedded auth deletes
   * within it; Supabase deletes through its admin API (a failure throws, so the caller rolls back).
   */
  deleteUser(tx: Db, userId: string): Promise<void>;
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
