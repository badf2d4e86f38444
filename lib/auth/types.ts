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
}
