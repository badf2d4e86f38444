import { createClient } from '@supabase/supabase-js';
import { serverEnv, siteUrl } from '@/lib/config/env';
import { INVITE_TOKEN_PREFIX, supabaseInvitePartnerUser } from './partner-invite';
import { createSupabaseClient, supabaseConfig, type CookieJar } from './supabase';
import { supabaseSessionRef } from './session-limits';
import type { AuthAdapter, AuthOutcome } from './types';

function failure(error: { message?: string; status?: number; code?: string } | null | undefined): AuthOutcome & { ok: false } {
  const message = error?.message ?? 'Error';
  const code = error?.code ?? '';
  if (code === 'invalid_credentials' || /invalid login credentials/i.test(message))
    return { ok: false, code: 'invalid_credentials', message };
  if (code === 'user_already_exists' || code === 'email_exists') return { ok: false, code: 'email_taken', message };
  if (code === 'weak_password') return { ok: false, code: 'weak_password', message };
  if (error?.status === 429 || code === 'over_request_rate_limit') return { ok: false, code: 'rate_limited', message };
  if (['otp_expired', 'bad_code_verifier', 'flow_state_not_found', 'pkce_code_verifier_not_found'].includes(code))
    return { ok: false, code: 'invalid_token', message };
  return { ok: false, code: 'server', message };
}

/** Supabase Auth behind our interface; `jar` gives the current request's cookies. */
export function createSupabaseAdapter(jar: () => Promise<CookieJar>): AuthAdapter {
  const client = async () => createSupabaseClient(await jar());
  return {
    name: 'supabase',
    async getSessionUser() {
      const supabase = await client();
      // getUser() asks the auth server; getSession() from cookies is never trusted on the server.
      const { data, error } = await supabase.auth.getUser();
      if (error || !data.user) return null;
      const meta = (data.user.user_metadata ?? {}) as { full_name?: string };
      // The access token getUser() just had accepted names the session and its sign-in time.
      const { data: current } = await supabase.auth.getSession();
      return {
        id: data.user.id,
        email: data.user.email ?? '',
        fullName: meta.full_name ?? '',
        emailVerified: Boolean(data.user.email_confirmed_at),
        session: supabaseSessionRef(current.session?.access_token, new Date()),
      };
    },
    async endSession() {
      // Revokes this session's refresh token at the auth server; its cookies go where they can.
      const supabase = await client();
      await supabase.auth.signOut({ scope: 'local' });
    },
    async signUp({ email, password, fullName }) {
      // A jar that keeps nothing: a sign-up never signs the visitor in.
      const supabase = createSupabaseClient({ getAll: () => [], setAll: () => {} });
      const { data, error } = await supabase.auth.signUp({
        email,
        password,
        options: { emailRedirectTo: `${siteUrl()}/`, data: { full_name: fullName } },
      });
      if (error) {
        const outcome = failure(error);
        return outcome.code === 'email_taken' ? { ok: true, mail: 'existing', name: null } : outcome;
      }
      // With e-mail confirmation on (Supabase's default), a known address comes back as a user
      // without identities, and a new one gets Supabase's confirmation mail.
      if (data.user && (data.user.identities?.length ?? 0) === 0) return { ok: true, mail: 'existing', name: null };
      return { ok: true, mail: data.session ? 'ready' : 'sent', name: fullName };
    },
    async confirmSignUp() {
      // Supabase confirms sign-ups through its own link.
      return { ok: false, code: 'invalid_token', message: 'Not an embedded-auth sign-up link' };
    },
    async signIn({ email, password }) {
      const supabase = await client();
      const { data, error } = await supabase.auth.signInWithPassword({ email, password });
      return error ? failure(error) : { ok: true, userId: data.user?.id ?? null };
    },
    async signOut() {
      const supabase = await client();
      const { error } = await supabase.auth.signOut();
      return error ? failure(error) : { ok: true };
    },
    async requestPasswordReset({ email, redirectTo }) {
      const supabase = await client();
      const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo });
      return error ? failure(error) : { ok: true };
    },
    async resetPassword({ token, newPassword }) {
      const supabase = await client();
      // The reset link lands on /auth?code=…: exchange it for a recovery session, then set the
      // password. A partner invitation lands on /auth?token=invite:<hash>: verified as an OTP.
      const exchanged = token.startsWith(INVITE_TOKEN_PREFIX)
        ? await supabase.auth.verifyOtp({ type: 'invite', token_hash: token.slice(INVITE_TOKEN_PREFIX.length) })
        : await supabase.auth.exchangeCodeForSession(token);
      if (exchanged.error) return failure(exchanged.error);
      const { error } = await supabase.auth.updateUser({ password: newPassword });
      return error ? failure(error) : { ok: true, email: exchanged.data.user?.email ?? null };
    },
    invitePartnerUser: supabaseInvitePartnerUser,
    async updateName({ name }) {
      const supabase = await client();
      const { error } = await supabase.auth.updateUser({ data: { full_name: name } });
      return error ? failure(error) : { ok: true };
    },
    async changePassword({ email, currentPassword, newPassword }) {
      // The current password is checked by a sign-in on a client that keeps nothing (the browser's
      // session stays as it is), then the password is set on the user's own session.
      const probe = createSupabaseClient({ getAll: () => [], setAll: () => {} });
      const checked = await probe.auth.signInWithPassword({ email, password: currentPassword });
      if (checked.error) return failure(checked.error);
      const supabase = await client();
      const { error } = await supabase.auth.updateUser({ password: newPassword });
      if (error) return failure(error);
      // Every other session ends (the probe's included).
      const ended = await supabase.auth.signOut({ scope: 'others' });
      return ended.error ? failure(ended.error) : { ok: true };
    },
    canDeleteUser: () => Boolean(supabaseConfig() && serverEnv().SUPABASE_SERVICE_ROLE_KEY),
    async deleteUser(_tx, userId) {
      const config = supabaseConfig();
      const serviceKey = serverEnv().SUPABASE_SERVICE_ROLE_KEY;
      if (!config || !serviceKey) throw new Error('Deleting a Supabase account needs SUPABASE_SERVICE_ROLE_KEY');
      const admin = createClient(config.url, serviceKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      }).auth.admin;
      // Supabase ends the user's sessions and refresh tokens with the user.
      const { error } = await admin.deleteUser(userId);
      if (error) throw error;
    },
  };
}
